/**
 * Switches for the mock backend: response latency, and failure injection for demos and tests
 * (docs/architecture.md (Demo mode)). The browser setup sets them from localStorage `demo:fail` / `demo:latency`.
 */
export type FailureMode = 'none' | 'server-error' | 'network' | 'slow'

export const mockConfig: { latencyMs: number; failure: FailureMode; slowMs: number } = {
  latencyMs: 0,
  failure: 'none',
  slowMs: 4000,
}

export const FAILURE_MODES: readonly FailureMode[] = ['none', 'server-error', 'network', 'slow']

export function parseFailureMode(value: string | null): FailureMode {
  return FAILURE_MODES.find((mode) => mode === value) ?? 'none'
}
