import type { Page } from '@playwright/test'

/** Holds every request for the app's chunk (src/main.tsx) until `release()`. */
export async function holdTheApp(page: Page) {
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

/** Delays every request for the app's chunk by `ms`, as a slow phone on a slow network would. */
export async function delayTheApp(page: Page, ms: number) {
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}
