#!/usr/bin/env node
/**
 * `npm run bench`: builds, serves the production build with `vite preview` on a free port, runs
 * Lighthouse 12 (default config: mobile, simulated throttling) five times per page, one run at a
 * time, in Debian's Chromium, and prints the medians (with total blocking time, the longest task
 * and the main thread's work) next to the byte weight of each page and the precache total, then
 * which budgets each page misses, and the load average, which the timings follow. A benchmark,
 * not a test: it always exits 0 unless it cannot run. `--no-build` reuses dist/, `--dist=dir` measures another
 * build; `--runs=N` and `--pages=/a,/b` narrow it down.
 * `--throttling=devtools` applies the throttling to the real load (Lighthouse's devtools method:
 * slowed network and 4× CPU) instead of simulating it; `--json=file` also writes the table there,
 * to compare two builds (scripts/README.md (bench.mjs)). `--tasks` prints, for each run, the tasks of 50 ms or
 * more after the first paint in Lighthouse's own trace, each with the trace events that took its time
 * (simulated, the trace is of the unthrottled load, whose tasks Lighthouse multiplies by 4: those of
 * 12.5 ms or more).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { importSource } from './import-source.mjs'
import { flag, loadAverage, median, option, root, startPreview, vite } from './measure.mjs'
import { ACCOUNT_PAGES, BUDGETS, kb, pageWeight, precacheSize } from './page-weight.mjs'

const { pageFile, SHELL_FILE } = await importSource('src/lib/page-routes.ts')

// `--dist=dir`: serve and weigh another build (an older commit's, built elsewhere), to compare two builds.
const distDir = option('dist', `${root}dist`)
const RUNS = Number(option('runs', 5))
const PAGES = option('pages')?.split(',') ?? [
  '/',
  '/courses',
  '/ecosystem',
  '/Reskilling',
  '/tracks',
  '/courses/Generative-AI-Technical-Masterclass',
  '/login',
  '/privacy',
]
/** Lighthouse's throttling method: 'simulate' (its default) or 'devtools' (applied to the real load). */
const THROTTLING = option('throttling', 'simulate')
if (!['simulate', 'devtools'].includes(THROTTLING)) throw new Error(`--throttling=${THROTTLING}: simulate or devtools`)
const JSON_OUT = option('json')
const TASKS = flag('tasks')
/** Lighthouse budgets: category scores are 0–100, times in ms (TBT: total blocking time). */
const LH_BUDGETS = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1000, tbt: 100, cls: 0 }
/** Lighthouse's categories, each with its column in the table. */
const CATEGORIES = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }

/** `--tasks`: one line per task that counts as 50 ms or more after the first paint in a run's trace, with its heaviest events. */
function printTasksAfterFirstPaint(trace) {
  const events = trace.traceEvents
  // The page's own navigation (not the about:blank Lighthouse starts from) and its first paint.
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1)
  if (!navigation) return console.log('\n  (no navigation in the trace)')
  const { pid, tid, ts: start } = navigation
  const firstPaint =
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= start)?.ts ?? start
  // Simulated, Lighthouse counts each task of the unthrottled load 4 times as long.
  const slowdown = THROTTLING === 'simulate' ? 4 : 1
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur * slowdown >= 50_000 && e.ts >= firstPaint)
  const ms = (us) => Math.round(us / 1000)
  for (const task of tasks) {
    const time = new Map()
    for (const e of onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur)) {
      const key = `${e.name}${e.args?.data?.url ? ` ${String(e.args.data.url).replace(/^.*\//, '')}` : ''}`
      time.set(key, (time.get(key) ?? 0) + (e.dur ?? 0))
    }
    const heaviest = [...time].sort((a, b) => b[1] - a[1]).slice(0, 5)
    console.log(
      `\n  task ${ms(task.dur)} ms at ${ms(task.ts - start)} ms: ${heaviest.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`,
    )
  }
}

async function lighthouseRuns(url, port) {
  const runs = []
  for (let index = 0; index < RUNS; index += 1) {
    const { lhr, artifacts } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: THROTTLING,
    })
    if (TASKS) printTasksAfterFirstPaint(artifacts.Trace)
    benchmarkIndexes.push(lhr.environment.benchmarkIndex)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    // The longest main-thread task (Lighthouse adjusts its duration to the simulated CPU).
    const longTasks = lhr.audits['long-tasks']?.details?.items ?? []
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
    // Why a run has no LCP (Lighthouse's error for the audit), so a missing value is reported, not hidden.
    const lcpError = lhr.audits['largest-contentful-paint']?.errorMessage
    runs.push({
      lcpError,
      ...Object.fromEntries(Object.keys(CATEGORIES).map((id) => [id, score(id)])),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      longest: longTasks.reduce((max, task) => Math.max(max, task.duration ?? 0), 0),
      mainThread: audit('mainthread-work-breakdown'),
      cls: audit('cumulative-layout-shift'),
      transfer: audit('total-byte-weight'),
      failed: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    })
    process.stdout.write('.')
  }
  const keys = Object.keys(runs[0]).filter((key) => key !== 'failed' && key !== 'lcpError')
  const result = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]))
  // Audits that failed in at least half the runs: what keeps a category below 100.
  const counts = new Map()
  for (const r of runs) for (const id of r.failed) counts.set(id, (counts.get(id) ?? 0) + 1)
  // The median hides a run whose LCP was something else (a hero video's first frame, say).
  result.lcpMax = Math.max(...runs.map((r) => r.lcp).filter(Number.isFinite))
  result.lcpMissing = runs.filter((r) => !Number.isFinite(r.lcp)).map((r) => r.lcpError ?? 'no value')
  result.failedAudits = [...counts].filter(([, count]) => count * 2 >= runs.length).map(([id]) => id)
  return result
}

function table(rows, columns) {
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)))
  // The page column left-aligned, the numbers right-aligned.
  const line = (cells) => cells.map((cell, i) => String(cell)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join(' | ')
  return [
    line(columns),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map((row) => line(columns.map((c) => row[c]))),
  ].join('\n')
}

if (!flag('no-build') && !option('dist'))
  // A production build: loading the source through Vite above set NODE_ENV to development, which the
  // child would inherit (and bundle React's development JSX runtime).
  execFileSync(process.execPath, [vite, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
const preview = await startPreview(distDir)
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})
const loadAtStart = loadAverage()
/** Lighthouse's measure of this machine's speed, each run: the simulation slows what it measured by 4. */
const benchmarkIndexes = []
const rows = []
const misses = []
try {
  for (const path of PAGES) {
    process.stdout.write(`lighthouse ${path} `)
    const lh = await lighthouseRuns(`${preview.url}${path}`, chrome.port)
    process.stdout.write('\n')
    // A page that is not prerendered (the account forms) loads the SPA shell.
    const weight = pageWeight(distDir, existsSync(`${distDir}/${pageFile(path)}`) ? pageFile(path) : SHELL_FILE)
    rows.push({
      page: path,
      ...Object.fromEntries(Object.entries(CATEGORIES).map(([id, column]) => [column, lh[id]])),
      'FCP ms': Math.round(lh.fcp),
      'LCP ms': Math.round(lh.lcp),
      'LCP max ms': Math.round(lh.lcpMax),
      'TBT ms': Math.round(lh.tbt),
      'longest task ms': Math.round(lh.longest),
      'main thread ms': Math.round(lh.mainThread),
      CLS: lh.cls.toFixed(3),
      'transfer KB': (lh.transfer / 1024).toFixed(1),
      'JS gz KB': (weight.jsGzip / 1024).toFixed(1),
      'CSS gz KB': (weight.cssGzip / 1024).toFixed(1),
    })
    const miss = (text) => misses.push(`${path}: ${text}`)
    for (const category of Object.keys(CATEGORIES)) {
      if (lh[category] < LH_BUDGETS[category]) miss(`${category} ${lh[category]} < ${LH_BUDGETS[category]}`)
    }
    if (lh.lcp > LH_BUDGETS.lcp) miss(`LCP ${Math.round(lh.lcp)} ms > ${LH_BUDGETS.lcp} ms`)
    if (lh.tbt > LH_BUDGETS.tbt) {
      miss(`TBT ${Math.round(lh.tbt)} ms > ${LH_BUDGETS.tbt} ms (longest task ${Math.round(lh.longest)} ms)`)
    }
    if (lh.cls > LH_BUDGETS.cls) miss(`CLS ${lh.cls.toFixed(3)} > 0`)
    if (weight.jsGzip > BUDGETS.criticalJsGzip) {
      const note = ACCOUNT_PAGES.includes(path) ? ' (account page; the budget is for marketing pages)' : ''
      miss(`critical JS ${kb(weight.jsGzip)} gzip > ${kb(BUDGETS.criticalJsGzip)}${note}`)
    }
    if (weight.cssGzip > BUDGETS.criticalCssGzip) {
      miss(`critical CSS ${kb(weight.cssGzip)} gzip > ${kb(BUDGETS.criticalCssGzip)}`)
    }
    if (lh.lcpMissing.length) {
      miss(`${lh.lcpMissing.length} of ${RUNS} runs had no LCP (${[...new Set(lh.lcpMissing)].join('; ')})`)
    }
    if (lh.failedAudits.length) miss(`failing audits: ${lh.failedAudits.join(', ')}`)
  }
} finally {
  await chrome.kill()
  preview.stop()
}

const precache = precacheSize(distDir)
if (precache.bytes > BUDGETS.precacheBytes) {
  misses.push(`precache ${kb(precache.bytes)} > ${kb(BUDGETS.precacheBytes)}`)
}
const method = THROTTLING === 'devtools' ? 'throttling applied to the real load' : 'simulated throttling'
console.log(`\nLighthouse ${RUNS}× per page (medians; mobile, ${method})`)
// Timings follow the machine's load: note it with the numbers.
console.log(`load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadAverage()}`)
console.log(`Lighthouse's benchmark index of this machine (median): ${median(benchmarkIndexes)}\n`)
console.log(table(rows, Object.keys(rows[0])))
console.log(`\nprecache (without videos and PDF): ${precache.files} files, ${kb(precache.bytes)}`)
if (JSON_OUT)
  writeFileSync(
    JSON_OUT,
    `${JSON.stringify({ throttling: THROTTLING, runs: RUNS, load: loadAtStart, rows }, null, 2)}\n`,
  )
console.log(misses.length ? `\nbudgets missed:\n  ${misses.join('\n  ')}` : '\nall budgets met')
