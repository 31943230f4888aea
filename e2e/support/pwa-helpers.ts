/** Helpers shared by the PWA suites (service workers allowed). */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page registered the worker (after hydration, on idle), the worker finished
 * precaching and activating, and it controls this page (clientsClaim).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
        }),
      { timeout: 45_000, message: 'the service worker never took control' },
    )
    .toBe(true)
}

/** The precache caches (workbox-precaching names them `workbox-precache-v2-<scope>`). */
export const precacheNames = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('precache')))

/** A temporary browser profile directory, removed by the returned function. */
export function tempProfile(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The first-level heading, checked not to be the not-found page. */
export async function expectPageHeading(page: Page, route: string) {
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect(heading, `${route} shows its h1`).toBeVisible()
  await expect(heading, `${route} is not the not-found page`).not.toHaveText("We couldn't find that page")
}
