#!/usr/bin/env node
/**
 * `node scripts/long-tasks.mjs`: the main thread's long tasks while a page loads and hydrates, on a
 * CPU slowed down 4× (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`, Lighthouse's
 * mobile factor), in Debian's Chromium. Serves dist/ (build first), or `--dist=dir` (another build,
 * to compare two), with `vite preview` on a free port, or measures `--url=http://host:port` as it is.
 *
 * For each page and run it records every `longtask` entry (> 50 ms) from the start of navigation
 * until the page has been hydrated (html[data-hydrated]) and then quiet for `--settle` ms, and the
 * long animation frames' scripts (which file and function the time went to). It prints per page the
 * medians of: the first contentful paint, the longest task (before FCP that is the browser
 * rendering the prerendered HTML), the longest task after FCP (script: the app's start-up,
 * hydration, media), the count of long tasks and the blocking time after FCP (the part of each long
 * task over 50 ms, summed: Lighthouse's TBT, observed rather than simulated); and the scripts that
 * took the longest in the slowest run. A measurement, not a test: timings follow the machine's load,
 * so compare builds measured one after the other, and note the load average it prints.
 *
 *   node scripts/long-tasks.mjs [--pages=/,/ecosystem] [--runs=5] [--rate=4] [--settle=3000]
 *                               [--viewport=412x823] [--dist=dir | --url=http://127.0.0.1:4173] [--json]
 */
import { flag, inChromium, loadAverage, median, option } from './measure.mjs'

const PAGES = option('pages', '/,/ecosystem,/Reskilling,/login').split(',')
const RUNS = Number(option('runs', '5'))
const RATE = Number(option('rate', '4'))
const SETTLE_MS = Number(option('settle', '3000'))
const [WIDTH, HEIGHT] = option('viewport', '412x823').split('x').map(Number)

/** Runs in the page before any of its scripts: records long tasks and long animation frames. */
function observeMainThread() {
  const record = { tasks: [], scripts: [] }
  Object.defineProperty(window, '__mainThread', { value: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  // The scripts each long animation frame ran, with where the time went (file and function).
  new PerformanceObserver((list) => {
    for (const script of list.getEntries().flatMap((entry) => entry.scripts)) {
      record.scripts.push({
        duration: script.duration,
        source: `${script.invoker} ${(script.sourceURL ?? '').replace(/^.*\//, '')}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''}`,
      })
    }
  }).observe({ type: 'long-animation-frame', buffered: true })
}

async function measure(context, url) {
  const page = await context.newPage()
  // DevTools' CPU throttling (4 is Lighthouse's mobile factor).
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
  await page.addInitScript(observeMainThread)
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  // Not page.locator(): Playwright's selector engine is a large script of its own, injected into
  // the page on first use, and its compilation would be measured as one of the page's long tasks.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const html = document.documentElement
        if (html.hasAttribute('data-hydrated')) return resolve(undefined)
        new MutationObserver((_, observer) => {
          if (!html.hasAttribute('data-hydrated')) return
          observer.disconnect()
          resolve(undefined)
        }).observe(html, { attributeFilter: ['data-hydrated'] })
      }),
  )
  // Quiet: no long task for SETTLE_MS (media start-up and idle work come after hydration), or at
  // most 15 s after hydration (a page that keeps producing long tasks is never quiet).
  let seen = -1
  for (let waited = 0; waited < 15_000; waited += SETTLE_MS) {
    await page.waitForTimeout(SETTLE_MS)
    const count = await page.evaluate(() => window.__mainThread.tasks.length)
    if (count === seen) break
    seen = count
  }
  const result = await page.evaluate(() => ({
    ...window.__mainThread,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }))
  await page.close()
  const tasks = result.tasks.sort((a, b) => b.duration - a.duration)
  // Tasks before the first paint render the prerendered page (style, layout): no script runs then,
  // and Lighthouse's TBT starts at FCP too.
  const afterPaint = tasks.filter((task) => task.start >= result.fcp)
  return {
    fcp: result.fcp,
    longest: tasks[0]?.duration ?? 0,
    longestAfterPaint: afterPaint[0]?.duration ?? 0,
    count: tasks.length,
    blocking: afterPaint.reduce((sum, task) => sum + task.duration - 50, 0),
    tasks,
    scripts: result.scripts
      .filter((script) => script.duration >= 20)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 6),
  }
}

const load = loadAverage()
const report = await inChromium(async (browser, site) => {
  const rows = []
  for (const path of PAGES) {
    const runs = []
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh context per run: nothing cached, no service worker (as a first visit).
      const context = await browser.newContext({
        viewport: { width: WIDTH, height: HEIGHT },
        serviceWorkers: 'block',
        reducedMotion: 'no-preference',
      })
      runs.push(await measure(context, `${site}${path}`))
      await context.close()
    }
    const slowest = runs.reduce((a, b) => (b.longest > a.longest ? b : a))
    const medianOf = (key) => Math.round(median(runs.map((r) => r[key])))
    rows.push({
      page: path,
      fcp: medianOf('fcp'),
      longest: medianOf('longest'),
      longestAfterPaint: medianOf('longestAfterPaint'),
      count: median(runs.map((r) => r.count)),
      blocking: medianOf('blocking'),
      runs: runs.map((r) => Math.round(r.longest)),
      slowest: slowest.tasks.map((task) => `${Math.round(task.duration)}@${Math.round(task.start)}`),
      scripts: slowest.scripts.map((script) => `${Math.round(script.duration)} ms ${script.source}`),
    })
  }
  return rows
})

if (flag('json')) {
  console.log(JSON.stringify({ load, rate: RATE, report }, null, 2))
} else {
  console.log(
    `CPU ${RATE}× slower, ${WIDTH}x${HEIGHT}, ${RUNS} runs per page; load average at start ${load}, at end ${loadAverage()}\n`,
  )
  for (const row of report) {
    console.log(
      `${row.page}: FCP ${row.fcp} ms; longest task ${row.longest} ms (runs ${row.runs.join(', ')}), after FCP ${row.longestAfterPaint} ms; long tasks ${row.count}; blocking after FCP ${row.blocking} ms`,
    )
    console.log(`  slowest run's tasks (ms@start): ${row.slowest.join(' ') || 'none'}`)
    for (const script of row.scripts) console.log(`  ${script}`)
  }
}
