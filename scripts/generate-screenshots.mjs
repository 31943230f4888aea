/**
 * Writes the web app manifest's screenshots (richer install dialog) from the built site:
 * public/screenshots/home-wide.jpg (1280x720, desktop) and home-narrow.jpg (390x844, phone).
 * Build first (`npm run build`, or pass another build directory), then:
 *   node scripts/generate-screenshots.mjs [distDir]
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH); reduced motion, so the hero shows
 * its poster frame and the output is stable. The files are committed; the build never runs this.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const dist = resolve(root, process.argv[2] ?? 'dist')
const out = join(root, 'public/screenshots')
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no build: run npm run build first`)

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
}

// Just enough of a static server for the home page and its files.
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  let file = join(dist, path)
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html')
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(res)
})
await new Promise((done) => server.listen(0, '127.0.0.1', done))
const base = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--hide-scrollbars'],
})
try {
  for (const shot of [
    { name: 'home-wide.jpg', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
    { name: 'home-narrow.jpg', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  ]) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.deviceScaleFactor,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    // The demo banner is a sales aid, not part of the product.
    await page.addStyleTag({ content: '.demo-banner{display:none!important}' })
    await page.screenshot({ path: join(out, shot.name), type: 'jpeg', quality: 80 })
    await context.close()
    console.log(`wrote public/screenshots/${shot.name} (${Math.round(statSync(join(out, shot.name)).size / 1024)} KB)`)
  }
} finally {
  await browser.close()
  server.close()
}
