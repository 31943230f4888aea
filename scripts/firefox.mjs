/**
 * Debian's Firefox ESR, driven by Playwright over WebDriver BiDi (the `moz-firefox` channel), shared
 * by the Firefox e2e config and any spec that launches its own Firefox (a persistent context with
 * `firefoxUserPrefs`). Never a downloaded browser; FIREFOX_PATH points elsewhere.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'

/** Playwright's channel for a stock Firefox over WebDriver BiDi (not its patched Juggler build). */
export const FIREFOX_CHANNEL = 'moz-firefox'
