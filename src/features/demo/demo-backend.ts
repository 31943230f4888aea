/** Loads the in-page mock backend (a chunk of its own, fetched only in demo builds). */
import { apiBaseUrl } from '~/lib/api-config'
import { holdRequestsUntil } from '~/lib/request-gate'

/**
 * The dynamic imports of the demo UI test `import.meta.env.VITE_API_BASE_URL` right where they
 * import: a real-backend build then contains neither them nor the chunks they load. The bundler
 * emits a dynamic import's chunk even when the code around it is dropped for `isDemoMode` being
 * false (src/lib/api-config.ts); only a condition it can read in the same module keeps it out.
 */
export const notInRealBackendBuilds = () => Promise.reject(new Error('The demo UI is not part of a real-backend build'))

const loadDemoBackend = () => (import.meta.env.VITE_API_BASE_URL ? notInRealBackendBuilds() : import('~mocks/browser'))

/**
 * The mock backend, listening (docs/architecture.md (Demo mode)). The app starts it on account
 * screens (src/main.tsx), the demo UI on any page: until it has started, its database is not yet
 * tied to IndexedDB — reading or changing it then would act on a blank copy. API requests wait
 * until it listens.
 */
export function demoBackend(): Promise<Awaited<ReturnType<typeof loadDemoBackend>>> {
  const ready = loadDemoBackend().then((backend) => {
    backend.startDemoBackend(apiBaseUrl)
    return backend
  })
  holdRequestsUntil(ready)
  return ready
}
