/**
 * Writes the web app manifest's screenshots (richer install dialog) from the built site:
 * public/screenshots/home-wide.jpg (1280x720, desktop) and home-narrow.jpg (390x844, phone).
 * Build first (`npm run build`, or pass another build directory), then:
 *   node scripts/generate-screenshots.mjs [distDir]
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH); reduced motion, so the hero shows
 * its poster frame and the output is stable. The files are committed; the build never runs this.
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { inChromium, root } from './measure.mjs'

const out = join(root, 'public/screenshots')

await inChromium(
  async (browser, site) => {
    for (const shot of [
      { name: 'home-wide.jpg', viewport: { width: 1280, height: 720 } },
      { name: 'home-narrow.jpg', viewport: { width: 390, height: 844 } },
    ]) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        // The preview sends the site's CSP, which refuses the style tag below.
        bypassCSP: true,
      })
      const page = await context.newPage()
      await page.goto(`${site}/`, { waitUntil: 'networkidle' })
      // The demo banner is a sales aid, not part of the product.
      await page.addStyleTag({ content: '.demo-banner{display:none!important}' })
      await page.screenshot({ path: join(out, shot.name), type: 'jpeg', quality: 80 })
      await context.close()
      console.log(
        `wrote public/screenshots/${shot.name} (${Math.round(statSync(join(out, shot.name)).size / 1024)} KB)`,
      )
    }
  },
  { outDir: process.argv[2] ?? 'dist', chromiumArgs: ['--hide-scrollbars'] },
)
