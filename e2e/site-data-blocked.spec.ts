/**
 * Site data blocked (docs/product.md (Session and storage)): a browser that lets no site keep data
 * still shows its pages (see routesIn), hydrates them without an error, lets the demo learner
 * log in for the tab and take the assessment to a result, and says in words what it cannot keep. Chromium and Firefox
 * (`@cross-engine`: the Firefox project runs these too); each test first proves that the browser
 * really denies storage, so none can pass against a browser that stores after all.
 */
import { expect, test, type Page } from '@playwright/test'
import { SEEDED_ACCOUNT } from '../mocks/seed.mjs'
import { paths } from '../src/lib/paths'
import { PLAN_PATHS } from '../src/lib/prerendered-paths'
import { FOUNDATIONAL, answerAll } from './support/assessment-answers'
import { holdTheApp } from './support/hold-the-app'
import { LAYOUT_ROUTES } from './support/routes'
import { launchSiteDataBlocked, storageDenial, type BlockedBrowser } from './support/site-data-blocked'

const SEEDED = SEEDED_ACCOUNT
const BLOCKED_WORDS = /your browser blocks this site from saving data/i

let blocked: BlockedBrowser

test.beforeEach(async ({ browserName, launchOptions, channel, baseURL }, testInfo) => {
  blocked = await launchSiteDataBlocked({
    browserName,
    launchOptions,
    channel,
    baseURL,
    profileDir: testInfo.outputPath('profile'),
  })
  // Not vacuous: this browser keeps nothing.
  await blocked.page.goto('/privacy')
  const denial = await storageDenial(blocked.page)
  expect(denial.localStorage, 'localStorage is denied').not.toBe('works')
  expect(denial.sessionStorage, 'sessionStorage is denied').not.toBe('works')
  expect(denial.indexedDb, 'IndexedDB is denied').not.toBe('works')
})

test.afterEach(async () => {
  await blocked.context.close()
  expect(blocked.problems, 'uncaught errors or console errors').toEqual([])
})

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
const headings = (page: Page) => page.getByRole('main').locator('h1, h2').allInnerTexts()

/** Types like a visitor (over Firefox's BiDi, `fill()` would set a value React never sees). */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.click()
  await field.pressSequentially(text)
}

async function logIn(page: Page) {
  await page.goto('/login')
  await hydrated(page)
  await typeInto(page, 'E-mail', SEEDED.email)
  await typeInto(page, 'Password', SEEDED.password)
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/profile\//)
}

/**
 * A page of each layout in Chromium: the pages of one layout read the same stores. In Firefox, whose
 * denial differs but whose pages read the same code, a page of each kind: marketing, the catalogue
 * (saved courses), a plan (its marks) and an account form.
 */
const routesIn = (browserName: string) =>
  browserName === 'chromium' ? LAYOUT_ROUTES : [paths.home, paths.courses, PLAN_PATHS[0]!, paths.login]

test('a prerendered page of each layout keeps its content and hydrates without an error @cross-engine', async ({
  browserName,
}) => {
  const routes = routesIn(browserName)
  test.setTimeout(45_000 + routes.length * 4_000)
  const { page } = blocked
  for (const path of routes) {
    const app = await holdTheApp(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const prerendered = await headings(page)
    expect(prerendered.length, `${path} is prerendered`).toBeGreaterThan(0)
    app.release()
    await hydrated(page)
    await page.waitForLoadState('load')
    // Effects after hydration (the storage reads, the worker's registration) have run by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    expect(await headings(page), `${path} keeps its content`).toEqual(prerendered)
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0)
    await page.unrouteAll()
  }
  // The demo backend keeps its accounts in memory, and the banner says so.
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toContainText(
    /blocks this site from saving data, so demo accounts and logins last only until you close this tab/,
  )
})

test('the demo login lasts for the tab, the assessment reaches a result, and each says what it cannot keep @cross-engine', async () => {
  const { page } = blocked
  await logIn(page)
  // Said once, in plain words, as the login happens…
  await expect(
    page.getByRole('alert').filter({ hasText: /you will be logged out when you close this tab/ }),
  ).toBeVisible()
  // …and the profile says what lasts only for the tab.
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible()
  await expect(page.getByRole('main').getByText(BLOCKED_WORDS).first()).toContainText(
    'kept only until you close this tab',
  )

  await page.getByRole('link', { name: 'Take Assessment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()
  await expect(page.getByText('your answers are kept only until you close this tab')).toBeVisible()
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
  await answerAll(page, FOUNDATIONAL)
  await expect(page.getByRole('heading', { level: 2, name: 'Foundational Track' })).toBeVisible()
  // The history cannot keep it, and says so instead of failing silently.
  await expect(
    page.getByRole('alert').filter({ hasText: 'so this result cannot be added to your history' }),
  ).toContainText(BLOCKED_WORDS)
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page).toHaveURL(/\/profile\//)
  await expect(page.getByRole('heading', { name: 'Your result: start with the Foundational Track.' })).toBeVisible()
  await expect(page.getByText('finished attempts cannot be kept in a history here')).toBeVisible()

  // The learner's plan keeps their marks and schedule for the tab, and says so (reached by its link: a
  // new page load would start afresh).
  await page.getByRole('link', { name: 'Your learning plan', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Your progress' }).getByText(BLOCKED_WORDS)).toContainText(
    'kept only until you close this tab',
  )
  await page
    .getByRole('checkbox', { name: /^Done: / })
    .first()
    .check()
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(
    /^Your progress\s*1 of \d+ courses done/,
  )
  const schedule = page.getByRole('region', { name: 'Study schedule' })
  await schedule.getByRole('button', { name: 'Save schedule' }).click()
  await expect(schedule.getByRole('status')).toContainText('kept until you close this tab')

  // Within the tab the session holds across pages…
  await page.getByRole('link', { name: 'Courses', exact: true }).first().click()
  await expect(page).toHaveURL(/\/courses$/)
  await expect(page.getByRole('link', { name: 'My Page' })).toBeVisible()
  // A saved course lasts for the tab as well, and the catalogue says so.
  await expect(page.getByRole('main').getByText(BLOCKED_WORDS).first()).toContainText(
    'kept only until you close this tab',
  )
  await page
    .getByRole('button', { name: /^Save / })
    .first()
    .click()
  await expect(page.getByRole('button', { name: /^Saved / }).first()).toHaveAttribute('aria-pressed', 'true')
  // …and a new page load starts afresh, as the message said. (Loaded by address: Firefox over BiDi
  // sometimes answers a reload right after a client-side navigation with NS_ERROR_FAILURE.)
  await page.goto(page.url())
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
})
