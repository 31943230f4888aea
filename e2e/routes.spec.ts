import { paths, profilePath } from '../src/lib/paths'
import { NOT_PRERENDERED } from '../src/lib/prerendered-paths'
import { CROSS_ENGINE, expect, SEEDED, test } from './fixtures'
import { typeInto } from './support/typing'

type PageName = keyof typeof paths

/**
 * The heading a visitor would recognise on a page of src/lib/paths.ts, where it says more than
 * "there is one". Every page is visited below whether it is listed here or not.
 */
const HEADINGS: Partial<Record<PageName, RegExp>> = {
  home: /AI is the new Gold Rush/i,
  reskilling: /Reskilling Journey/i,
  courses: /AI Reskilling for all types of Individuals/i,
  leadershipCourse: /Leader/i,
  masterclassCourse: /Masterclass/i,
  strategyCourse: /Strategy/i,
  mindsetCourse: /Mindset/i,
  readinessCourse: /Operational Readiness/i,
  masterclass4: /Operational Readiness/i,
  privacy: /Privacy/i,
  cookies: /Cookie/i,
  terms: /Terms/i,
  refund: /Refund/i,
  signup: /Register/,
  login: /Login/,
  sendResetLink: /Reset your password/,
  forgotPassword: /Forgot password/,
}

/** Every route of docs/product.md (Screens) a logged-out visitor can open, with its heading. */
const PUBLIC_ROUTES: Array<[path: string, heading: RegExp]> = [
  ...(Object.keys(paths) as PageName[])
    .filter((name) => !NOT_PRERENDERED.includes(paths[name]))
    .map((name): [string, RegExp] => [paths[name], HEADINGS[name] ?? /\S/]),
  // The router matches in any letter case.
  [paths.reskilling.toLowerCase(), /Reskilling Journey/i],
  ['/reset-password/some-token', /Choose a new password/],
  ['/reset-password/someone%40example.com/some-token', /Choose a new password/],
  ['/activate/someone%40example.com/some-token', /Account activation/],
]

for (const [path, heading] of PUBLIC_ROUTES) {
  test(`${path} renders its heading`, CROSS_ENGINE, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(/Reskill AI/)
  })
}

test.describe('protected routes', () => {
  for (const path of [paths.assessments, profilePath(SEEDED.email)]) {
    test(`${path} sends a logged-out visitor to /login and back after login`, CROSS_ENGINE, async ({ page }) => {
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

  test('an unknown address shows a helpful 404 page', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
    await page.getByRole('main').getByRole('link', { name: 'Courses' }).click()
    await expect(page).toHaveURL(/\/courses$/)
  })
})
