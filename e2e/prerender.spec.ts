/**
 * Prerendered pages before and after the app loads: the content is in the HTML and
 * painted before any application script runs; src/boot.ts starts the app after the first paint.
 * The app's chunk is held back here to look at the page a visitor on a slow network sees first.
 */
import { expect, test, waitForApp } from './fixtures'
import type { Page } from '@playwright/test'

/** Holds every request for the app's chunk (src/main.tsx) until `release()`. */
async function holdTheApp(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

test('a page is painted from its HTML, its links work before the app loads, and it hydrates after the first paint', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  // The fixture's page.goto waits for hydration; the frame's does not.
  await page.mainFrame().goto('/tracks')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
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

test('a prerendered form keeps its fields disabled until the app takes over, then works', async ({ page }) => {
  const app = await holdTheApp(page)
  await page.mainFrame().goto('/login')
  const email = page.getByRole('textbox', { name: /e-mail/i })
  await expect(email).toBeVisible()
  await expect(email).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled()

  app.release()
  await expect(email).toBeEnabled()
  await email.fill('someone@example.com')
  await page.getByRole('button', { name: 'Login' }).click()
  // Validation ran in the app (no native submit, nothing in the URL).
  await expect(page.getByText('Enter your password.')).toBeVisible()
  await expect(email).toHaveValue('someone@example.com')
  await expect(page).toHaveURL(/\/login$/)
})

test('a click on a header link at any moment of the load navigates without a hydration error', async ({ page }) => {
  // Before hydration the link is a plain anchor (a page load), after it a client-side navigation;
  // in between React must not meet stale markup (the fixture fails on any page error).
  for (const delay of [0, 50, 100, 150, 200, 300, 500]) {
    await page.mainFrame().goto('/', { waitUntil: 'commit' })
    await page.waitForTimeout(delay)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForApp(page)
  }
})
