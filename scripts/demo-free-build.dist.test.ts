// @vitest-environment node
/**
 * A real-backend build carries no demo code (docs/architecture.md (Demo mode)): no demo banner, inbox
 * or controls, no mock backend, no seeded password. `isDemoMode` alone does not guarantee it — the
 * bundler emitted the demo chunks (and precached them) while the code that loads them was dropped —
 * so this reads the built files (`npm run test:dist`), after the production-mode e2e project built
 * `dist-prod/` (REAL_BACKEND_DIST_DIR overrides) and `npm run build` built the demo into `dist/`, which
 * must hold every string: proof they are worth looking for.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_SCENARIO_KEY, scenarioById } from '../mocks/scenarios'
import { SEEDED_ACCOUNT } from '../mocks/db'

const root = resolve(import.meta.dirname, '..')
const realBuild = resolve(root, process.env.REAL_BACKEND_DIST_DIR ?? 'dist-prod')
const demoBuild = resolve(root, process.env.DEMO_DIST_DIR ?? 'dist')

/** What only the demo UI and the in-page mock backend say. */
const DEMO_ONLY = [
  'Demo mode — no data leaves this device.',
  'Demo inbox',
  'Demo controls',
  'Reset demo data',
  'Sign in as the demo learner',
  'Scenario: ',
  scenarioById('network').label,
  scenarioById('slow').label,
  DEMO_SCENARIO_KEY,
  SEEDED_ACCOUNT.password,
]

/** The page's HTML and scripts (the service worker included); stylesheets hold only class names. */
function builtText(dir: string): Map<string, string> {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir} holds no build: run \`npm run build\` and the e2e run (it builds dist-prod/) first`)
  }
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(dir, path), readFileSync(path, 'utf8'))
  }
  return files
}

describe('no demo code in a real-backend build', () => {
  it('the demo build holds every demo-only string', () => {
    const text = [...builtText(demoBuild).values()].join('\n')
    for (const needle of DEMO_ONLY) expect(text, `"${needle}" in ${demoBuild}`).toContain(needle)
  })

  it('the real-backend build holds none of them, and no demo or mock-backend chunk', () => {
    const files = builtText(realBuild)
    const found = [...files].flatMap(([file, text]) =>
      DEMO_ONLY.filter((needle) => text.includes(needle)).map((needle) => `${file}: "${needle}"`),
    )
    expect(found).toEqual([])
    // Chunks are named after their first module: src/features/demo/*, mocks/browser.ts.
    const chunks = [...files.keys()].filter((file) => /(^|\/)(demo-[\w-]+|browser)-[\w-]+\.js$/.test(file))
    expect(chunks).toEqual([])
  })
})
