/**
 * Prerendered pages before and after the app loads: the content is in the HTML and
 * painted before any application script runs; src/boot.ts starts the app after the first paint.
 * The app's chunk is held back here to look at the page a visitor on a slow network sees first.
 */
import { expect, SEEDED, test, uniqueEmail, waitForApp } from './fixtures'
import { delayTheApp, holdTheApp } from './support/hold-the-app'
import type { Page } from '@playwright/test'

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

test('a page is painted from its HTML, its links work before the app loads, and it hydrates after the first paint', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  // The fixture's page.goto waits for hydration; the frame's does not.
  await page.mainFrame().goto('/tracks')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // Painted with the app held back (the paint is reported once the frame is on screen).
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
  expect(await isHydrated(page)).toBe(false)

  // A plain link works without the app: the browser loads the next prerendered page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  expect(await isHydrated(page)).toBe(false)

  app.release()
  await waitForApp(page)
  // Hydrated: navigation is now client-side and moves focus to the new heading.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test.describe('a form sent before the app has loaded is sent once it has, with what was typed @cross-engine', () => {
  // Typed, not fill(): Firefox's BiDi fill() sets the value from script.
  test('Register: busy at once, never sent by the browser, then registered and in the demo inbox', async ({
    page,
    demoInbox,
  }) => {
    const app = await holdTheApp(page)
    await page.mainFrame().goto('/signup')
    const email = uniqueEmail('early')
    await page.getByLabel('Name').pressSequentially('Early Bird')
    await page.getByLabel('E-mail').pressSequentially(email)
    await page.getByLabel('Password').pressSequentially('typed-before-the-app')
    const register = page.getByRole('button', { name: 'Register' })
    await register.click()
    await register.click() // an impatient second press is sent once
    // The press is taken (the button shows a spinner) and nothing leaves: no page load, no password in the URL.
    await expect(register).toHaveAttribute('data-replay-pending', '')
    expect(await register.evaluate((button) => getComputedStyle(button, '::after').animationName)).toBe('replay-spin')
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByLabel('Password')).toHaveValue('typed-before-the-app')
    expect(await isHydrated(page)).toBe(false)

    app.release()
    await expect(page.getByRole('status').getByText(/activation link/)).toBeVisible()
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
    await demoInbox.open()
    const mails = page.getByRole('dialog', { name: 'Demo inbox' }).getByRole('listitem').filter({ hasText: email })
    await expect(mails).toHaveCount(1)
    await expect(mails.getByRole('link', { name: 'Activate account' })).toBeVisible()
  })

  test('Send Reset Link by Enter in the field: busy, then sent for the address typed', async ({ page, demoInbox }) => {
    const app = await holdTheApp(page)
    await page.mainFrame().goto('/send-reset-link')
    const email = page.getByLabel('E-mail')
    await email.pressSequentially(SEEDED.email)
    await email.press('Enter')
    const send = page.getByRole('button', { name: 'Send Reset Link' })
    await expect(send).toHaveAttribute('data-replay-pending', '')
    await expect(page).toHaveURL(/\/send-reset-link$/)
    expect(await isHydrated(page)).toBe(false)

    app.release()
    await expect(page.getByRole('status')).toContainText('on its way')
    await expect(send).not.toHaveAttribute('data-replay-pending')
    await demoInbox.follow('Reset password', SEEDED.email)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  })
})

test.describe('a click before the app has loaded is not lost', () => {
  // A phone on a slow connection: the app's chunk arrives 3 s late.
  const APP_DELAY_MS = 3000
  test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'no-preference' })

  test('on the home page: Pause stops the video and the menu opens, each exactly once', async ({ page }) => {
    await delayTheApp(page, APP_DELAY_MS)
    await page.mainFrame().goto('/')
    const pause = page.getByRole('button', { name: 'Pause background video' })
    await pause.click()
    // The tap is taken (shown busy) and kept for the app.
    await expect(pause).toHaveAttribute('data-replay-pending', '')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: 'Ecosystem' })).toBeVisible()
    expect(await isHydrated(page)).toBe(false)

    await waitForApp(page)
    const play = page.getByRole('button', { name: 'Play background video' })
    await expect(play).toBeVisible()
    await expect(play).not.toHaveAttribute('data-replay-pending')
    // The menu the browser opened is still open, and the app knows it.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Ecosystem' })).toBeVisible()
    // Replayed once: a second Pause would have meant Play, and the video would run again.
    await page.waitForTimeout(500)
    await expect(play).toBeVisible()
    expect(
      await page.locator('video').evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.paused)),
    ).toEqual([true])
  })

  test('an FAQ question opens before the app loads and stays open, alone, after it', async ({ page }) => {
    await delayTheApp(page, APP_DELAY_MS)
    await page.mainFrame().goto('/Reskilling')
    const items = page.locator('.faq details')
    await items.nth(1).locator('summary').click()
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(items.nth(1).locator('.accordion__panel')).toBeVisible()
    expect(await isHydrated(page)).toBe(false)

    await waitForApp(page)
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(page.locator('.faq details[open]')).toHaveCount(1)
    // The app left the browser's toggling alone: one more click closes it.
    await items.nth(1).locator('summary').click()
    await expect(page.locator('.faq details[open]')).toHaveCount(0)
  })

  test('a slider arrow moves the slider by exactly one once the app has loaded', async ({ page }) => {
    await delayTheApp(page, APP_DELAY_MS)
    await page.mainFrame().goto('/tracks')
    await expect(page.getByText('1 of 11', { exact: true })).toBeVisible()
    const next = page.getByRole('button', { name: 'Next slide' })
    await next.click()
    await next.click() // a second, impatient tap on the same control counts once
    expect(await isHydrated(page)).toBe(false)

    await waitForApp(page)
    await expect(page.getByText('2 of 11', { exact: true })).toBeVisible()
    // Replayed once: a window in which a second replay would have moved it on.
    await page.waitForTimeout(300)
    await expect(page.getByText('2 of 11', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeEnabled()
  })
})
