/**
 * The Chromium the suites drive, and the flags it needs (no background connections, no QUIC): the
 * full browser for the benchmark, the screenshots and what only it does (installing the app, a
 * profile's settings), and the lighter headless shell for everything else. Each is CHROMIUM_PATH
 * when set, else Debian's where it is installed, else Playwright's own (`npx playwright install chromium`).
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  process.env.CHROME_PATH ||
  (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : chromium.executablePath())

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
/** Undefined: Playwright's own headless shell. */
export const CHROMIUM_SHELL_PATH =
  process.env.CHROMIUM_PATH || (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : undefined)

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
