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
} = {
  latencyMs: 0,
  failure: 'none',
  slowMs: 4000,
  appOrigin: undefined,
}

export const FAILURE_MODES: readonly FailureMode[] = ['none', 'server-error', 'network', 'slow']

/** What the demo controls call each mode (docs/architecture.md (Demo mode)); they list FAILURE_MODES in order. */
export const FAILURE_MODE_LABELS: Readonly<Record<FailureMode, string>> = {
  none: 'Normal',
  'server-error': 'Server error',
  network: 'Offline backend',
  slow: 'Slow backend',
}

/** The localStorage key of the failure mode in demo mode (the browser setup reads it per request). */
export const FAILURE_MODE_KEY = 'demo:fail'

export function parseFailureMode(value: string | null): FailureMode {
  return FAILURE_MODES.find((mode) => mode === value) ?? 'none'
}
