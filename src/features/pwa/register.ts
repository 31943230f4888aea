/**
 * Registers the service worker with workbox-window (loaded lazily, production builds only) and
 * turns its lifecycle into user-facing events. Updates are never applied without consent
 * (docs/architecture.md (Offline)): a waiting worker is only told to SKIP_WAITING when the user accepts, and
 * the page reloads once the new worker controls it. The prompt names the waiting version, which
 * the worker reports itself (GET_VERSION). The assessment autosaves every answer
 * (src/features/assessment/progress-store.ts), so that reload loses nothing.
 */
import { messageSW, Workbox } from 'workbox-window'
import { reloadOncePerBurst } from './pwa-store'
import { GET_VERSION, SW_TRUSTED_TYPES_POLICY, SW_URL } from './sw-routing'

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
  /**
   * A new version is installed and waiting; `accept` activates it and reloads. `version` is the
   * waiting build's version, or undefined when it did not say (a build from before it could).
   */
  onUpdateWaiting: (accept: () => void, version: string | undefined) => void
  /** The first worker finished precaching: the site now works offline. */
  onOfflineReady: () => void
}

/** How often an open tab asks the server for a new worker (on becoming visible again). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** When the page last reloaded into an update (sessionStorage): at most one such reload per burst. */
export const UPDATE_RELOAD_KEY = 'pwa:update-reload'

/** Asks a worker for its build's version; undefined if it does not answer within a second. */
export async function workerVersion(sw: ServiceWorker, timeoutMs = 1000): Promise<string | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs, undefined))
  const answer: unknown = await Promise.race([messageSW(sw, { type: GET_VERSION }), timeout]).catch(() => undefined)
  return typeof answer === 'string' && answer !== '' ? answer : undefined
}

export async function registerServiceWorker(handlers: LifecycleHandlers): Promise<Workbox> {
  const wb = new Workbox(serviceWorkerScriptUrl(), { scope: '/' })

  // Once the accepted worker controls the page, reload into its version, once. Workbox reports it
  // as `controlling`; Safari may switch the controller without that event for this registration,
  // so the browser's own `controllerchange` counts too. Whichever comes first reloads; a reload
  // for an update in the last few seconds (this tab: the other event, or the page after the
  // reload) means the page already is the new version, so no second one: no reload loop, whatever
  // the browser fires after it.
  const reloadIntoUpdate = () => reloadOncePerBurst(UPDATE_RELOAD_KEY)

  const accept = () => {
    wb.addEventListener('controlling', reloadIntoUpdate)
    navigator.serviceWorker.addEventListener('controllerchange', reloadIntoUpdate)
    wb.messageSkipWaiting()
  }

  wb.addEventListener('waiting', async (event) => {
    handlers.onUpdateWaiting(accept, event.sw ? await workerVersion(event.sw) : undefined)
  })
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
