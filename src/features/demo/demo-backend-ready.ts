import { apiBaseUrl } from '~/lib/api-config'
import { holdRequestsUntil } from '~/lib/request-gate'
import { loadDemoBackend } from './demo-backend'

/**
 * The mock backend, listening (docs/architecture.md (Demo mode)), for the demo UI on any page: the
 * app starts it only on account screens, and until it has started, its database is not yet tied to
 * IndexedDB — reading or changing it then would act on a blank copy. API requests held until the
 * backend listens go through once it does. (A module of its own: the demo dialogs need it, every
 * page's entry does not.)
 */
export function demoBackend(): Promise<Awaited<ReturnType<typeof loadDemoBackend>>> {
  const ready = loadDemoBackend().then((backend) => {
    backend.startDemoBackend(apiBaseUrl)
    return backend
  })
  holdRequestsUntil(ready)
  return ready
}
