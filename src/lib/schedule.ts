/**
 * When work that can wait runs: the one home of the app's scheduling helpers, each with one
 * fallback for browsers without requestIdleCallback (Safari).
 */

/** The longest an idle wait lasts: a page that is never idle still gets there. */
export const IDLE_TIMEOUT_MS = 2000
/** Where requestIdleCallback is missing: one short timer stands in for the idle moment. */
const NO_IDLE_CALLBACK_DELAY_MS = 200

/** Runs `callback` in the main thread's next idle moment (at most IDLE_TIMEOUT_MS away); returns the cancel. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS)
  return () => window.clearTimeout(handle)
}

let pageIdle: Promise<void> | undefined

/**
 * Resolves once the page has loaded (the `load` event: its HTML, stylesheet, poster images) and
 * the main thread then has an idle moment: the turn of work that can wait, such as starting a
 * background video. One promise per page load: everything that waits for it starts together.
 */
export function whenPageIdle(): Promise<void> {
  pageIdle ??= new Promise<void>((resolve) => {
    const afterLoad = () => void whenIdle(resolve)
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
  })
  return pageIdle
}

/** Tests only: forget the memoised page-idle promise. */
export function resetPageIdleForTests(): void {
  pageIdle = undefined
}
