import { chromium } from '@playwright/test'
const [width, ...pages] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, serviceWorkers: 'block', reducedMotion: 'reduce' })
const page = await ctx.newPage()
for (const p of pages) {
  await page.goto('http://127.0.0.1:4300' + p, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  const h = await page.evaluate(() => document.documentElement.scrollHeight)
  const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home'
  const seg = Number(width) < 500 ? 2400 : 2000
  for (let y = 0, i = 0; y < h; y += seg, i++) {
    await page.screenshot({ path: `/tmp/shots/${name}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(seg, h - y) } })
  }
  console.log(p, h)
}
await browser.close()
