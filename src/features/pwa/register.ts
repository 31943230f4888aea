/**
 * Registers the service worker with workbox-window (loaded lazily, production builds only) and
 * turns its lifecycle into user-facing events. Updates are never applied without consent
 * (docs/architecture.md (Offline)): a waiting worker is only told to SKIP_WAITING when the user accepts, and
 * the page reloads once the new worker controls it. The assessment autosaves every answer
 * (src/features/assessment/progress-store.ts), so that reload loses nothing.
 */
import { Workbox } from 'workbox-window'
import { SW_TRUSTED_TYPES_POLICY, SW_URL } from './sw-routing'

type ScriptUrl = ConstructorParameters<typeof Workbox>[0]
type TrustedTypesFactory = {
  createPolicy: (
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ) => { createScriptURL: (input: string) => ScriptUrl }
}

let policy: ReturnType<TrustedTypesFactory['createPolicy']> | undefined

/**
 * The worker's script URL. Under the site's CSP (`require-trusted-types-for 'script'`,
 * scripts/security-headers.ts) `serviceWorker.register()` only takes a TrustedScriptURL: the one
 * allowed policy vouches for SW_URL and nothing else. Without Trusted Types, the plain string.
 */
export function serviceWorkerScriptUrl(
  factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes,
): ScriptUrl {
  if (!factory) return SW_URL
  // Created once per document: the CSP allows no duplicate policy names.
  policy ??= factory.createPolicy(SW_TRUSTED_TYPES_POLICY, {
    createScriptURL: (input) => {
      if (input !== SW_URL) throw new TypeError(`Trusted Types: ${input} is not the service worker`)
      return input
    },
  })
  return policy.createScriptURL(SW_URL)
}

export type LifecycleHandlers = {
  /** A new version is installed and waiting; `accept` activates it and reloads. */
  onUpdateWaiting: (accept: () => void) => void
  /** The first worker finished precaching: the site now works offline. */
  onOfflineReady: () => void
}

/** How often an open tab asks the server for a new worker (on becoming visible again). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

export async function registerServiceWorker(handlers: LifecycleHandlers): Promise<Workbox> {
  const wb = new Workbox(serviceWorkerScriptUrl(), { scope: '/' })
  let reloading = false

  const accept = () => {
    wb.addEventListener('controlling', () => {
      if (reloading) return
      reloading = true
      window.location.reload()
    })
    wb.messageSkipWaiting()
  }

  wb.addEventListener('waiting', () => handlers.onUpdateWaiting(accept))
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) handlers.onOfflineReady()
  })

  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return
    lastCheck = Date.now()
    void wb.update()
  })

  await wb.register()
  return wb
}
