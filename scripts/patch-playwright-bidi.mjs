/**
 * Lets Playwright drive Debian's Firefox ESR over WebDriver BiDi (docs/testing.md (Firefox),
 * docs/decisions/0087-firefox-over-bidi.md).
 *
 * Playwright 1.65.1 sends `emulation.setMediaFeaturesOverride` on every new page and browser
 * context; Firefox ESR 153 does not know that command, so every test would fail with "unknown
 * command" before it starts. This turns those two calls into `sendMayFail` (the error is logged to
 * Playwright's debug log and ignored), which only costs the `colorScheme` emulation the tests never
 * use in Firefox.
 *
 * Version-pinned: it patches only the playwright-core version it knows, and otherwise says so and
 * changes nothing. Idempotent: a second run finds the patch in place and does nothing. The file is
 * replaced (written beside it, then renamed), never edited in place, so a node_modules that shares
 * its files with other checkouts through hard links keeps their copies as they are.
 *
 * Runs after `npm ci`/`npm install` (the `postinstall` script) and before the Firefox suite
 * (playwright.config.ts's global setup). Remove it, the `postinstall` line and the global
 * setup once Debian's firefox-esr has `emulation.setMediaFeaturesOverride`, or when Playwright is
 * upgraded to a version that tolerates its absence.
 *
 *   node scripts/patch-playwright-bidi.mjs           apply (or confirm) the patch
 */
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const KNOWN_VERSION = '1.65.1'
const COMMAND = '"emulation.setMediaFeaturesOverride"'
const UNPATCHED = `.send(${COMMAND}`
const PATCHED = `.sendMayFail(${COMMAND}`
/** The page's and the browser context's call (lib/coreBundle.js in 1.65.1). */
const CALLS = 2

const say = (message) => console.log(`patch-playwright-bidi: ${message}`)
const count = (text, needle) => text.split(needle).length - 1

/** Applies the patch, or says why not; throws only on a write error. */
export function patchPlaywrightBidi() {
  const require = createRequire(import.meta.url)
  let root
  try {
    root = dirname(require.resolve('playwright-core/package.json'))
  } catch {
    say('playwright-core is not installed; nothing to patch.')
    return
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  if (version !== KNOWN_VERSION) {
    say(
      `playwright-core is ${version}, the patch knows ${KNOWN_VERSION}; left as it is. ` +
        'Check whether Firefox ESR still needs it (see the comment in this script).',
    )
    return
  }
  const file = join(root, 'lib', 'coreBundle.js')
  const source = readFileSync(file, 'utf8')
  const unpatched = count(source, UNPATCHED)
  const patched = count(source, PATCHED)
  // Already patched (a second run).
  if (unpatched === 0 && patched === CALLS) return
  if (unpatched + patched !== CALLS) {
    say(`expected ${CALLS} calls of ${COMMAND} in ${file}, found ${unpatched + patched}; left as it is.`)
    return
  }
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, source.replaceAll(UNPATCHED, PATCHED))
  chmodSync(temporary, statSync(file).mode)
  renameSync(temporary, file)
  say(`${COMMAND} may now fail in playwright-core ${version} (Firefox ESR lacks it).`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) patchPlaywrightBidi()
