import { useEffect, useSyncExternalStore } from 'react'
import { isLeavingPage } from '~/lib/page-exit'
import { whenIdle } from '~/lib/schedule'
import { localStore, siteDataBlocked } from '~/lib/storage'
import { notify } from '~/lib/toast'
import { pwaStore, reloadOncePerBurst, type BeforeInstallPromptEvent } from './pwa-store'

/** Set once the first worker has precached the site, so "Ready to work offline" shows once per browser. */
export const OFFLINE_READY_KEY = 'pwa:offline-ready'
/** When the page last reloaded for a stale chunk (sessionStorage): at most one reload per burst. */
export const PRELOAD_RELOAD_KEY = 'pwa:preload-reload'

/**
 * The PWA's page side, mounted once by the root layout: links the web app manifest and registers
 * the service worker after hydration, when the browser is idle (production builds only: `vite dev`
 * never gets a worker or a manifest),
 * offers a waiting update, announces offline readiness once, and recovers from stale chunks.
 */
export function PwaLifecycle() {
  useEffect(() => {
    const listening = new AbortController()
    const { signal } = listening
    // A deploy removed a chunk this page still refers to: reload once to get the new page and chunks.
    const onPreloadError = (event: Event) => {
      // Firefox and WebKit abort the chunk loads of a page the visitor is leaving and report them as
      // failed: a reload then would cancel the visitor's navigation and keep them here (lib/page-exit.ts).
      if (isLeavingPage()) return
      // Offline the chunk is missing because the network is: a reload would only swap the page for
      // the browser's offline error. Leave the failure to the code that asked for the chunk.
      if (!navigator.onLine) return
      // Just reloaded: the error surfaces.
      if (reloadOncePerBurst(PRELOAD_RELOAD_KEY)) event.preventDefault()
    }
    window.addEventListener('vite:preloadError', onPreloadError, { signal })

    const onInstallPrompt = (event: Event) => {
      // Keep the browser's mini-infobar away; the "Install app" button offers it instead.
      event.preventDefault()
      pwaStore.set({ installPrompt: event as BeforeInstallPromptEvent })
    }
    window.addEventListener('beforeinstallprompt', onInstallPrompt, { signal })
    window.addEventListener('appinstalled', () => pwaStore.set({ installPrompt: null }), { signal })

    const start = () => {
      // A browser that blocks site data refuses the worker too: no registration to fail.
      if (!('serviceWorker' in navigator) || siteDataBlocked()) return
      void import('./register')
        .then(({ registerServiceWorker }) =>
          registerServiceWorker({
            onUpdateWaiting: (accept, version) =>
              pwaStore.set({ acceptUpdate: accept, updateVersion: version ?? null }),
            onOfflineReady: () => {
              if (localStore.get(OFFLINE_READY_KEY)) return
              localStore.set(OFFLINE_READY_KEY, new Date().toISOString())
              void notify('success', 'Ready to work offline: pages you visit and the assessment keep working.')
            },
          }),
        )
        .catch((error: unknown) => console.warn('Service worker registration failed', error))
    }
    const cancelIdle = import.meta.env.PROD ? whenIdle(start) : () => {}

    return () => {
      cancelIdle()
      listening.abort()
    }
  }, [])

  return <UpdatePrompt />
}

/** Offers a waiting update; nothing reloads until the user presses the button. */
function UpdatePrompt() {
  const { acceptUpdate, updateVersion } = useSyncExternalStore(pwaStore.subscribe, pwaStore.get, pwaStore.getServer)
  if (!acceptUpdate) return null
  return (
    <div className="card row pwa-update" role="status">
      <p className="pwa-update__text">
        {updateVersion ? `Version ${updateVersion} is ready.` : 'A new version of the site is available.'} Your answers
        and forms are kept.
      </p>
      <div className="row pwa-update__actions">
        <button type="button" className="btn" onClick={acceptUpdate}>
          Reload to update
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => pwaStore.set({ acceptUpdate: null })}>
          Later
        </button>
      </div>
    </div>
  )
}
