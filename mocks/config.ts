/**
 * Switches for the mock backend: response latency, failure injection for demos and tests
 * (docs/architecture.md (Demo mode)), and the app origin its mails link to. The handlers read only
 * these, never the page: the browser setup sets them from localStorage `demo:fail` and the page's
 * origin, the HTTP server (mocks/http-server.ts) from its environment and admin surface.
 */
export type FailureMode = 'none' | 'server-error' | 'network' | 'slow'

export const mockConfig: {
  latencyMs: number
  failure: FailureMode
  slowMs: number
  /** Origin of the app that mail links open; unset, the origin the request was sent to. */
  appOrigin: string | undefined
  /** Told of an exception a handler threw (the HTTP server logs it); the answer is a plain 500 either way. */
  reportError: ((error: unknown) => void) | undefined
} = {
  latencyMs: 0,
  failure: 'none',
  slowMs: 4000,
  appOrigin: undefined,
  reportError: undefined,
}
