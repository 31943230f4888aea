#!/usr/bin/env node
/**
 * `npm run bench:history` (`node scripts/history-scale.mjs`): the attempt history with 1,000 stored
 * attempts in Debian's Chromium, on a CPU slowed down 4× (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`), against the build in dist/ (served with `vite preview` on a
 * free port; `--url=` measures a running server instead). docs/assessment.md (Attempt history)
 * says what it found.
 *
 * It logs in as the demo learner, then:
 * - imports a "Download my data" file of 1,000 attempts through the profile's own Import (the file is
 *   made in Node from `manyAttempts` and `learnerData`, loaded with Vite's module runner, so the
 *   shapes are the app's own), timed from the input's change event to the status saying "Imported";
 *   `--seed=v1` instead writes the first record layout (`{ recordVersion: 1, email, attempts }`)
 *   straight into IndexedDB, so the first profile load measures the migration;
 * - reloads the profile `--runs` times and, per load, reads the app's user-timing marks
 *   `history:start` (the history asks storage) and `history:rendered` (the list's first commit),
 *   and a Chrome trace of the page: the main thread's scripting (script, microtasks, event
 *   handlers, garbage collection, as DevTools' "Scripting") and all of its busy time, from the
 *   navigation's start and from `history:start` to `history:rendered`;
 * - opens the profile from another page in the app (client-side navigation, the way a learner
 *   gets there), and measures the same window;
 * - presses "Download my data" (click to the status naming the file) and imports the downloaded
 *   file again (every attempt already there).
 *
 * A measurement, not a test: timings follow the machine's load, which it prints.
 *
 *   node scripts/history-scale.mjs [--count=1000] [--runs=5] [--rate=4] [--seed=import|v1] [--url=…]
 *                                  [--trace=/tmp/profile-trace.json]
 */
import { readFile, writeFile } from 'node:fs/promises'
import { runnerImport } from 'vite'
import { SEEDED_ACCOUNT } from '../mocks/seed.mjs'
import { inChromium, loadAverage, median, option, root, throttleCpu } from './measure.mjs'

const COUNT = Number(option('count', '1000'))
const RUNS = Number(option('runs', '5'))
const RATE = Number(option('rate', '4'))
const SEED = option('seed', 'import')
/** Where to keep the last profile trace (open it in DevTools' Performance panel). */
const TRACE_FILE = option('trace', '')
const EMAIL = 'learner@example.com'
const MARKS = { start: 'history:start', rendered: 'history:rendered' }

const load = async (file) =>
  (
    await runnerImport(`${root}${file}`, {
      configFile: false,
      root,
      logLevel: 'error',
      resolve: { alias: { '~': `${root}src`, '~mocks': `${root}mocks` } },
    })
  ).module

// The file a learner with COUNT attempts would download: the app's own test attempts and file format.
const [{ manyAttempts }, { learnerData }] = await Promise.all([
  load('src/testing/attempts.ts'),
  load('src/features/assessment/history/learner-data.ts'),
])
const attempts = manyAttempts(COUNT)
const file = JSON.stringify(
  learnerData(EMAIL, { attempts, progress: null, targetRole: null }, new Date().toISOString()),
  null,
  2,
)

/** In the page, before its scripts: when inputs changed or buttons were clicked, and every status text. */
function observeStatus() {
  const record = { events: [], statuses: [] }
  Object.defineProperty(window, '__history', { value: record })
  for (const type of ['click', 'change'])
    addEventListener(type, (event) => record.events.push({ type, at: event.timeStamp }), { capture: true })
  new MutationObserver(() => {
    for (const status of document.querySelectorAll('[role=status]'))
      record.statuses.push({ at: performance.now(), text: status.textContent ?? '' })
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** Main-thread time, in ms, that DevTools files under "Scripting". */
const SCRIPTING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'MajorGC',
  'MinorGC',
  'V8.GCScavenger',
  'V8.GCFinalizeMC',
  'BlinkGC.AtomicPhase',
])

/** Total length of the union of [start, end) intervals clipped to [from, to), in ms (trace times are µs). */
function covered(intervals, from, to) {
  const clipped = intervals
    .map(([start, end]) => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
  let total = 0
  let reach = -Infinity
  for (const [start, end] of clipped) {
    if (end <= reach) continue
    total += end - Math.max(start, reach)
    reach = end
  }
  return total / 1000
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'toplevel',
]

/** Runs `open` (which ends on the list shown), traced; the marks' times and the main thread's work. */
async function measureOpen(browser, page, open) {
  await page.evaluate(() => performance.clearMarks())
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  const navigationMark = await open()
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MARKS.rendered)
  const buffer = await browser.stopTracing()
  if (TRACE_FILE) await writeFile(TRACE_FILE, buffer)
  const times = await page.evaluate(
    ([marks, from]) => {
      const at = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN
      return { from: from ? at(from) : 0, start: at(marks.start), rendered: at(marks.rendered) }
    },
    [MARKS, navigationMark],
  )
  const events = JSON.parse(buffer.toString('utf8')).traceEvents
  const rendered = events.find((event) => event.name === MARKS.rendered && event.cat.includes('blink.user_timing'))
  if (!rendered) throw new Error(`no ${MARKS.rendered} in the trace`)
  // The page's main thread is the one that recorded the mark.
  const onMain = events.filter((event) => event.pid === rendered.pid && event.tid === rendered.tid && event.ph === 'X')
  const spans = (keep) => onMain.filter(keep).map((event) => [event.ts, event.ts + (event.dur ?? 0)])
  const scripting = spans((event) => SCRIPTING.has(event.name))
  const busy = spans((event) => event.name === 'RunTask')
  // Page times (ms from the document's time origin) to trace times (µs).
  const toTrace = (ms) => rendered.ts - (times.rendered - ms) * 1000
  const [from, start, end] = [times.from, times.start, times.rendered].map(toTrace)
  return {
    elapsed: times.rendered - times.from,
    historyElapsed: times.rendered - times.start,
    historyScripting: covered(scripting, start, end),
    historyBusy: covered(busy, start, end),
    scripting: covered(scripting, from, end),
    busy: covered(busy, from, end),
  }
}

/** From the last `type` event to the first status text matching `pattern` after it, in ms. */
async function statusAfter(page, type, pattern) {
  await page.getByRole('status').filter({ hasText: pattern }).first().waitFor({ timeout: 60_000 })
  return page.evaluate(
    ([kind, source]) => {
      const record = window.__history
      const at = record.events.filter((event) => event.type === kind).at(-1)?.at ?? NaN
      const shown = record.statuses.find((status) => status.at >= at && new RegExp(source).test(status.text))
      return (shown?.at ?? NaN) - at
    },
    [type, pattern.source],
  )
}

const ms = (value) => `${value.toFixed(0)} ms`
const worst = (values) => Math.max(...values)
const opened = (label, result) =>
  `${label} ${ms(result.elapsed)} (scripting ${ms(result.scripting)}, busy ${ms(result.busy)}); ` +
  `history:start → list ${ms(result.historyElapsed)} (scripting ${ms(result.historyScripting)}, busy ${ms(result.historyBusy)})`

console.log(
  `load average ${loadAverage()}; ${COUNT} attempts (a ${(file.length / 1024 / 1024).toFixed(1)} MB file); CPU ${RATE}× slower`,
)
await inChromium(async (browser, site) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  const page = await context.newPage()
  await page.addInitScript(observeStatus)
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const history = page.getByRole('region', { name: 'Your assessment history' })
  const showing = new RegExp(`Showing \\d+ of ${COUNT} attempts?\\.`)
  const listShown = () => history.getByRole('status').filter({ hasText: showing }).waitFor({ timeout: 60_000 })
  const importFile = (text) =>
    page
      .getByLabel('Import my data from a file')
      .setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from(text) })

  await page.goto(`${site}/login`)
  await hydrated()
  await page.getByLabel('E-mail').fill(EMAIL)
  await page.getByLabel('Password').fill(SEEDED_ACCOUNT.password)
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/profile\//)
  await history.getByText('No finished attempts yet.').waitFor()
  const profileUrl = page.url()

  await throttleCpu(page, RATE)

  // The import into an empty history (0 when seeded otherwise).
  let imported = 0
  if (SEED === 'v1') {
    await page.evaluate(
      async ([email, stored]) => {
        const db = await new Promise((resolve, reject) => {
          const request = indexedDB.open('reskilling-history')
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        const tx = db.transaction('attempts', 'readwrite')
        tx.objectStore('attempts').put({ recordVersion: 1, email, attempts: stored }, `history:${email}`)
        await new Promise((resolve) => (tx.oncomplete = resolve))
        db.close()
      },
      [EMAIL, attempts],
    )
    console.log('seeded: a version-1 record written straight into IndexedDB')
  } else {
    await importFile(file)
    imported = await statusAfter(page, 'change', /^Imported/)
    await listShown()
    console.log(`import into an empty history: ${ms(imported)} (change event to "Imported …")`)
  }

  const reloads = []
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await measureOpen(browser, page, async () => {
      await page.goto(profileUrl)
      return null
    })
    await listShown()
    reloads.push(result)
    console.log(opened(`profile load ${run}: navigation → list`, result))
  }

  const clientNavigations = []
  for (let run = 1; run <= RUNS; run += 1) {
    await page.goto(`${site}/courses`)
    await hydrated()
    // The catalogue's own loading and hydration are over before the learner clicks.
    await page.waitForTimeout(2000)
    const result = await measureOpen(browser, page, async () => {
      await page.evaluate(() => performance.mark('bench:open-profile'))
      await page.getByRole('link', { name: 'My Page' }).first().click()
      return 'bench:open-profile'
    })
    await listShown()
    clientNavigations.push(result)
    console.log(opened(`profile from /courses ${run}: link click → list`, result))
  }

  const downloads = []
  let downloaded = ''
  for (let run = 1; run <= RUNS; run += 1) {
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download my data' }).click()
    const download = await downloading
    downloads.push(await statusAfter(page, 'click', /^Your data was saved/))
    downloaded = await readFile(await download.path(), 'utf8')
  }
  const exportedCount = JSON.parse(downloaded).attempts.length
  console.log(
    `download my data: median ${ms(median(downloads))}, worst ${ms(worst(downloads))} (click to "Your data was saved…"; ${exportedCount} attempts, ${(downloaded.length / 1024 / 1024).toFixed(1)} MB)`,
  )

  const reimports = []
  for (let run = 1; run <= RUNS; run += 1) {
    await importFile(downloaded)
    reimports.push(await statusAfter(page, 'change', /^Nothing new to import/))
    await page.goto(profileUrl)
    await listShown()
  }
  console.log(
    `import of the downloaded file (all already here): median ${ms(median(reimports))}, worst ${ms(worst(reimports))}`,
  )

  const summary = (label, results) => {
    const of = (key) => results.map((r) => r[key])
    console.log(
      `${label}: median navigation → list ${ms(median(of('elapsed')))} (scripting ${ms(median(of('scripting')))}); ` +
        `history:start → list ${ms(median(of('historyElapsed')))}, scripting ${ms(median(of('historyScripting')))}, worst ${ms(worst(of('historyScripting')))}`,
    )
  }
  summary('profile load (median)', reloads)
  summary('profile from /courses (median)', clientNavigations)
  const verdict = (ok) => (ok ? 'met' : 'MISSED')
  const historyScripting = median([...reloads, ...clientNavigations].map((r) => r.historyScripting))
  const importWorst = worst([imported, ...reimports])
  console.log(
    `targets: history load and first list render < 100 ms scripting: ${ms(historyScripting)} ${verdict(historyScripting < 100)}; ` +
      `download < 2 s: ${ms(worst(downloads))} ${verdict(worst(downloads) < 2000)}; ` +
      `import < 2 s: ${ms(importWorst)} ${verdict(importWorst < 2000)}`,
  )
  await context.close()
})
