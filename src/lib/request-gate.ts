/**
 * Demo mode: API requests wait until the in-page mock backend is listening. A module of its own
 * so the app's entry can set the gate without loading the HTTP client (redaxios) on every page.
 */
let ready: Promise<unknown> = Promise.resolve()

/** Holds every API request until `promise` settles (a failed start releases them too). */
export function holdRequestsUntil(promise: Promise<unknown>): void {
  ready = promise.catch(() => undefined)
}

export function requestsReady(): Promise<unknown> {
  return ready
}
