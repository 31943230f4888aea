/**
 * Reads the precache manifest that workbox-build injected into a built service worker
 * (the `self.__WB_MANIFEST` placeholder in src/sw.ts becomes a JSON array literal).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type PrecacheEntry = { url: string; revision: string | null }

const ENTRY = String.raw`\{"revision":(?:"[^"]*"|null),"url":"[^"]*"\}`
const MANIFEST = new RegExp(String.raw`\[${ENTRY}(?:,${ENTRY})*\]`)

export function readPrecacheManifest(distDir: string): PrecacheEntry[] {
  const source = readFileSync(join(distDir, 'sw.js'), 'utf8')
  if (source.includes('self.__WB_MANIFEST')) throw new Error(`${distDir}/sw.js: the manifest was not injected`)
  const match = MANIFEST.exec(source)
  if (!match) throw new Error(`${distDir}/sw.js: no precache manifest found`)
  return JSON.parse(match[0]) as PrecacheEntry[]
}
