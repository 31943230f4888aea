import { paths, profilePath } from '../src/lib/paths'
import { CROSS_ENGINE, expect, SEEDED, test } from './fixtures'
import { typeInto } from './support/typing'

// Every prerendered page's head, heading and links are read from the build (scripts/built-pages.dist.test.ts),
// and each hydrates in both engines keeping its content (e2e/site-data-blocked.spec.ts).

/** App routes that are not prerendered: the shell renders them, in any letter case. */
const SHELL_ROUTES: Array<[path: string, heading: RegExp]> = [
  [paths.reskilling.toLowerCase(), /Reskilling Journey/i],
  ['/reset-password/some-token', /Choose a new password/],
  ['/reset-password/someone%40example.com/some-token', /Choose a new password/],
  ['/activate/someone%40example.com/some-token', /Account activation/],
]

for (const [path, heading] of SHELL_ROUTES) {
  test(`${path} renders its heading`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(/Reskill AI/)
  })
}

test.describe('protected routes', () => {
  // One redirect in Firefox: both routes take the same way back.
  for (const [path, engines] of [
    [paths.assessments, CROSS_ENGINE],
    [profilePath(SEEDED.email), {}],
  ] as const) {
    test(`${path} sends a logged-out visitor to /login and back after login`, engines, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login\?redirect=/)
      await expect(page.getByText('Please log in to continue.')).toBeVisible()
      await typeInto(page.getByLabel('E-mail'), SEEDED.email)
      await typeInto(page.getByLabel('Password'), SEEDED.password)
      await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
      await expect(page).toHaveURL(new RegExp(`${path.replace('%40', '(%40|@)')}$`))
    })
  }
})

test.describe('404', () => {
  // The page arrives with status 404, which Chromium logs as a failed resource.
  test.use({ allowConsoleErrors: ['status of 404'] })

  test('an unknown address shows a helpful 404 page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
    await page.getByRole('main').getByRole('link', { name: 'Courses' }).click()
    await expect(page).toHaveURL(/\/courses$/)
  })
})
