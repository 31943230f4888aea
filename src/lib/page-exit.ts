/**
 * Loads that may be cut short by the visitor leaving the page. Firefox aborts a page's pending
 * requests, dynamic imports included, as soon as the next page starts loading, and rejects them
 * while the old page is still on screen: a chunk that "failed" then is no error of the page's. A
 * load wrapped here that fails while the page is being left never settles instead (the page is
 * going away; its error screen or a reload would only get in the visitor's way).
 *
 * The `beforeunload` listener that tells is on only while such a load is pending: Firefox keeps no
 * page with that listener in its back/forward cache.
 */

/** How long after `beforeunload` the page counts as being left (a navigation may then be cancelled). */
const LEAVING_WINDOW_MS = 10_000

let pending = 0
let leavingSince = Number.NEGATIVE_INFINITY

const onBeforeUnload = () => {
  leavingSince = Date.now()
}

/** Whether the visitor started leaving the page while a wrapped load was pending, moments ago. */
export const isLeavingPage = () => Date.now() - leavingSince < LEAVING_WINDOW_MS

/** Runs `load`; if it fails while the page is being left, the returned promise never settles. */
export function unlessLeaving<T>(load: () => Promise<T>): Promise<T> {
  if (pending++ === 0) window.addEventListener('beforeunload', onBeforeUnload)
  const settled = () => {
    if (--pending === 0) window.removeEventListener('beforeunload', onBeforeUnload)
  }
  return load().then(
    (value) => {
      settled()
      return value
    },
    (error: unknown) => {
      settled()
      return isLeavingPage() ? new Promise<T>(() => {}) : Promise.reject(error)
    },
  )
}
