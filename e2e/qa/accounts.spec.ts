/**
 * The account screens against every backend behaviour of mocks/scenarios.ts, on the real-backend
 * build (`dist-prod/`), its API calls answered in the test by the mock handlers
 * (@msw/playwright, e2e/qa/fixtures.ts). Each scenario has at least one test here
 * (mocks/scenarios.test.ts checks it); each asserts what the user sees.
 */
import type { Page } from '@playwright/test'
import { http, HttpResponse } from 'msw'
import { expect, fillLogin, SEEDED, test, uniqueEmail } from './fixtures'

const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text })

test.describe('happy path', () => {
  test.use({ scenario: 'happy' })

  test('sign up, activate from the outbox link, log in and see the profile', async ({ page, outbox }) => {
    const email = uniqueEmail('qa')
    await page.goto('/signup')
    await page.getByLabel('Name').fill('Quinn Quality')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('status').getByText(/activation link/i)).toBeVisible()

    await page.goto(await outbox.link(email, 'Activate account'))
    await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
    await page.goto('/login')
    await fillLogin(page, email, 'correct-horse-battery')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Quinn Quality')
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  })

  test('a seeded user logs in without signing up', async ({ page, seedUser }) => {
    const user = await seedUser({ name: 'Sid Seeded' })
    await page.goto('/login')
    await fillLogin(page, user.email, user.password)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Sid Seeded')
  })
})

test.describe('a used link', () => {
  // The second use of the link is a 400, which the browser logs.
  test.use({ scenario: 'happy', allowConsoleErrors: ['status of 400'] })

  test('reset the password from the mailed link, then the link is used up', async ({ page, outbox }) => {
    await page.goto('/send-reset-link')
    await page.getByLabel('E-mail').fill(SEEDED.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('status')).toContainText('a password reset link is on its way')

    const link = await outbox.link(SEEDED.email, 'Reset password')
    await page.goto(link)
    await page.getByLabel('New password').fill('a-brand-new-passphrase')
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page.getByRole('status')).toContainText('Your password has been reset.')

    await page.goto(link)
    await page.getByLabel('New password').fill('yet-another-passphrase')
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(alert(page, 'invalid, expired or already used')).toBeVisible()
  })
})

test.describe('a per-test override', () => {
  test.use({ allowConsoleErrors: ['status of 503'] })

  test('one call answers differently for this test only', async ({ page, network }) => {
    network.use(
      http.post('*/auth/login', () => HttpResponse.json({ message: 'Maintenance until noon.' }, { status: 503 })),
    )
    await page.goto('/login')
    await fillLogin(page, SEEDED.email, SEEDED.password)
    await expect(alert(page, 'Maintenance until noon.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('no usable answer', () => {
  test.describe(() => {
    test.use({ scenario: 'server-error' })
    test('a 500 error page is never shown: the form says "Login failed" and keeps the input', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      await expect(page.getByRole('alert')).toHaveText('Login failed')
      await expect(page.getByLabel('E-mail')).toHaveValue(SEEDED.email)
    })
  })

  test.describe(() => {
    test.use({ scenario: 'network' })
    test('a dropped connection says the server could not be reached', async ({ page }) => {
      await page.goto('/send-reset-link')
      await page.getByLabel('E-mail').fill(SEEDED.email)
      await page.getByRole('button', { name: 'Send Reset Link' }).click()
      await expect(alert(page, 'We could not reach the server.')).toBeVisible()
      await expect(page.getByLabel('E-mail')).toHaveValue(SEEDED.email)
    })
  })

  test.describe(() => {
    test.use({ scenario: 'slow' })
    test('a slow server keeps the busy label on screen, then logs in', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      const busy = page.getByRole('main').getByRole('button', { name: 'Logging in...' })
      await expect(busy).toBeVisible()
      await expect(busy).toBeDisabled()
      await expect(page).toHaveURL(/\/profile\//)
      // The profile's own call is slow too. The test ends once it has answered, not while it is in
      // flight: the test's routing would be gone, and the call would reach the real mock API (a 401).
      await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible()
    })
  })
})

test.describe('login refused', () => {
  test.describe(() => {
    test.use({ scenario: 'login-wrong-password' })
    test('401: wrong e-mail or password, input kept', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      await expect(alert(page, 'Incorrect e-mail or password.')).toBeVisible()
      await expect(page.getByLabel('Password')).toHaveValue(SEEDED.password)
    })
  })

  test.describe(() => {
    test.use({ scenario: 'login-not-activated' })
    test('403: the account is not active yet', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      await expect(alert(page, 'Your account is not active yet.')).toBeVisible()
    })
  })

  test.describe(() => {
    test.use({ scenario: 'locked-out' })
    test('429: locked out, the button counts down from Retry-After', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      await expect(alert(page, 'Too many failed attempts. Please wait 15 minutes')).toBeVisible()
      const submit = page.getByRole('main').getByRole('button', { name: /Try again in/ })
      await expect(submit).toBeDisabled()
      await expect(submit).toHaveText(/Try again in 1[45]:\d\d/)
    })
  })
})

test.describe('signup refused', () => {
  test.use({ scenario: 'signup-rejected' })
  test('400: the server’s reason, the form stays filled', async ({ page }) => {
    await page.goto('/signup')
    await page.getByLabel('Name').fill('Rita Rejected')
    await page.getByLabel('E-mail').fill('rita@example.org')
    await page.getByLabel('Password').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(alert(page, 'at least 8 characters')).toBeVisible()
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByLabel('Name')).toHaveValue('Rita Rejected')
  })
})

test.describe('links refused', () => {
  test.describe(() => {
    test.use({ scenario: 'activation-invalid' })
    test('an invalid or used activation link offers login and registering again', async ({ page }) => {
      await page.goto(`/activate/${encodeURIComponent('someone@example.org')}/used-token`)
      await expect(alert(page, 'invalid or has already been used')).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Register again' })).toBeVisible()
    })
  })

  test.describe(() => {
    test.use({ scenario: 'expired-link' })
    test('an expired activation link says so', async ({ page }) => {
      await page.goto(`/activate/${encodeURIComponent('late@example.org')}/old-token`)
      await expect(alert(page, 'This activation link has expired.')).toBeVisible()
    })

    test('an expired reset link refuses the new password', async ({ page }) => {
      await page.goto(`/reset-password/${encodeURIComponent(SEEDED.email)}/old-token`)
      await page.getByLabel('New password').fill('a-brand-new-passphrase')
      await page.getByRole('button', { name: 'Reset' }).click()
      await expect(alert(page, 'invalid, expired or already used')).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Request a new link' })).toBeVisible()
    })
  })

  test.describe(() => {
    test.use({ scenario: 'reset-invalid' })
    test('an invalid reset link refuses the new password and keeps it typed', async ({ page }) => {
      await page.goto(`/reset-password/${encodeURIComponent(SEEDED.email)}/bad-token`)
      await page.getByLabel('New password').fill('a-brand-new-passphrase')
      await page.getByRole('button', { name: 'Reset' }).click()
      await expect(alert(page, 'invalid, expired or already used')).toBeVisible()
      await expect(page.getByLabel('New password')).toHaveValue('a-brand-new-passphrase')
    })
  })
})

test.describe('profile refused', () => {
  test.describe(() => {
    test.use({ scenario: 'profile-session-expired' })
    test('401: the profile is not shown and the user is told the session is over', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      // Whether the page stays or sends the user to log in again, they read why.
      await expect(page.getByRole('main')).toContainText(/session/i)
      await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toHaveCount(0)
    })
  })

  test.describe(() => {
    test.use({ scenario: 'profile-forbidden' })
    test('403: the page says it is not yours', async ({ page }) => {
      await page.goto('/login')
      await fillLogin(page, SEEDED.email, SEEDED.password)
      await expect(page).toHaveURL(/\/profile\//)
      await expect(alert(page, 'You can only view your own profile.')).toBeVisible()
      await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toHaveCount(0)
    })
  })
})
