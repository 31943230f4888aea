/**
 * Nothing of a learner leaks or stays behind (docs/decisions/0033-what-logout-removes.md,
 * docs/decisions/0078-forms-usable-before-hydration.md): a password never reaches a URL, whatever
 * state the page's scripts are in, and logout leaves nothing of the learner on the device unless
 * they chose to keep it.
 */
import type { Page } from '@playwright/test'
import { CROSS_ENGINE, expect, fillLogin, logOut, SEEDED, test, waitForApp } from './fixtures'
import { finishAssessment, FOUNDATIONAL, UNSURE_EXECUTIVE } from './support/assessment-answers'
import { expectPasswordInNoUrl, NEEDS_SCRIPT, PASSWORD, typeAndPressEnter, watchUrls } from './support/early-forms'

test.describe('an account form before the app has loaded', () => {
  for (const path of ['/login', '/signup'] as const) {
    test(
      `${path}: with the start-up script held back, Enter sends nothing, and what was typed is there once the app loads`,
      CROSS_ENGINE,
      async ({ page }) => {
        let release = () => {}
        const released = new Promise<void>((resolve) => (release = resolve))
        // Every script waits, the start-up script first among them.
        await page.route(/\.js$/, async (route) => {
          await released
          await route.continue()
        })
        const urls = watchUrls(page)
        const entries = await typeAndPressEnter(page, path)
        await expectPasswordInNoUrl(page, urls, path, entries)

        release()
        await waitForApp(page)
        await expect(page.getByLabel('Password')).toHaveValue(PASSWORD)
        await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com')
        await expect(page.getByText(NEEDS_SCRIPT)).toBeHidden()
      },
    )
  }

  test.describe('with every script failing to load', () => {
    test.use({ allowConsoleErrors: ['Failed to load', 'net::ERR_FAILED', 'NS_ERROR', 'Loading module'] })
    test('the form says it needs JavaScript, and Enter sends nothing', CROSS_ENGINE, async ({ page }) => {
      await page.route(/\.js$/, (route) => route.abort())
      const urls = watchUrls(page)
      const entries = await typeAndPressEnter(page, '/login')
      await expect(page.getByText(NEEDS_SCRIPT)).toBeVisible({ timeout: 10_000 })
      await expectPasswordInNoUrl(page, urls, '/login', entries)
      await expect(page.getByLabel('Password')).toHaveValue(PASSWORD)
    })
  })
})

// ---- Logout ----------------------------------------------------------------------------------

/** Everything this origin keeps in the browser, as text: storage, IndexedDB and Cache Storage. */
function deviceContents(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const idbDump = async (name: string) => {
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const stores = [...db.objectStoreNames]
      const dump: unknown[] = []
      for (const store of stores) {
        const tx = db.transaction(store)
        const [keys, values] = await Promise.all(
          [tx.objectStore(store).getAllKeys(), tx.objectStore(store).getAll()].map(
            (request) =>
              new Promise<unknown>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result)
                request.onerror = () => reject(request.error)
              }),
          ),
        )
        dump.push(store, keys, values)
      }
      db.close()
      return dump
    }
    const databases = (await indexedDB.databases()).map((info) => info.name ?? '')
    // The demo backend stands for the server: its accounts stay, as a real server keeps them.
    const idb = await Promise.all(
      databases.filter((name) => name !== 'reskilling-demo-backend').map(async (name) => [name, await idbDump(name)]),
    )
    const caches = await Promise.all(
      (await globalThis.caches.keys()).map(async (name) => {
        const cache = await globalThis.caches.open(name)
        const requests = await cache.keys()
        // Text responses only: pages, scripts and data, where a learner's entry could hide.
        const bodies = await Promise.all(
          requests.map(async (request) => {
            const response = await cache.match(request)
            const type = response?.headers.get('content-type') ?? ''
            return /json|html|text/.test(type) ? `${request.url} ${await response?.text()}` : request.url
          }),
        )
        return [name, bodies]
      }),
    )
    return JSON.stringify({ localStorage: { ...localStorage }, sessionStorage: { ...sessionStorage }, idb, caches })
  })
}

const TYPED = 'COO of a logistics firm'

/** Two finished attempts, one with typed text, and the profile open. */
async function twoAttempts(page: Page) {
  await page.goto('/assessments')
  await finishAssessment(page, FOUNDATIONAL, 'Foundational Track')
  await page.getByRole('button', { name: 'Exit' }).click()
  await page.getByRole('link', { name: 'Retake the assessment' }).click()
  await finishAssessment(page, UNSURE_EXECUTIVE, 'AI Executive')
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page.getByRole('region', { name: 'Your assessment history' }).getByRole('listitem')).toHaveCount(2)
}

test.describe('logout on a shared device', () => {
  test.describe.configure({ timeout: 90_000 })

  test(
    'removes every attempt, answer, role and token of the learner, after offering the download',
    CROSS_ENGINE,
    async ({ page, login, browserName }) => {
      await login()
      await twoAttempts(page)
      expect(await deviceContents(page)).toContain(TYPED)

      await logOut(page)
      // Logged out at once; the results wait for the learner's answer, with the download offered first.
      const dialog = page.getByRole('dialog', { name: 'Keep your results on this device?' })
      await expect(dialog).toContainText('2 finished assessments')
      await expect(page).toHaveURL(/\/$/)
      expect(await deviceContents(page)).not.toContain('"token"')
      await expect(dialog.getByRole('button', { name: 'Remove from this device' })).toBeFocused()
      // Playwright sees no downloads over Firefox's WebDriver BiDi; the page's own word is read in both.
      const download = browserName === 'chromium' ? page.waitForEvent('download') : null
      await dialog.getByRole('button', { name: 'Download my data' }).click()
      if (download) expect((await download).suggestedFilename()).toMatch(/\.json$/)
      await expect(dialog.getByRole('status')).toContainText('Your data was saved as')
      await dialog.getByRole('button', { name: 'Remove from this device' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()

      await expect
        .poll(async () => {
          const contents = await deviceContents(page)
          return [TYPED, SEEDED.email, 'AI Executive', 'Foundational Track', 'token'].filter((text) =>
            contents.includes(text),
          )
        })
        .toEqual([])

      // Logged in again, the history is empty: nothing came back from a copy.
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      await expect(page.getByText('No finished attempts yet.', { exact: false })).toBeVisible()
    },
  )

  test.describe('a learner who keeps their results', () => {
    test.use({ serviceWorkers: 'allow', allowConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'] })
    test('finds the history at the next login, offline too', async ({ page, context, login }) => {
      await login()
      await twoAttempts(page)
      await page.getByRole('checkbox', { name: 'Keep my results on this device' }).check()
      await logOut(page)
      // Nothing would be removed, so nothing is asked.
      await expect(page).toHaveURL(/\/$/)
      expect(await deviceContents(page)).toContain(TYPED)
      expect(await deviceContents(page)).not.toContain('"token"')

      // Once the worker controls the page, the next login works offline (the demo backend runs in the page).
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      await context.setOffline(true)
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      await expect(page.getByRole('region', { name: 'Your assessment history' }).getByRole('listitem')).toHaveCount(2)
      await expect(page.getByRole('checkbox', { name: 'Keep my results on this device' })).toBeChecked()
    })
  })

  test('a page closed in the middle of logout starts logged out next time', async ({ page, context, login }) => {
    await login()
    // The chunks a logout loads (the history, IndexedDB) never arrive, as offline before they were cached.
    await page.route(/\/assets\/(history-store|device-data|indexed-db|idb-keyval|progress-store|index\.es)[-.]/, () => {
      // Never answered: the page closes first.
    })
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
    await page.close({ runBeforeUnload: false })

    const next = await context.newPage()
    await next.goto('/profile/' + SEEDED.email)
    await waitForApp(next)
    await expect(next).toHaveURL(/\/login\b/)
    await expect(next.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    // The unfinished logout was finished on this start: no copy of the session is left.
    await expect.poll(() => deviceContents(next)).not.toContain('"token"')
  })
})
