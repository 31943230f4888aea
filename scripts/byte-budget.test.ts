// @vitest-environment node
/**
 * Byte budgets of the performance issue, checked on the production build in dist/ (left there by
 * `npm run build` or the e2e step; `npm run test:budget` runs after it). Deterministic: it counts
 * gzip bytes of what each prerendered page references, no browser and no timing.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { BUDGETS, CRITICAL_JS_GUARD, kb, pageWeight, precacheSize, prerenderedPages } from './page-weight.mjs'

const distDir = fileURLToPath(new URL('../dist', import.meta.url))
// Only `npm run test:budget` (BYTE_BUDGET=1) checks: the unit step runs before any build, and a
// stale dist/ from an earlier build must not decide it.
const requested = process.env.BYTE_BUDGET === '1'
const pages = requested && existsSync(distDir) ? prerenderedPages(distDir) : []

describe.skipIf(!requested)('byte budgets of the production build (npm run test:budget)', () => {
  test('dist/ holds a prerendered build with every static page', () => {
    expect(pages.length, 'no prerendered build in dist/: run `npm run build` first').toBeGreaterThan(0)
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/courses', '/ecosystem', '/Reskilling', '/tracks', '/privacy']),
    )
  })

  test.each(pages)('$path: critical JS ≤ 122 KB (guard; budget 100 KB) and CSS ≤ 20 KB gzip', ({ file }) => {
    const weight = pageWeight(distDir, file)
    const biggest = [...weight.js]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`)
      .join(', ')
    expect(weight.js.length, 'the page references no JavaScript').toBeGreaterThan(0)
    expect(weight.jsGzip, `critical JS ${kb(weight.jsGzip)} gzip (largest: ${biggest})`).toBeLessThanOrEqual(
      CRITICAL_JS_GUARD,
    )
    expect(weight.cssGzip, `critical CSS ${kb(weight.cssGzip)} gzip`).toBeLessThanOrEqual(BUDGETS.criticalCssGzip)
  })

  test('precache without videos and the PDF ≤ 1.5 MB', () => {
    const { bytes, files } = precacheSize(distDir)
    expect(bytes, `${files} files, ${kb(bytes)}`).toBeLessThanOrEqual(BUDGETS.precacheBytes)
  })
})
