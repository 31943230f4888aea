/**
 * The Chromium the suites drive, and the flags it needs (no background connections, no QUIC), shared
 * by Playwright, the benchmark and the screenshot generator: CHROMIUM_PATH, else Debian's where it is
 * installed, else Playwright's own (`npx playwright install chromium`).
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  process.env.CHROME_PATH ||
  (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : chromium.executablePath())

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
