/**
 * Production mode: a build with VITE_API_BASE_URL, whose account calls cross origins to the mock
 * backend over HTTP (credentialed CORS), under the CSP the build wrote. The fixtures fail a test
 * on any console error or CSP violation.
 */
import { expect, fillLogin, logOut, MOCK_API_URL, SEEDED, test, uniqueEmail } from './mock-api'

const profileCall = (url: URL) => url.origin === MOCK_API_URL && url.pathname.startsWith('/auth/profile/')

test('sign up, activate from the mailed link, log in, see the profile, reset the password, log out — against the real API', async ({
  page,
  mockApi,
}) => {
  const response = await page.goto('/signup')
  // The preview sends the policy the build wrote: the API origin is allowed, nothing else.
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${MOCK_API_URL};`)
  // No demo backend in this build.
  await expect(page.getByRole('button', { name: 'Demo inbox' })).toHaveCount(0)

  const email = uniqueEmail('prod')
  await page.getByLabel('Name').fill('Pia Production')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('correct-horse-battery')
  const signup = page.waitForResponse((r) => r.url() === `${MOCK_API_URL}/auth/signup`)
  await page.getByRole('button', { name: 'Register' }).click()
  expect((await signup).status()).toBe(201)
  await expect(page.getByRole('status').getByText(/activation link/i)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })

  const [mail] = await mockApi.mailsTo(email)
  expect(mail?.link?.label).toBe('Activate account')
  await page.goto(mail?.link?.href ?? 'missing-link')
  await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()

  await fillLogin(page, email, 'correct-horse-battery')
  await expect(page).toHaveURL(/\/profile\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Pia Production')
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()

  // Forgot the password: the reset link comes from the API's outbox, and the new one works.
  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/send-reset-link')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status')).toContainText('a password reset link is on its way')
  const reset = (await mockApi.mailsTo(email)).find((sent) => sent.link?.label === 'Reset password')
  await page.goto(reset?.link?.href ?? 'missing-link')
  await page.getByLabel('New password').fill('a-brand-new-passphrase')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByRole('status')).toContainText('Your password has been reset.')
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
  await fillLogin(page, email, 'a-brand-new-passphrase')
  await expect(page).toHaveURL(/\/profile\//)

  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null])
})

test.describe('connection lost on the profile', () => {
  test.use({ allowConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'] })

  test('shows the offline message, then refetches by itself within 5 s of the connection coming back, the history too', async ({
    page,
    context,
    login,
  }) => {
    await login()
    await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible()

    // The connection drops while the profile loads: the first profile call is held until then.
    let dropConnection = () => {}
    const dropped = new Promise<void>((resolve) => (dropConnection = resolve))
    await page.route(
      (url) => profileCall(url),
      async (route) => {
        await dropped
        await route.abort('internetdisconnected')
      },
      { times: 1 },
    )
    // So does the history's chunk (without a service worker, as on a first visit): it comes once the connection does.
    await page.route(
      /\/assets\/history-section-[\w-]+\.js$/,
      async (route) => {
        await dropped
        await route.abort('internetdisconnected')
      },
      { times: 1 },
    )
    await page.reload()
    await expect(page.getByText('Loading your profile…')).toBeVisible()
    await context.setOffline(true)
    dropConnection()
    // The retries fail offline too; then the page says so.
    const offline = page.getByRole('alert').filter({ hasText: 'You appear to be offline' })
    await expect(offline).toBeVisible({ timeout: 10_000 })
    await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toHaveCount(0)

    // Back online, nobody touches anything: the profile loads by itself.
    const refetched = page.waitForResponse((r) => profileCall(new URL(r.url())) && r.status() === 200)
    await context.setOffline(false)
    await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible({ timeout: 5000 })
    await refetched
    await expect(offline).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Your assessment history' })).toBeVisible()
  })
})

test('logout ends the session on the server: POST auth/logout with the token, and the old token then gets a 401', async ({
  page,
  login,
  request,
}) => {
  await login()
  await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()
  const profileUrl = `${MOCK_API_URL}/auth/profile/${encodeURIComponent(SEEDED.email)}`
  const withToken = { headers: { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin } }
  expect((await request.get(profileUrl, withToken)).status()).toBe(200)

  const logout = page.waitForRequest((r) => r.url() === `${MOCK_API_URL}/auth/logout` && r.method() === 'POST')
  await page.getByRole('button', { name: 'Logout' }).click()
  // The local logout does not wait for the server.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  const sent = await logout
  expect(sent.headers()['authorization']).toBe(`Bearer ${token}`)
  expect((await sent.response())?.status()).toBe(200)

  // Copied before the logout, the token opens nothing any more.
  const after = await request.get(profileUrl, withToken)
  expect(after.status()).toBe(401)
  expect(after.headers()['cache-control']).toBe('no-store')
})

test.describe('a session the backend ended', () => {
  test.use({ allowConsoleErrors: ['status of 401'] })

  test('a 401 on the profile logs out and says why on the login page', async ({ page, login, mockApi }) => {
    await login()
    await expect(page.getByText(`Signed in as ${SEEDED.email}`)).toBeVisible()

    await mockApi.endSessions(SEEDED.email)
    const rejected = page.waitForResponse((r) => profileCall(new URL(r.url())) && r.status() === 401)
    await page.reload()
    await rejected

    await expect(page).toHaveURL(/\/login(\?|$)/)
    await expect(page.getByRole('main')).toContainText(/session/i)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })
})

test.describe('login lockout across origins', () => {
  test.use({ allowConsoleErrors: ['status of 401', 'status of 429'] })

  test('the countdown reads Retry-After from the API (exposed by CORS)', async ({ page }) => {
    await page.goto('/login')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await fillLogin(page, SEEDED.email, `wrong-${attempt}`)
      await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' })).toBeVisible()
    }
    await fillLogin(page, SEEDED.email, SEEDED.password)
    await expect(page.getByRole('alert').filter({ hasText: /Too many failed attempts/ })).toBeVisible()
    const submit = page.getByRole('main').getByRole('button', { name: /Try again/ })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveText(/Try again in 1[45]:\d\d/)
  })
})

test('one session at a time: logging in as another account first ends the current session on the server', async ({
  page,
  login,
  mockApi,
  request,
}) => {
  // A second active account, made through the API and its mailed link.
  const other = uniqueEmail('second')
  const origin = { origin: new URL(test.info().project.use.baseURL ?? '').origin }
  expect(
    (
      await request.post(`${MOCK_API_URL}/auth/signup`, {
        data: { name: 'Sam Second', email: other, password: 'second-account-pass' },
      })
    ).status(),
  ).toBe(201)
  const [mail] = await mockApi.mailsTo(other)
  await page.goto(mail?.link?.href ?? 'missing-link')
  await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()

  await login()
  const first = await page.evaluate(() => localStorage.getItem('token'))
  const firstProfile = `${MOCK_API_URL}/auth/profile/${encodeURIComponent(SEEDED.email)}`
  const withFirst = { headers: { authorization: `Bearer ${first}`, ...origin } }
  expect((await request.get(firstProfile, withFirst)).status()).toBe(200)

  await page.goto('/login')
  await expect(page.getByRole('main')).toContainText(`You are logged in as ${SEEDED.email}`)
  await expect(page.getByRole('main')).toContainText('Logging in here logs this account out first')
  await fillLogin(page, other, 'second-account-pass')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Sam Second')

  // The first session is over on the server, not only forgotten here.
  await expect.poll(async () => (await request.get(firstProfile, withFirst)).status()).toBe(401)
})
