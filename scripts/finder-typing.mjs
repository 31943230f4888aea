#!/usr/bin/env node
/**
 * `node scripts/finder-typing.mjs`: how long the course finder on /courses takes to show the list
 * for each character typed, on a CPU slowed down 4× (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`), in Debian's Chromium, against the build in dist/ (served with
 * `vite preview` on a free port; `--url=` measures a running server instead).
 *
 * For every keystroke it takes two times from the key press (the keydown event's own time stamp)
 * to changes the page made to the course lists for the new query (a MutationObserver on the
 * instructor-led and the self-paced sections): the last card or section shown or hidden, and the
 * last change of any kind, words marked included. Not observed: the live count and the filter
 * counts, which are not the list. It prints the median and the worst keystroke per run. A
 * measurement, not a test: timings follow the machine's load, which it prints.
 *
 * Between keys it waits 700 ms. The finder writes the query into the URL 400 ms after typing
 * pauses (docs/decisions/0038-catalogue-state-in-the-url.md); with the 400 ms pause this script
 * used to take, the next key press landed on that URL update by coincidence of the two numbers,
 * and a keystroke measured the previous one's history write (10–80 ms at 4× on a shared machine). Someone typing
 * never triggers it between keys (their pauses are shorter), so each keystroke is now measured on
 * its own.
 *
 *   node scripts/finder-typing.mjs [--query="prompt engineering"] [--runs=3] [--rate=4] [--url=…]
 */
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { startPreview } from './preview-server.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const QUERY = option('query', 'prompt engineering')
const RUNS = Number(option('runs', '3'))
const RATE = Number(option('rate', '4'))

/** In the page: records, per keystroke, when the catalogue list last changed. */
function observeList() {
  const record = { changes: [], shownAt: [], keyAt: 0 }
  Object.defineProperty(window, '__finder', { value: record })
  // The key press as the browser stamped it (the event's own time, not when the handler ran).
  addEventListener('keydown', (event) => (record.keyAt = event.timeStamp), { capture: true })
  const start = () => {
    // The sections that hold the two lists (ids from catalogue-content.ts, SECTION_IDS).
    const sections = ['instructor-led', 'catalogue'].map((id) => document.getElementById(id))
    if (sections.includes(null)) return void requestAnimationFrame(start)
    const observer = new MutationObserver((mutations) => {
      const now = performance.now()
      record.changes.push(now)
      // A card or a section shown or hidden: the list itself (the rest is the marks).
      if (mutations.some((mutation) => mutation.attributeName === 'hidden')) record.shownAt.push(now)
    })
    for (const section of sections) {
      observer.observe(section, { subtree: true, childList: true, attributes: true, characterData: true })
    }
  }
  start()
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

const preview = option('url', '') ? { url: option('url', ''), stop: () => {} } : await startPreview()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; query "${QUERY}"; CPU ${RATE}× slower`,
)
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.addInitScript(observeList)
    await page.goto(`${preview.url}/courses`)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const box = page.getByRole('searchbox')
    await box.focus()
    // Wait until the service worker has precached the site: on this 2-core machine its install
    // competes with the page for a core, which a phone's 6–8 cores do not.
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForTimeout(1500)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    const perKey = []
    for (const character of QUERY) {
      await page.evaluate(() => {
        window.__finder.changes.length = 0
        window.__finder.shownAt.length = 0
      })
      await page.keyboard.type(character)
      // Quiet for 700 ms: the list has settled for this keystroke, and the URL has caught up.
      await page.waitForTimeout(700)
      const took = await page.evaluate(() => {
        const last = window.__finder.changes.at(-1)
        const shown = window.__finder.shownAt.at(-1)
        return last === undefined
          ? null
          : {
              fromKey: last - window.__finder.keyAt,
              // Keystrokes that show or hide no card ("promp" → "prompt" marks more letters) have none.
              shownFromKey: shown === undefined ? undefined : shown - window.__finder.keyAt,
            }
      })
      if (took !== null) perKey.push(took)
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const shown = await page.locator('ul.catalogue > li:visible').count()
    const fromKey = perKey.map((took) => took.fromKey)
    const shownFromKey = perKey.flatMap((took) => (took.shownFromKey === undefined ? [] : [took.shownFromKey]))
    const list = (values) => values.map((ms) => ms.toFixed(1)).join(', ')
    console.log(
      `run ${run}: ${perKey.length} keystrokes changed the list; ${shown} cards shown at the end\n` +
        `  key press → cards shown and hidden: median ${median(shownFromKey).toFixed(1)} ms, worst ${Math.max(...shownFromKey).toFixed(1)} ms [${list(shownFromKey)}]\n` +
        `  key press → the list's last change (marks included): median ${median(fromKey).toFixed(1)} ms, worst ${Math.max(...fromKey).toFixed(1)} ms [${list(fromKey)}]`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  preview.stop()
}
