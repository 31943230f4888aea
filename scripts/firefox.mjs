/**
 * The Firefox the cross-engine suite drives: FIREFOX_PATH, else Debian's Firefox ESR where it is
 * installed, both over WebDriver BiDi (the `moz-firefox` channel, patched by
 * scripts/patch-playwright-bidi.mjs); else Playwright's own Firefox (`npx playwright install firefox`).
 */
import { existsSync } from 'node:fs'
import { firefox } from '@playwright/test'

const DEBIAN_FIREFOX = '/usr/bin/firefox-esr'
const stock = process.env.FIREFOX_PATH || (existsSync(DEBIAN_FIREFOX) ? DEBIAN_FIREFOX : null)

export const FIREFOX_PATH = stock ?? firefox.executablePath()

/** Playwright's channel for a stock Firefox over WebDriver BiDi; none for Playwright's own build. */
export const FIREFOX_CHANNEL = stock ? 'moz-firefox' : undefined
