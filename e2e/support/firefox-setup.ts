/**
 * Global setup of the Playwright run (playwright.config.ts): makes sure the installed
 * Playwright carries the patch Firefox ESR needs (scripts/patch-playwright-bidi.mjs), in case this
 * node_modules was installed without its `postinstall`. The browsers start in the test workers,
 * which load Playwright after this runs.
 */
import { patchPlaywrightBidi } from '../../scripts/patch-playwright-bidi.mjs'

export default function firefoxSetup() {
  patchPlaywrightBidi()
}
