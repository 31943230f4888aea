// @vitest-environment node
/**
 * Byte budgets of every prerendered page, checked on the build in dist/ (`npm run test:dist`, after
 * `npm run build`). Deterministic: it counts
 * gzip bytes of what each prerendered page references, no browser and no timing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { precachedPageFile } from '../src/lib/page-routes'
import { change, readBaseline, writeBaseline, type BaselineSizes } from './byte-baseline.mjs'
import { headersForPath, parseHeadersFile } from './security-headers'
import {
  BUDGETS,
  criticalJsGuard,
  FIRST_ROUND_TRIP_BYTES,
  kb,
  pageWeight,
  precacheSize,
  prerenderedPages,
  referencedAssets,
} from './page-weight.mjs'

const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const pages = existsSync(distDir) ? prerenderedPages(distDir) : []

describe('byte budgets of the production build', () => {
  const baseline = readBaseline()
  const measured: BaselineSizes = {}
  const lines: string[] = []
  afterAll(() => {
    // Each page's size and its change since the guards were last set, whatever the outcome.
    console.log(`critical JS / CSS gzip, change since scripts/byte-baseline.json:\n${lines.sort().join('\n')}`)
    if (process.env.BYTE_BASELINE === 'update') writeBaseline(measured)
  })

  test('dist/ holds a prerendered build with every static page', async () => {
    // Asked to check, a missing build fails here instead of leaving nothing to check.
    expect(existsSync(distDir), `${distDir} is missing: run \`npm run build\` first`).toBe(true)
    expect(pages.length, 'no prerendered build in dist/: run `npm run build` first').toBeGreaterThan(0)
    // Exactly the paths scripts/vite-plugin-prerender.ts renders (entry.staticPaths).
    const { staticPaths } = await import('../src/entry-server')
    expect(pages.map((page) => page.path).sort()).toEqual([...staticPaths].sort())
    // Importing the whole app under Node takes seconds on a busy 2-core machine.
  }, 60_000)

  test.each(pages)('$path: critical JS within its guard (budget 100 KB) and CSS ≤ 20 KB gzip', ({ path, file }) => {
    const weight = pageWeight(distDir, file)
    const guard = criticalJsGuard(path)
    measured[path] = { jsGzip: weight.jsGzip, cssGzip: weight.cssGzip }
    lines.push(
      `${path.padEnd(52)} JS ${kb(weight.jsGzip).padStart(9)} ${change(weight.jsGzip, baseline[path]?.jsGzip).padEnd(18)}` +
        ` guard ${kb(guard)}   CSS ${kb(weight.cssGzip)} ${change(weight.cssGzip, baseline[path]?.cssGzip)}`,
    )
    const biggest = [...weight.js]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`)
      .join(', ')
    expect(weight.js.length, 'the page references no JavaScript').toBeGreaterThan(0)
    expect(weight.jsGzip, `critical JS ${kb(weight.jsGzip)} gzip (largest: ${biggest})`).toBeLessThanOrEqual(guard)
    expect(weight.cssGzip, `critical CSS ${kb(weight.cssGzip)} gzip`).toBeLessThanOrEqual(BUDGETS.criticalCssGzip)
  })

  test(`precache without videos and the PDF ≤ ${kb(BUDGETS.precacheBytes)}`, () => {
    const { bytes, files } = precacheSize(distDir)
    expect(bytes, `${files} files, ${kb(bytes)}`).toBeLessThanOrEqual(BUDGETS.precacheBytes)
  })

  // The pages whose largest paint is the hero poster: the poster waits for the page that names it.
  const posterPages = pages.filter(({ file }) =>
    /<img[^>]*fetchPriority="high"/.test(readFileSync(join(distDir, file), 'utf8')),
  )

  const builtHeaders = posterPages.length ? parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8')) : []

  test('the hero-poster pages are found', () => {
    expect(posterPages.map((page) => page.path).sort()).toEqual(['/', '/Reskilling', '/ecosystem'])
  })

  test.each(posterPages)(
    '$path: its Brotli answer, headers included, arrives in the first round trip',
    ({ path, file }) => {
      const headers = headersForPath(builtHeaders, path)
      // The build's headers, plus what every server adds: status line, type, length, encoding, date, caching.
      const headerBytes = [...headers].reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0) + 300
      const bytes = headerBytes + readFileSync(join(distDir, `${file}.br`)).length
      lines.push(`${path.padEnd(52)} first answer ${bytes} B of ${FIRST_ROUND_TRIP_BYTES} B`)
      expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES)
    },
  )

  test.each(pages)(
    '$path: the stylesheet inline, the manifest linked, one deferred entry script, no inline code',
    ({ file }) => {
      const html = readFileSync(join(distDir, file), 'utf8')
      const { entries, css, inlineCss } = referencedAssets(html)
      // The first paint waits for the HTML alone, never for a second request or for script.
      expect(css, 'render-blocking stylesheets').toEqual([])
      expect(inlineCss, 'the site stylesheet, inline').toHaveLength(1)
      expect(entries, 'module scripts: only src/boot.ts').toHaveLength(1)
      // Installable from any page: the manifest is linked by the HTML.
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
      // Only the JSON-LD data block is an inline <script>; the CSP allows no inline code.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/)
      // The copy the service worker precaches links the one stylesheet instead.
      const precached = referencedAssets(readFileSync(join(distDir, precachedPageFile(file)), 'utf8'))
      expect(precached.css, 'the precached copy links the stylesheet').toHaveLength(1)
      expect(precached.inlineCss).toEqual([])
    },
  )
})
