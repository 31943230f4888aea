/**
 * The account forms with JavaScript turned off in the browser (docs/decisions/0078-forms-usable-before-hydration.md).
 * Its own file: Firefox over WebDriver BiDi ignores Playwright's `javaScriptEnabled`, so there the
 * browser is launched with JavaScript off, which Playwright allows only for a whole file. With
 * JavaScript off Firefox runs no script of Playwright's either: the visitor's keyboard, the
 * address and the requests are all a test can see there.
 */
import type { Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_SHELL_PATH } from '../scripts/chromium.mjs'
import { FIREFOX_PATH } from '../scripts/firefox.mjs'
import { CROSS_ENGINE, expect, test } from './fixtures'
import { NEEDS_SCRIPT, PASSWORD, watchUrls } from './support/early-forms'

test.use({
  javaScriptEnabled: false,
  launchOptions: [
    async ({ browserName }, use) =>
      use(
        browserName === 'firefox'
          ? { executablePath: FIREFOX_PATH, firefoxUserPrefs: { 'javascript.enabled': false } }
          : { executablePath: CHROMIUM_SHELL_PATH, args: CHROMIUM_FLAGS },
      ),
    { scope: 'worker' },
  ],
})

/** Opens `path` at `target` (the next Tab goes to the element after it), types `texts` field by field, presses Enter. */
async function typeFromTarget(page: Page, path: string, target: string, texts: readonly string[]) {
  await page.mainFrame().goto(`${path}#${target}`)
  for (const text of texts) {
    await page.keyboard.press('Tab')
    await page.keyboard.type(text)
  }
  await page.keyboard.press('Enter')
}

test(
  'the harness sees a form the browser sends: the course search puts its words in the URL',
  CROSS_ENGINE,
  async ({ page }) => {
    await typeFromTarget(page, '/courses', 'finder-title', ['agents'])
    // page.url() follows navigations without a script in the page (toHaveURL runs one).
    await expect.poll(() => page.url()).toMatch(/\/courses\?q=agents/)
  },
)

for (const [path, texts] of [
  ['/login', ['early@example.com', PASSWORD]],
  ['/signup', ['Early Visitor', 'early@example.com', PASSWORD]],
] as const) {
  test(
    `${path}: Enter sends nothing, and the form says it needs JavaScript`,
    CROSS_ENGINE,
    async ({ page, browserName }) => {
      const urls = watchUrls(page)
      await typeFromTarget(page, path, 'main-content', texts)
      // Nothing is expected to happen, so there is no state to wait for: a submit the browser sent
      // would have started its request within this window.
      await page.waitForTimeout(1000)
      expect(urls.filter((url) => url.includes(PASSWORD) || url.includes('password='))).toEqual([])
      expect(new URL(page.url()).pathname).toBe(path)
      expect(new URL(page.url()).search).toBe('')
      // Chromium still runs Playwright's own scripts: what the visitor typed and reads.
      if (browserName === 'chromium') {
        await expect(page.getByLabel('Password')).toHaveValue(PASSWORD)
        await expect(page.getByText(NEEDS_SCRIPT)).toBeVisible()
      }
    },
  )
}
