/**
 * Security checks a reviewer can rerun: hostile return paths, tokens kept out of addresses, logs
 * and Referers, logout hygiene, and the demo's passwords. The backend's enumeration-safe answers
 * are checked byte for byte in mocks/handlers.test.ts and by the contract suite.
 */
import type { Page } from '@playwright/test'
import { expect, fillLogin, SEEDED, test, uniqueEmail } from './fixtures'

/**
 * Return paths through a real login, one of each kind: src/lib/safe-redirect.test.ts rejects the
 * whole list of hostile paths, and these prove the login screen goes by that rule. "/@evil.example"
 * is a path of this site (its 404 page), so it is honoured.
 */
const HOSTILE_RETURN_PATHS = ['//evil.example', '/%2f%2fevil.example', 'javascript:window.__pwned=1', '/@evil.example']

/** Marks the window so a script run by a payload, or a navigation away, would be noticed. */
async function armTripwires(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const offOrigin: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith('http://127.0.0.1')) offOrigin.push(frame.url())
  })
  return { dialogs, offOrigin }
}

test('hostile return paths through login never leave the origin or run script', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const wires = await armTripwires(page)
  for (const [index, hostile] of HOSTILE_RETURN_PATHS.entries()) {
    const download = index % 2 === 0 ? '&download=true' : ''
    await page.goto(`/login?redirect=${encodeURIComponent(hostile)}${download}`)
    await fillLogin(page, SEEDED.email, SEEDED.password)
    // Rejected paths land on the profile; a harmless same-origin path (e.g. "/@evil.example") is
    // honoured and shows this site's own 404 page. Either way the origin never changes.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(new URL(page.url()).origin, `return path ${JSON.stringify(hostile)}`).toBe(baseURL)
    if (!hostile.startsWith('/@')) {
      await expect(page, `return path ${JSON.stringify(hostile)}`).toHaveURL(
        /^http:\/\/127\.0\.0\.1:\d+\/profile\/learner(%40|@)example\.com$/,
      )
    }
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    // Log out for the next path: the header's Logout clears the session and its IndexedDB copy
    // (removing the localStorage entries alone would let the copy log the visitor back in).
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  }
  expect(wires.dialogs).toEqual([])
  expect(wires.offOrigin).toEqual([])
})

test.describe('address bar', () => {
  // Unknown paths answer with the 404 page and status 404, which Chromium logs.
  test.use({ allowConsoleErrors: ['status of 404'] })

  test('hostile paths typed into the address bar stay on the site', async ({ page, baseURL }) => {
    const wires = await armTripwires(page)
    for (const path of ['//evil.example', '/\\evil.example', '/%2f%2fevil.example', '/profile/%2F%2Fevil.example']) {
      await page.goto(`${baseURL}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(new URL(page.url()).origin).toBe(baseURL)
    }
    expect(wires.offOrigin).toEqual([])
    expect(wires.dialogs).toEqual([])
  })
})

test.describe('logout hygiene', () => {
  // Offline logout goes to the home page, which the service worker serves from its precache.
  test.use({ serviceWorkers: 'allow' })

  test('after logout no token remains anywhere, also when offline', async ({ page, context, login }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    await login()
    const token = await page.evaluate(() => localStorage.getItem('token'))
    expect(token).toBeTruthy()
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    const leftovers = await page.evaluate(async (secret) => {
      const found: string[] = []
      for (let i = 0; i < localStorage.length; i += 1) {
        const key = localStorage.key(i) ?? ''
        if ((localStorage.getItem(key) ?? '').includes(secret ?? '')) found.push(`localStorage:${key}`)
      }
      const dbs = await indexedDB.databases()
      for (const info of dbs) {
        if (!info.name || info.name === 'reskilling-demo-backend') continue // the demo *server's* own store
        const db: IDBDatabase = await new Promise((resolve, reject) => {
          const request = indexedDB.open(info.name ?? '')
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        for (const storeName of Array.from(db.objectStoreNames)) {
          const values: unknown[] = await new Promise((resolve) => {
            const request = db.transaction(storeName).objectStore(storeName).getAll()
            request.onsuccess = () => resolve(request.result)
          })
          if (JSON.stringify(values).includes(secret ?? '')) found.push(`indexedDB:${info.name}/${storeName}`)
        }
        db.close()
      }
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          if (request.url.includes(secret ?? '')) found.push(`cache:${name}`)
          const body = await (await cache.match(request))?.text()
          if (body?.includes(secret ?? '')) found.push(`cache:${name}:${request.url}`)
        }
      }
      return found
    }, token)
    expect(leftovers).toEqual([])
    await context.setOffline(false)
  })
})

test('the token never appears in a URL, a console message or a Referer header', async ({ page }) => {
  const urls: string[] = []
  const referers: string[] = []
  const consoleTexts: string[] = []
  page.on('request', (request) => {
    urls.push(request.url())
    const referer = request.headers().referer
    if (referer) referers.push(referer)
  })
  page.on('console', (message) => consoleTexts.push(message.text()))
  await page.goto('/login')
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(/\/profile\//)
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  await page.goto('/courses')
  await page.goto('/assessments')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(token.length).toBeGreaterThan(10)
  for (const text of [...urls, ...referers, ...consoleTexts, page.url()]) expect(text).not.toContain(token)
})

test.describe('one-time links leave the address bar', () => {
  /** Opens the inbox, reads the link of the newest mail to `to`, follows it and returns the link. */
  async function followMail(page: Page, label: 'Activate account' | 'Reset password', to: string) {
    await page.getByRole('button', { name: 'Demo inbox' }).click()
    const link = page
      .getByRole('dialog', { name: 'Demo inbox' })
      .getByRole('listitem')
      .filter({ hasText: to })
      .first()
      .getByRole('link', { name: label })
    const href = (await link.getAttribute('href')) ?? ''
    const token = href.split('/').pop() ?? ''
    expect(token.length).toBeGreaterThan(8)
    await link.click()
    return { href, token }
  }

  function watchReferers(page: Page) {
    const referers: string[] = []
    page.on('request', (request) => referers.push(request.headers().referer ?? ''))
    return referers
  }

  test('activation: the token leaves the address bar, sends no Referer, and still activates', async ({
    page,
    signUp,
  }) => {
    const email = uniqueEmail('tokenless')
    await signUp({ name: 'Tori Tokenless', email, password: 'correct-horse-battery' })
    const referers = watchReferers(page)
    const { token } = await followMail(page, 'Activate account', email)
    await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/activate')
    expect(page.url()).not.toContain(token)
    expect(referers.length).toBeGreaterThan(0)
    expect(referers.filter((referer) => referer.includes(token))).toEqual([])
    // Back leaves the screen for the page before the link: the token URL is not in the session history.
    await page.goBack()
    await expect(page).toHaveURL(/\/login$/)
    await page.goForward()
    await expect(page).toHaveURL(/\/activate$/)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account activation')
    await expect(page.getByRole('status')).toContainText('Open the link from the e-mail again.')
  })

  test('reset: the token leaves the address bar and the new password works', async ({ page }) => {
    await page.goto('/send-reset-link')
    await page.getByLabel('E-mail').fill(SEEDED.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('status')).toContainText('a password reset link is on its way')
    const referers = watchReferers(page)
    const { token } = await followMail(page, 'Reset password', SEEDED.email)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
    expect(new URL(page.url()).pathname).toBe('/reset-password')
    expect(page.url()).not.toContain(token)
    await page.getByLabel('New password').fill('a-tokenless-passphrase')
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page.getByRole('status')).toContainText('Your password has been reset.')
    expect(referers.filter((referer) => referer.includes(token))).toEqual([])
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
    await fillLogin(page, SEEDED.email, 'a-tokenless-passphrase')
    await expect(page).toHaveURL(/\/profile\//)
  })

  test('a reload of the token-free reset page asks for the link again', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
    await expect(page.getByRole('status')).toContainText('Open the link from the e-mail again, or request a new one.')
    await expect(page.getByRole('main').getByRole('link', { name: 'Request a new link' })).toBeVisible()
  })
})

test.describe('demo passwords on this device', () => {
  test('signup warns, hashes are PBKDF2, and "Remove my data" can clear the demo accounts', async ({
    page,
    signUp,
    demoInbox,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/signup')
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/Do not use a real password/)
    const email = uniqueEmail('cleared')
    await signUp({ name: 'Cleo Cleared', email, password: 'correct-horse-battery' })
    await demoInbox.follow('Activate account', email)
    await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
    const hashes = await page.evaluate(async () => {
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const request = indexedDB.open('reskilling-demo-backend')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const state: { users: Record<string, { passwordHash: string }> } = await new Promise((resolve) => {
        const request = db.transaction('db').objectStore('db').get('state')
        request.onsuccess = () => resolve(request.result)
      })
      db.close()
      return Object.values(state.users).map((user) => user.passwordHash)
    })
    expect(hashes).toHaveLength(2)
    for (const hash of hashes) expect(hash).toMatch(/^pbkdf2-sha256\$\d{6,}\$[0-9a-f]{64}$/)

    await page.goto('/login')
    await fillLogin(page, email, 'correct-horse-battery')
    await expect(page).toHaveURL(/\/profile\//)
    await page.getByRole('button', { name: 'Remove my data from this device' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove your data from this device?' })
    await dialog.getByRole('checkbox', { name: /Also clear the demo accounts on this device/ }).check()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await expect(
      page.getByText('Your data and the demo accounts were removed from this device. You are logged out.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()

    await page.goto('/login')
    await fillLogin(page, email, 'correct-horse-battery')
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' })).toBeVisible()
    await fillLogin(page, SEEDED.email, SEEDED.password)
    await expect(page).toHaveURL(/\/profile\//)
  })
})
