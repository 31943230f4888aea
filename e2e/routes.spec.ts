import { CROSS_ENGINE, expect, SEEDED, test } from './fixtures'
import { typeInto } from './support/typing'

/** Every route of docs/product.md (Screens) with a heading a visitor would recognise. */
const PUBLIC_ROUTES: Array<[path: string, heading: RegExp]> = [
  ['/', /AI is the new Gold Rush/i],
  ['/Reskilling', /Reskilling Journey/i],
  ['/reskilling', /Reskilling Journey/i],
  ['/about-us', /./],
  ['/ecosystem', /./],
  ['/courses', /AI Reskilling for all types of Individuals/i],
  ['/courses/Essential-Competencies-of-AI/GenAI-Leader', /Leader/i],
  ['/courses/Generative-AI-Technical-Masterclass', /Masterclass/i],
  ['/courses/AI/GenAI-Transformation-Strategy', /Strategy/i],
  ['/courses/Cultivating-AI/GenAI-Mindset', /Mindset/i],
  ['/courses/AI/GenAI-Operational-Readiness', /Operational Readiness/i],
  ['/masterclass/masterclass4', /Operational Readiness/i],
  ['/tracks', /./],
  ['/privacy', /Privacy/i],
  ['/cookies', /Cookie/i],
  ['/terms', /Terms/i],
  ['/refund', /Refund/i],
  ['/signup', /Register/],
  ['/login', /Login/],
  ['/send-reset-link', /Reset your password/],
  ['/forgot-password', /Forgot password/],
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
  for (const path of ['/assessments', '/profile/learner%40example.com']) {
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
