/**
 * Resolves once the page has loaded (the `load` event: its HTML, stylesheet, poster images) and
 * the main thread then has an idle moment: the turn of work that can wait, such as starting a
 * background video. The idle wait is capped (`IDLE_TIMEOUT_MS`), so a page that is never idle
 * still gets there; browsers without requestIdleCallback (Safari) wait for one short timer.
 * One promise per page load: everything that waits for it starts in the same idle callback.
 */
export const IDLE_TIMEOUT_MS = 2000

let idle: Promise<void> | undefined

export function whenPageIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
      } else {
        window.setTimeout(resolve, 200)
      }
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
  })
  return idle
}

/** Tests only: forget the memoised promise. */
export function resetPageIdleForTests(): void {
  idle = undefined
}
