/**
 * Debian's Chromium and the flags it needs on this network (no background connections, no QUIC),
 * shared by Playwright, the benchmark and the screenshot generator. Never a downloaded browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
