/**
 * The sizes the byte guards were last set against (scripts/byte-baseline.json), so `npm run
 * test:dist` can print each page's size next to its change. `BYTE_BASELINE=update npx vitest
 * run scripts/byte-budget.dist.test.ts` rewrites the file from the current build; commit it when a guard is reviewed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const file = new URL('./byte-baseline.json', import.meta.url)

/** { [path]: { jsGzip, cssGzip } } from the committed baseline, or {} when there is none. */
export function readBaseline() {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}

export function writeBaseline(sizes) {
  const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`)
}

/** "+0.4 KB (+0.3%)", or "new" when the page has no baseline. */
export function change(bytes, before) {
  if (before === undefined) return 'new'
  const delta = bytes - before
  const sign = delta >= 0 ? '+' : '−'
  return `${sign}${(Math.abs(delta) / 1024).toFixed(1)} KB (${sign}${((Math.abs(delta) / before) * 100).toFixed(1)}%)`
}
