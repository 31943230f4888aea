/**
 * Compare roles (/compare) against the demo build: reached from the result card and from /tracks,
 * shared as a link, usable before the app has loaded, and accessible at 320 and 1280 px. Which roles
 * a page shows is read from its table's column headers; the roles the tests choose are taken by
 * position from the role list, and the default pair from the page's own module.
 */
import type { Page } from '@playwright/test'
import { DEFAULT_ROLES } from '../src/features/compare/compare-content'
import { ROLE_TITLES, type RoleTitle } from '../src/lib/content/roles'
import { outcomeSlug } from '../src/lib/outcome-links'
import { paths } from '../src/lib/paths'
import { CROSS_ENGINE, expect, test, waitForApp } from './fixtures'
import { finishAssessment, UNSURE_EXECUTIVE } from './support/assessment-answers'
import { expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe'
import { holdTheApp } from './support/hold-the-app'

/** Roles that are not in the default pair, so choosing them always changes the comparison. */
const OTHERS = ROLE_TITLES.filter((role) => !DEFAULT_ROLES.includes(role))

const table = (page: Page) => page.getByRole('main').getByRole('table')

/** The roles the table compares, as its column headers name them. */
async function expectCompared(page: Page, roles: readonly RoleTitle[]) {
  await expect(table(page).getByRole('columnheader')).toHaveText([...roles])
  // Each role's column links to its plan.
  for (const role of roles) {
    await expect(table(page).getByRole('link', { name: `The ${role} plan` })).toHaveAttribute(
      'href',
      `/plan/${outcomeSlug(role)}`,
    )
  }
}

const choices = (page: Page) => page.getByRole('group', { name: 'Choose two or three roles' })

/** Checks and clears roles in the form (the app must have loaded), then presses Compare. */
async function choose(
  page: Page,
  { check = [], clear = [] }: { check?: readonly RoleTitle[]; clear?: readonly RoleTitle[] },
) {
  for (const role of clear) await choices(page).getByRole('checkbox', { name: role, exact: true }).uncheck()
  for (const role of check) await choices(page).getByRole('checkbox', { name: role, exact: true }).check()
  await page.getByRole('button', { name: 'Compare', exact: true }).click()
}

/** The URL the app writes for `roles`: one comma-separated value (encoded or not). */
const rolesParam = (roles: readonly RoleTitle[]) => new RegExp(`\\?roles=${roles.map(outcomeSlug).join('(%2C|,)')}$`)

test('from the result card: the role found, another beside it, and a different one chosen', async ({ page, login }) => {
  await login()
  await page.goto(paths.assessments)
  const outcome: RoleTitle = 'AI Executive'
  await finishAssessment(page, UNSURE_EXECUTIVE, outcome)
  await page.getByRole('article', { name: outcome }).getByRole('link', { name: 'Compare with another role' }).click()
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare roles')
  const filler = DEFAULT_ROLES.find((role) => role !== outcome)!
  await expectCompared(page, [outcome, filler])

  const other = OTHERS.find((role) => role !== outcome)!
  await choose(page, { clear: [filler], check: [other] })
  await expect(page).toHaveURL(rolesParam([outcome, other]))
  await expectCompared(page, [outcome, other])
})

test("from My Page: the learner's role, also first on /compare when the URL names no role", async ({ page, login }) => {
  await login()
  await page.goto(paths.assessments)
  const outcome: RoleTitle = 'AI Executive'
  await finishAssessment(page, UNSURE_EXECUTIVE, outcome)
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page).toHaveURL(/\/profile\//)
  await page.getByRole('link', { name: 'Compare your role with other roles' }).click()
  await expect(page).toHaveURL(rolesParam([outcome]))
  const filler = DEFAULT_ROLES.find((role) => role !== outcome)!
  await expectCompared(page, [outcome, filler])

  await page.goto(paths.compare)
  await expectCompared(page, [outcome, filler])
})

test(
  'from /tracks: the default pair, a third role added, and Back and Forward between them',
  CROSS_ENGINE,
  async ({ page }) => {
    await page.goto(paths.tracks)
    await page.getByRole('link', { name: 'Compare two or three roles side by side' }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.compare}$`))
    await expectCompared(page, DEFAULT_ROLES)

    const third = OTHERS[0]!
    await choose(page, { check: [third] })
    await expect(page).toHaveURL(rolesParam([...DEFAULT_ROLES, third]))
    await expectCompared(page, [...DEFAULT_ROLES, third])

    // A fourth is refused, with a message, and the comparison stays as it is.
    const fourth = choices(page).getByRole('checkbox', { name: OTHERS[1]!, exact: true })
    await fourth.click()
    await expect(fourth).not.toBeChecked()
    await expect(page.getByText('You can compare up to three roles.', { exact: false })).toBeVisible()

    await page.goBack()
    await expectCompared(page, DEFAULT_ROLES)
    await expect(choices(page).getByRole('checkbox', { name: third, exact: true })).not.toBeChecked()
    await page.goForward()
    await expectCompared(page, [...DEFAULT_ROLES, third])
  },
)

test('a shared link opens the same comparison in another browser', async ({ page, browser }) => {
  const roles = OTHERS.slice(-3)
  await page.goto(paths.tracks)
  await page.getByRole('link', { name: 'Compare two or three roles side by side' }).click()
  await choose(page, { clear: DEFAULT_ROLES, check: roles })
  await expectCompared(page, roles)

  const context = await browser.newContext()
  try {
    const elsewhere = await context.newPage()
    await elsewhere.goto(page.url())
    await waitForApp(elsewhere)
    await expectCompared(elsewhere, roles)
  } finally {
    await context.close()
  }
})

test.describe('before the app has loaded', () => {
  test('the page holds the default comparison, and its form sends a GET that the app then applies', async ({
    page,
  }) => {
    const app = await holdTheApp(page)
    // The fixture's page.goto waits for hydration; the frame's does not.
    await page.mainFrame().goto(paths.compare)
    await expectCompared(page, DEFAULT_ROLES)

    const third = OTHERS[0]!
    await choices(page).getByRole('checkbox', { name: third, exact: true }).check()
    await page.getByRole('button', { name: 'Compare', exact: true }).click()
    // The browser's own GET: one `roles` per checked box.
    await expect(page).toHaveURL(new RegExp(`\\?roles=.+&roles=.+&roles=${outcomeSlug(third)}$`))
    // Still the prerendered page until the app applies the URL.
    await expectCompared(page, DEFAULT_ROLES)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)

    app.release()
    await waitForApp(page)
    await expectCompared(page, [...DEFAULT_ROLES, third])
  })
})

test('axe: no violations at 320 and 1280 px, three roles compared', async ({ page }) => {
  await page.goto(`${paths.compare}?roles=${OTHERS.slice(0, 3).map(outcomeSlug).join(',')}`)
  await expectCompared(page, OTHERS.slice(0, 3))
  await expectNoAxeViolationsAtEachWidth(page, paths.compare)
})

test('at 320 px each role is one list, with every aspect named, and axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto(paths.compare)
  await expect(table(page)).toBeHidden()
  for (const role of DEFAULT_ROLES) {
    const card = page.getByRole('region', { name: role, exact: true })
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: `The ${role} plan` })).toBeVisible()
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  // Every rule on the lists (the sweep at 320 px runs the layout rules alone).
  await expectNoAxeViolations(page, `${paths.compare} at 320px`)
})
