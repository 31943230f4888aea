import { CROSS_ENGINE, expect, fillLogin, logOut, test, uniqueEmail } from './fixtures'

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
