/** Loads the in-page mock backend (a chunk of its own, fetched only in demo builds). */
import { apiBaseUrl } from '~/lib/api-config'

/**
 * The dynamic imports of the demo UI test `import.meta.env.VITE_API_BASE_URL` right where they
 * import: a real-backend build then contains neither them nor the chunks they load. The bundler
 * emits a dynamic import's chunk even when the code around it is dropped for `isDemoMode` being
 * false (src/lib/api-config.ts); only a condition it can read in the same module keeps it out.
 */
export const NOT_IN_REAL_BACKEND_BUILDS = 'The demo UI is not part of a real-backend build'

export const loadDemoBackend = () =>
  import.meta.env.VITE_API_BASE_URL ? Promise.reject(new Error(NOT_IN_REAL_BACKEND_BUILDS)) : import('~mocks/browser')

export async function startDemoBackend(): Promise<void> {
  const backend = await loadDemoBackend()
  backend.startDemoBackend(apiBaseUrl)
}
