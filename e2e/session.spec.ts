/**
 * The session as a user meets it across tabs, reloads and a session ended by the server, and the
 * data the policies promise to keep or remove (src/features/policies/policy-content.ts).
 */
import type { Page } from '@playwright/test'
import { expect, fillLogin, SEEDED, test, waitForApp } from './fixtures'
import { expectNoAxeViolations } from './support/axe'

const PROFILE = /\/profile\/learner(%40|@)example\.com$/

/** Every value in one object store of an IndexedDB database, by key (empty if it does not exist). */
function readIndexedDb(page: Page, database: string, store: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ([name, storeName]) => {
      if (!(await indexedDB.databases()).some((info) => info.name === name)) return {}
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      try {
        if (!db.objectStoreNames.contains(storeName)) return {}
        const tx = db.transaction(storeName)
        const [keys, values] = await Promise.all(
          [tx.objectStore(storeName).getAllKeys(), tx.objectStore(storeName).getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result)
                request.onerror = () => reject(request.error)
              }),
          ),
        )
        return Object.fromEntries((keys ?? []).map((key, i) => [String(key), values?.[i]]))
      } finally {
        db.close()
      }
    },
    [database, store] as const,
  )
}

const sessionMirror = (page: Page) => readIndexedDb(page, 'reskilling-session', 'keyval')
const savedProgress = (page: Page) => readIndexedDb(page, 'reskilling-assessment', 'progress')
const savedHistory = (page: Page) => readIndexedDb(page, 'reskilling-history', 'attempts')
/** The history's keys: the learner's index, then each attempt's (docs/assessment.md (Attempt history)), ids left out. */
const historyKeys = (stored: Record<string, unknown>) =>
  [...new Set(Object.keys(stored).map((key) => key.replace(/^(history,[^,]+,).+$/, '$1<id>')))].sort().reverse()
const localEntries = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    targetRole: localStorage.getItem('targetRole'),
  }))

async function answer(page: Page, label: RegExp, specify?: string) {
  await page.getByRole('radio', { name: label }).check()
  if (specify !== undefined) await page.getByLabel('Please specify...').fill(specify)
  await page.getByRole('button', { name: 'Next' }).click()
}

/** A second tab in the same browser, watched for errors like the fixture watches the first. */
async function secondTab(page: Page) {
  const other = await page.context().newPage()
  const problems: string[] = []
  other.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
  other.on('pageerror', (error) => problems.push(error.message))
  return { other, problems }
}

// FIXME: since logout asks about the learner's results after the session ended, this fails in the step
// after logging in again in the first tab: the "My Page" click leaves it on /assessments. Not yet understood.
test('a logout in another tab sends open protected pages to /login within a second, saying why', async ({
  page,
  login,
}) => {
  // Two tabs, three demo logins and a whole-page axe run (25 s of it on 2 busy cores).
  test.setTimeout(90_000)
  await login()
  await page.goto('/assessments')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()

  const { other, problems } = await secondTab(page)
  await other.goto('/')
  await waitForApp(other)
  await other.getByRole('button', { name: 'Logout' }).click()

  await expect(page).toHaveURL(/\/login\?redirect=%2Fassessments$/, { timeout: 1_000 })
  await expect(page.getByText('You were logged out in another tab. Log in again to continue.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'the login page saying why', { include: 'main' })

  // Logging in again returns to the page; the profile follows the next logout the same way.
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(/\/assessments$/)
  await page.getByRole('link', { name: 'My Page' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Alex Learner')
  await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible()

  await other.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Flearner/, { timeout: 1_000 })
  await expect(page.getByText('You were logged out in another tab. Log in again to continue.')).toBeVisible()
  await expect(page.getByText('Hello', { exact: false })).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a session kept only in IndexedDB opens a deep link to /assessments and to the profile', async ({
  page,
  login,
}) => {
  await login()
  await expect.poll(async () => Object.keys(await sessionMirror(page)).sort()).toEqual(['token', 'user'])
  const dropLocalSession = () =>
    page.evaluate(() => {
      localStorage.removeItem('token')
      localStorage.removeItem('user')
    })

  await dropLocalSession()
  await page.goto('/assessments')
  await expect(page).toHaveURL(/\/assessments$/)
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

  await dropLocalSession()
  await page.goto('/profile/learner%40example.com')
  await expect(page).toHaveURL(PROFILE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Alex Learner')
  await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible()
  expect((await localEntries(page)).token).toBeTruthy()
})

test('a session ended by a password reset is dropped when the profile gets a 401', async ({
  page,
  login,
  demoInbox,
}) => {
  await login()
  // A reset ends the user's other sessions (docs/decisions/0003-client-side-validation-with-own-messages.md),
  // so this tab's token dies with it.
  await page.goto('/send-reset-link')
  await page.getByLabel('E-mail').fill(SEEDED.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status')).toContainText('a password reset link is on its way')
  await demoInbox.follow('Reset password', SEEDED.email)
  await waitForApp(page)
  await page.getByLabel('New password').fill('a-brand-new-passphrase')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByRole('status')).toContainText('Your password has been reset.')
  expect((await localEntries(page)).token).toBeTruthy()

  await page.goto('/profile/learner%40example.com')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Flearner/, { timeout: 5_000 })
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)
  expect(await localEntries(page)).toMatchObject({ token: null, user: null })
  await expect.poll(() => sessionMirror(page)).toEqual({})

  await fillLogin(page, SEEDED.email, 'a-brand-new-passphrase')
  await expect(page).toHaveURL(PROFILE)
  await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible()
})

test('"Remove my data from this device" removes the saved answers, the history and the target role', async ({
  page,
  login,
}) => {
  await login()
  await page.goto('/assessments')
  await answer(page, /^1 – /)
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page).toHaveURL(PROFILE)
  await expect(page.getByRole('heading', { name: 'Your result: start with the Foundational Track.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Foundational Track' })).toBeVisible()

  // An unfinished retake with typed text, then back to the profile entry that carries the role
  // in its history state (the profile would store it again from there).
  await page.getByRole('link', { name: 'Retake the assessment' }).click()
  await answer(page, /^5 – /)
  await answer(page, /^Creative, design or fine arts$/, 'Illustrator of private notes')
  await expect(page.getByText(/Question 3 of at most \d/)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(PROFILE)
  await expect(page.getByRole('heading', { name: 'Your result: start with the Foundational Track.' })).toBeVisible()
  expect(JSON.stringify(await savedProgress(page))).toContain('Illustrator of private notes')
  expect(historyKeys(await savedHistory(page))).toEqual([`history:${SEEDED.email}`, `history,${SEEDED.email},<id>`])

  const trigger = page.getByRole('button', { name: 'Remove my data from this device' })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Remove your data from this device?' })
  await expect(dialog).toBeVisible()
  // The safe choice has the focus; Escape closes without removing anything.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page, 'the removal question', { include: 'dialog[open]' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  expect((await localEntries(page)).targetRole).toBeTruthy()

  await trigger.click()
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Removed from this device' })).toHaveText(
    'Removed from this device: your saved assessment progress, your assessment history with all your answers, your target role, your saved courses and the courses you marked done. You are still logged in.',
  )
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your result: start with the Foundational Track.' })).toHaveCount(0)
  // The history on the page follows at once, without a reload.
  await expect(page.getByText('No finished attempts yet.', { exact: false })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Foundational Track' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Find your AI role' })).toBeVisible()
  await expectNoAxeViolations(page, 'the profile after the removal', { include: 'main' })

  // Gone everywhere the policy says it lives, and it does not come back from the history entry.
  expect((await localEntries(page)).targetRole).toBeNull()
  expect(await savedProgress(page)).toEqual({})
  expect(await savedHistory(page)).toEqual({})
  expect(Object.keys(await sessionMirror(page)).sort()).toEqual(['token', 'user'])
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Find your AI role' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

  await page.getByRole('link', { name: 'Take Assessment' }).click()
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0)
})

test('logout removes what the cookie policy says it removes', async ({ page, login }) => {
  await login()
  await page.goto('/assessments')
  await answer(page, /^1 – /)
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page.getByRole('heading', { name: 'Your result: start with the Foundational Track.' })).toBeVisible()
  await expect.poll(async () => Object.keys(await sessionMirror(page)).sort()).toEqual(['targetRole', 'token', 'user'])

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  const dialog = page.getByRole('dialog', { name: 'Keep your results on this device?' })
  await expect(dialog).toContainText('1 finished assessment of yours')
  await expectNoAxeViolations(page, 'the keep-results question', { include: 'dialog[open]' })
  await dialog.getByRole('button', { name: 'Remove from this device' }).click()
  // Removed: token and user, the target role, the saved assessment and the history, copies included.
  await expect.poll(async () => Object.keys(await sessionMirror(page))).toEqual([])
  expect(await localEntries(page)).toEqual({ token: null, user: null, targetRole: null })
  await expect.poll(() => savedProgress(page)).toEqual({})
  await expect.poll(() => savedHistory(page)).toEqual({})

  await page.goto('/cookies')
  const policy = page.getByRole('article')
  await expect(policy).toContainText('token (local storage): your session token. Removed when you log out')
  await expect(policy).toContainText('user (local storage)')
  await expect(policy).toContainText('Removed together with token.')
  await expect(policy).toContainText('Logging out removes all three')
  // Every IndexedDB database the site created on this device is named in the policy.
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name ?? ''))
  expect(databases.length).toBeGreaterThanOrEqual(3)
  for (const name of databases) await expect(policy).toContainText(`"${name}"`)
  await page.goto('/privacy')
  await expect(page.getByRole('article')).toContainText('it runs in your browser and sends nothing to us')

  await page.goto('/login')
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(PROFILE)
  await expect(page.getByRole('heading', { name: 'Find your AI role' })).toBeVisible()
})
