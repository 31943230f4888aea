/**
 * Whether the visitor is leaving the page. Firefox aborts a page's pending requests, dynamic
 * imports included, as soon as the next page starts loading, and rejects them while the old page
 * is still on screen: a chunk that "failed" then is no error of the page's, and the stale-chunk
 * reload (features/pwa/pwa-lifecycle.tsx) would cancel the visitor's navigation.
 *
 * The `beforeunload` listener that tells removes itself as it fires (Firefox keeps no page that
 * still has one in its back/forward cache) and comes back only if the page is still here a while
 * later (the navigation was cancelled, or was a download).
 */

/** How long after `beforeunload` the page counts as being left. */
const LEAVING_WINDOW_MS = 10_000

let leavingSince = Number.NEGATIVE_INFINITY
let watching = false

const onBeforeUnload = () => {
  leavingSince = Date.now()
  window.setTimeout(listen, LEAVING_WINDOW_MS)
}

function listen() {
  if (watching) window.addEventListener('beforeunload', onBeforeUnload, { once: true })
}

/** Starts telling when the page is being left (once, as the app starts: src/main.tsx); returns the stop. */
export function watchPageExit(): () => void {
  watching = true
  listen()
  return () => {
    watching = false
    window.removeEventListener('beforeunload', onBeforeUnload)
  }
}

/** Whether the visitor started leaving the page moments ago. */
export const isLeavingPage = () => Date.now() - leavingSince < LEAVING_WINDOW_MS

/** Runs `load`; if it fails while the page is being left, the returned promise never settles. */
export const unlessLeaving = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch((error: unknown) => (isLeavingPage() ? new Promise<T>(() => {}) : Promise.reject(error)))
