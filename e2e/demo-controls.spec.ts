/**
 * The demo controls in the demo banner (docs/architecture.md (Demo mode)): the backend scenario,
 * the one-click sign-in as the seeded learner and the reset of the demo data — no console needed.
 */
import type { Page } from '@playwright/test'
import { expect, fillLogin, SEEDED, test, uniqueEmail, waitForApp } from './fixtures'
import { expectNoAxeViolationsAtEachWidth } from './support/axe'
import { delayTheApp } from './support/hold-the-app'

const banner = (page: Page) => page.getByRole('complementary', { name: 'Demo mode' })
const panel = (page: Page) => page.getByRole('region', { name: 'Demo controls' })

async function openControls(page: Page) {
  const toggle = banner(page).getByRole('button', { name: 'Demo controls' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel(page)).toBeVisible()
}

async function chooseScenario(page: Page, label: 'Normal' | 'Server error' | 'Offline backend' | 'Slow backend') {
  await panel(page).getByRole('radio', { name: label }).check()
}

async function resetDemo(page: Page) {
  await panel(page).getByRole('button', { name: 'Reset demo data' }).click()
  const confirm = page.getByRole('dialog', { name: 'Reset demo data?' })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(confirm).toBeHidden()
  await expect(panel(page).getByRole('status')).toHaveText(
    'Demo data reset: only the seeded account is left, with no mails, sessions or lockouts. You are logged out and the scenario is Normal.',
  )
}

test('reset: registered accounts, mails and the session are gone; the seeded account works', async ({
  page,
  signUp,
  demoInbox,
}) => {
  // Five password hashes in the page (deliberately slow: docs/decisions/0080-demo-password-hashing.md)
  // and a call under the slow-backend scenario.
  test.setTimeout(60_000)
  const email = uniqueEmail('reset')
  const password = 'correct-horse-battery'
  await signUp({ name: 'Rita Reset', email, password })
  // The inbox reads the stored mails on any page, a marketing page included.
  await page.goto('/')
  await demoInbox.follow('Activate account', email)
  await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
  await page.goto('/login')
  await fillLogin(page, email, password)
  await expect(page).toHaveURL(/\/profile\//)

  await openControls(page)
  await chooseScenario(page, 'Slow backend')
  await expect(banner(page).getByText('Scenario: Slow backend')).toBeVisible()
  await resetDemo(page)
  // Logged out: the profile's guard sends the visitor to the login page.
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('demo:fail')])).toEqual([
    null,
    null,
  ])
  await expect(banner(page).getByText(/Scenario:/)).toHaveCount(0)

  // Survives a reload: the reset reached IndexedDB.
  await page.reload()
  await fillLogin(page, email, password)
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' })).toBeVisible()
  await demoInbox.open()
  await expect(page.getByRole('dialog', { name: 'Demo inbox' })).toContainText('No mail yet.')
  await page.getByRole('dialog', { name: 'Demo inbox' }).getByRole('button', { name: 'Close' }).click()

  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(/\/profile\//)
})

test('reset asks first: Cancel and Escape change nothing', async ({ page, login }) => {
  await login()
  await openControls(page)
  for (const cancel of ['button', 'Escape'] as const) {
    await panel(page).getByRole('button', { name: 'Reset demo data' }).click()
    const confirm = page.getByRole('dialog', { name: 'Reset demo data?' })
    await expect(confirm).toBeVisible()
    if (cancel === 'button') await confirm.getByRole('button', { name: 'Cancel' }).click()
    else await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
  }
  await expect(panel(page).getByRole('status')).toHaveText('')
  await expect(page).toHaveURL(/\/profile\//)
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
})

test('server error, offline backend, then normal again; the scenario survives a reload', async ({ page }) => {
  await page.goto('/login')
  await openControls(page)
  await chooseScenario(page, 'Server error')
  await expect(banner(page).getByText('Scenario: Server error')).toBeVisible()

  await page.reload()
  // On every page, without opening the panel.
  await expect(banner(page).getByText('Scenario: Server error')).toBeVisible()
  await expect(panel(page)).toHaveCount(0)
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page.getByRole('alert')).toHaveText('Login failed')

  await openControls(page)
  await expect(panel(page).getByRole('radio', { name: 'Server error' })).toBeChecked()
  await chooseScenario(page, 'Offline backend')
  await expect(banner(page).getByText('Scenario: Offline backend')).toBeVisible()
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('could not reach the server')

  await chooseScenario(page, 'Normal')
  await expect(banner(page).getByText(/Scenario:/)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('demo:fail'))).toBeNull()
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(/\/profile\//)
})

test('a dismissed notice stays dismissed on a full load of a page the app renders itself, not even for a frame', async ({
  page,
  login,
}) => {
  await login()
  await banner(page).getByRole('button', { name: 'Dismiss demo notice' }).click()
  await expect(banner(page).getByText(/Demo mode — no data leaves this device/)).toHaveCount(0)
  // Records whether the notice's text is ever in the page while it loads, from its first node on.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.demo-banner__text')) document.documentElement.dataset.noticeShown = ''
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/assessments')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Demo inbox' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-notice-shown')
})

test('keyboard: open the controls and switch the scenario with the arrow keys', async ({ page }) => {
  await page.goto('/')
  const toggle = banner(page).getByRole('button', { name: 'Demo controls' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(panel(page)).toBeVisible()
  await panel(page).getByRole('radio', { name: 'Normal' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(panel(page).getByRole('radio', { name: 'Server error' })).toBeChecked()
  await expect(panel(page).getByRole('radio', { name: 'Server error' })).toBeFocused()
  await expect(banner(page).getByText('Scenario: Server error')).toBeVisible()
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(panel(page)).toHaveCount(0)
})

test('a tap on Demo controls before the app has loaded opens the panel once it has', async ({ page }) => {
  // The app's chunk arrives 3 s late (a slow phone), as in e2e/prerender.spec.ts.
  await delayTheApp(page, 3000)
  await page.mainFrame().goto('/courses')
  const toggle = banner(page).getByRole('button', { name: 'Demo controls' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('data-replay-pending', '')
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)

  await waitForApp(page)
  await expect(panel(page)).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(toggle).not.toHaveAttribute('data-replay-pending')
})

// The banner holds the panel and the reset question; the rest of the page is the a11y sweep's.
test('axe at 320 and 1280 px: the open panel, a scenario badge and the reset confirmation', async ({ page }) => {
  await page.goto('/')
  await openControls(page)
  await chooseScenario(page, 'Offline backend')
  await expect(banner(page).getByText('Scenario: Offline backend')).toBeVisible()
  await expectNoAxeViolationsAtEachWidth(page, 'the demo controls open', { include: '.demo-banner' })

  await panel(page).getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page.getByRole('dialog', { name: 'Reset demo data?' })).toBeVisible()
  await expectNoAxeViolationsAtEachWidth(page, 'the reset question', { include: '.demo-banner' })
})
