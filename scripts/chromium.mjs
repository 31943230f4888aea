/**
 * The Chromium the suites drive, and the flags it needs (no background connections, no QUIC): the
 * full browser for the benchmark, the screenshots and what only it does (installing the app, a
 * profile's settings), and the lighter headless shell for everything else. Each is CHROMIUM_PATH
 * when set, else Debian's where it is installed, else Playwright's own (`npx playwright install chromium`).
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
/** Another Chromium or Chrome, for both roles. */
const chosen = process.env.CHROMIUM_PATH || process.env.CHROME_PATH

export const CHROMIUM_PATH = chosen || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : chromium.executablePath())

/** Undefined: Playwright's own headless shell. */
export const CHROMIUM_SHELL_PATH = chosen || (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : undefined)

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
