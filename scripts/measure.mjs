/**
 * What the measuring scripts share (the benchmark, long tasks, the screenshots): their
 * `--name=value` options, the build served by `vite preview` on a free loopback port, Debian's
 * Chromium under Playwright, the median and the load average they print next to their timings.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { freePort, originOf } from './ports.mjs'

export const root = fileURLToPath(new URL('..', import.meta.url))
export const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))

const args = process.argv.slice(2)
/** `--name=value` from the command line, or `fallback`. */
export const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
/** Whether the bare `--name` is on the command line. */
export const flag = (name) => args.includes(`--${name}`)

/**
 * Serves a build (`dist/`, or the folder given) with `vite preview` on a free loopback port.
 * Resolves once the server answers.
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPreview(outDir = 'dist') {
  if (!existsSync(join(resolve(root, outDir), 'index.html')))
    throw new Error(`${outDir} has no build: run npm run build first`)
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const url = originOf(port)
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error('vite preview exited')
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop: () => child.kill() }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error('vite preview did not start')
}

/**
 * Runs `measure(browser, siteUrl)` in Debian's Chromium against `--url=` as it is, or else the
 * build served for the run (`outDir`, else `--dist=dir`, else dist/); then closes both.
 * @template T
 * @param {(browser: import('@playwright/test').Browser, siteUrl: string) => Promise<T>} measure
 * @param {{ outDir?: string, chromiumArgs?: string[] }} [options] the build to serve, more Chromium flags
 */
export async function inChromium(measure, { outDir, chromiumArgs = [] } = {}) {
  const url = option('url')
  const server = url ? { url, stop: () => {} } : await startPreview(outDir ?? option('dist'))
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...chromiumArgs] })
    try {
      return await measure(browser, server.url)
    } finally {
      await browser.close()
    }
  } finally {
    server.stop()
  }
}

/** The median of the finite values (NaN when there are none). */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The machine's load average over 1, 5 and 15 minutes: timings follow it, so print it with them. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
