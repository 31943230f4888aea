/**
 * Where "Install app" has to explain itself: Safari on iPhone and iPad never offers an install
 * prompt (no beforeinstallprompt); the site is installed from the Share menu's "Add to Home
 * Screen". Pure functions of what the browser reports, so they can be tested without one.
 */

/** The parts of `navigator` the checks read. */
export type NavigatorFacts = { userAgent: string; maxTouchPoints: number; standalone?: boolean }

/**
 * Safari on iOS or iPadOS. iPadOS Safari asks for desktop sites by default and then reports a Mac
 * user agent: a "Macintosh" with a touch screen is an iPad (no Mac has one). Other browsers on iOS
 * (Chrome, Firefox, Edge, Opera, in-app browsers) name themselves and are left out: their menus differ.
 */
export function isIosSafari({ userAgent, maxTouchPoints }: NavigatorFacts): boolean {
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  if (!ios) return false
  const otherBrowser = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|DuckDuckGo|GSA|FBAN|FBAV|Instagram|Line)\b/.test(
    userAgent,
  )
  return !otherBrowser && /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)
}

/** The site already runs as an installed app (a home-screen launch). */
export function isStandalone(displayModeStandalone: boolean, facts: Pick<NavigatorFacts, 'standalone'>): boolean {
  return displayModeStandalone || facts.standalone === true
}

/** Whether to offer the iOS steps in this browser, now. Browser only (reads navigator and matchMedia). */
export function offersIosInstallSteps(): boolean {
  // `navigator.standalone` exists in Safari on iOS only (true in a home-screen launch).
  const facts: NavigatorFacts = navigator
  return isIosSafari(facts) && !isStandalone(window.matchMedia('(display-mode: standalone)').matches, facts)
}
