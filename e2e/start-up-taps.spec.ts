/**
 * No tap is lost while the app starts (src/boot.ts, docs/decisions/0017-prerendering-and-hydration.md):
 * a link tapped at any moment lands on its page, by the browser's navigation before the app starts
 * or by the router's after it, and a script-only control acts exactly once. Each kind of page is
 * tapped at several moments after its HTML arrived, without throttling and, in Chromium, on a
 * 4× slower CPU.
 */
import type { Page } from '@playwright/test'
import { paths } from '../src/lib/paths'
import { CROSS_ENGINE, expect, test } from './fixtures'

/** A marketing page, a course page, a policy and an account screen. */
const PAGES: readonly string[] = [paths.home, paths.readinessCourse, paths.privacy, paths.login]
/** Milliseconds after the HTML started to arrive: before the first paint, during the app's load and hydration, after. */
const MOMENTS = [0, 300, 800, 1500] as const

async function openAt(page: Page, path: string, cpuSlowdown: number) {
  if (cpuSlowdown > 1) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  }
  await page.mainFrame().goto(path, { waitUntil: 'commit' })
}

// A visitor's start-up, hero videos and all.
test.use({ reducedMotion: 'no-preference' })

for (const cpuSlowdown of [1, 4]) {
  test.describe(cpuSlowdown === 1 ? 'unthrottled' : `at ${cpuSlowdown}× CPU`, () => {
    // Throttling is Chromium's (DevTools protocol); Firefox runs the unthrottled set.
    test.skip(({ browserName }) => cpuSlowdown > 1 && browserName !== 'chromium', 'CPU throttling is Chromium-only')
    test.describe.configure({ timeout: 120_000 })
    // A slowed phone hydrates seconds later: a held tap takes effect then.
    const timeout = cpuSlowdown > 1 ? 20_000 : 7_000

    for (const path of PAGES) {
      test(
        `a footer link tapped at any moment of start-up of ${path} lands on its page`,
        CROSS_ENGINE,
        async ({ page }) => {
          for (const moment of MOMENTS) {
            await openAt(page, path, cpuSlowdown)
            // The moment itself is the subject: a tap at this time after the HTML started to arrive.
            await page.waitForTimeout(moment)
            await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click()
            await expect(page, `tapped ${moment} ms into ${path}`).toHaveURL(/\/terms$/, { timeout })
            await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms')
          }
        },
      )
    }

    test('a script-only control tapped at any moment of start-up acts once', CROSS_ENGINE, async ({ page }) => {
      for (const moment of MOMENTS) {
        await openAt(page, paths.courses, cpuSlowdown)
        await page.waitForTimeout(moment)
        // The demo banner's inbox button does nothing without the app: its tap is held and replayed.
        await page.getByRole('button', { name: 'Demo inbox' }).click()
        const inbox = page.getByRole('dialog', { name: 'Demo inbox' })
        await expect(inbox, `tapped ${moment} ms into the courses page`).toBeVisible({ timeout })
        await expect(page.getByRole('button', { name: 'Demo inbox' })).not.toHaveAttribute('data-replay-pending')
        // Once: the inbox opened a single time and stays open. Nothing is expected to change, so a short window.
        await page.waitForTimeout(300)
        await expect(inbox).toBeVisible()
      }
    })
  })
}
