import { CROSS_ENGINE, expect, fillLogin, logOut, SEEDED, test, uniqueEmail } from './fixtures'
import { typeInto } from './support/typing'

test(
  'sign up, activate from the demo inbox, log in, see the profile, log out',
  CROSS_ENGINE,
  async ({ page, signUp, demoInbox }) => {
    const email = uniqueEmail('newcomer')
    await signUp({ name: 'Nia Newcomer', email, password: 'correct-horse-battery' })
    // docs/product.md (Behaviour): signup goes to /login after 2 seconds.
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })

    await demoInbox.follow('Activate account', email)
    await expect(page.getByRole('heading', { name: 'Account activation' })).toBeVisible()
    await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()

    await fillLogin(page, email, 'correct-horse-battery')
    await expect(page).toHaveURL(/\/profile\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Nia Newcomer')
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Take Assessment' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Welcome back, Nia Newcomer!' })).toBeVisible()

    await logOut(page)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ])
  },
)

test('an activation link works once', CROSS_ENGINE, async ({ page, signUp, demoInbox }) => {
  const email = uniqueEmail('twice')
  await signUp({ name: 'Tess Twice', email, password: 'correct-horse-battery' })
  await demoInbox.follow('Activate account', email)
  await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
  // The address bar no longer holds the link (docs/product.md (Behaviour)): it is opened from the mail again.
  await demoInbox.follow('Activate account', email)
  await expect(page.getByRole('alert')).toContainText('invalid or has already been used')
})

test(
  'wrong password and an account not yet activated show the server message',
  CROSS_ENGINE,
  async ({ page, signUp }) => {
    await page.goto('/login')
    await fillLogin(page, SEEDED.email, 'not-the-password')
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' })).toBeVisible()
    // What the user typed is kept.
    await expect(page.getByLabel('E-mail')).toHaveValue(SEEDED.email)
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password')

    const email = uniqueEmail('pending')
    await signUp({ name: 'Pat Pending', email, password: 'correct-horse-battery' })
    await page.goto('/login')
    await fillLogin(page, email, 'correct-horse-battery')
    await expect(page.getByRole('alert').filter({ hasText: 'not active yet' })).toBeVisible()
  },
)

test('an unknown e-mail gets exactly the wrong-password message', async ({ page }) => {
  await page.goto('/login')
  await fillLogin(page, uniqueEmail('nobody'), 'whatever-password')
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' })).toBeVisible()
})

test('five failures lock the form and the page shows the wait', async ({ page }) => {
  await page.goto('/login')
  const submit = page.getByRole('main').getByRole('button', { name: /Login|Logging in|Try again/ })
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await fillLogin(page, SEEDED.email, `wrong-${attempt}`)
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' })).toBeVisible()
  }
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(
    page.getByRole('alert').filter({ hasText: /Too many failed attempts. Please wait 15 minutes/ }),
  ).toBeVisible()
  await expect(submit).toBeDisabled()
  await expect(submit).toHaveText(/Try again in 1[45]:\d\d/)
})

// Chromium only for now: in Firefox (Playwright 1.65.1 over BiDi) the second press on Reset, on a
// freshly loaded reset page, never returns; the flow works there by hand.
test('reset the password through the demo inbox, then log in with the new one', async ({ page, demoInbox }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password' }).click()
  await expect(page).toHaveURL(/\/send-reset-link$/)
  await typeInto(page.getByLabel('E-mail'), SEEDED.email)
  // A slow backend, so "Sending..." is on screen long enough to be seen.
  await page.evaluate(() => localStorage.setItem('demo:fail', 'slow'))
  const send = page.getByRole('button', { name: /Send Reset Link|Sending/ })
  await send.click()
  await expect(send).toHaveText('Sending...')
  await expect(send).toBeDisabled()
  await page.evaluate(() => localStorage.removeItem('demo:fail'))
  await expect(page.getByRole('status')).toContainText('a password reset link is on its way')

  await demoInbox.open()
  const resetLink = page
    .getByRole('dialog', { name: 'Demo inbox' })
    .getByRole('listitem')
    .filter({ hasText: SEEDED.email })
    .first()
    .getByRole('link', { name: 'Reset password' })
  const resetUrl = await resetLink.getAttribute('href')
  expect(resetUrl).toMatch(/\/reset-password\/learner(%40|@)example\.com\//)
  await resetLink.click()
  // The token leaves the address bar once read (docs/product.md (Behaviour)).
  await expect(page).toHaveURL(/\/reset-password$/)
  await typeInto(page.getByLabel('New password'), 'a-brand-new-passphrase')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByRole('status')).toContainText('Your password has been reset.')
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })

  await fillLogin(page, SEEDED.email, 'a-brand-new-passphrase')
  await expect(page).toHaveURL(/\/profile\//)

  // The link is single-use.
  await page.goto(resetUrl ?? '')
  await typeInto(page.getByLabel('New password'), 'yet-another-passphrase')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByRole('alert')).toContainText('invalid, expired or already used')
})

test('the reset-link request answers the same for unknown addresses', async ({ page }) => {
  await page.goto('/send-reset-link')
  await typeInto(page.getByLabel('E-mail'), uniqueEmail('ghost'))
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account exists for that e-mail address')
})

test.describe('bad input keeps what the user typed', () => {
  test('blank and malformed fields get clear messages', async ({ page }) => {
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Enter your name.')).toBeVisible()
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible()
    await expect(page.getByText('Enter your password.')).toBeVisible()
    await expect(page.getByLabel('Name')).toBeFocused()

    await page.getByLabel('Name').fill('Sam')
    await page.getByLabel('E-mail').fill('sam@@example')
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Enter an e-mail address in the form name@example.com.')).toBeVisible()
    await expect(page.getByLabel('E-mail')).toBeFocused()

    await page.getByLabel('E-mail').fill('sam@example.org')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('alert')).toContainText('at least 8 characters')
    await expect(page.getByLabel('Name')).toHaveValue('Sam')
    await expect(page.getByLabel('Password')).toHaveValue('short')
  })

  test('a server error page is never shown as a message', async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('demo:fail', 'server-error'))
    await fillLogin(page, SEEDED.email, SEEDED.password)
    await expect(page.getByRole('alert')).toHaveText('Login failed')
    await expect(page.getByLabel('E-mail')).toHaveValue(SEEDED.email)
  })

  test('a network failure says so and keeps the input', async ({ page }) => {
    await page.goto('/send-reset-link')
    await page.evaluate(() => localStorage.setItem('demo:fail', 'network'))
    await page.getByLabel('E-mail').fill(SEEDED.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('alert')).toContainText('could not reach the server')
    await expect(page.getByLabel('E-mail')).toHaveValue(SEEDED.email)
  })

  test('a tampered user entry counts as logged out, without a crash', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      localStorage.setItem('token', 'abc')
      localStorage.setItem('user', '{"email": "<script>alert(1)</script>"')
    })
    await page.goto('/assessments')
    await expect(page).toHaveURL(/\/login/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login')
  })
})
