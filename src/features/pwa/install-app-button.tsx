import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { offersIosInstallSteps } from './ios-install'
import { pwaStore } from './pwa-store'

// Only a visitor on iPhone or iPad who asks for the steps downloads them.
const IosInstallDialog = lazy(() => import('./ios-install-dialog'))

/**
 * "Install app": where the browser offered installation (beforeinstallprompt, kept by
 * PwaLifecycle), its own prompt; in Safari on iPhone and iPad, which never offers one, the steps
 * to add the site to the Home Screen — unless the site already runs as the installed app.
 */
export function InstallAppButton() {
  const { installPrompt } = useSyncExternalStore(pwaStore.subscribe, pwaStore.get, pwaStore.getServer)
  // Rendered only in the browser, after hydration (src/features/pwa/pwa-extras.tsx).
  const [iosSteps] = useState(offersIosInstallSteps)
  const [stepsOpen, setStepsOpen] = useState(false)

  if (!installPrompt && !iosSteps) return null
  const install = async () => {
    // Safari on iPhone and iPad: the steps instead.
    if (!installPrompt) {
      setStepsOpen(true)
      return
    }
    await installPrompt.prompt()
    await installPrompt.userChoice.catch(() => undefined)
    // A prompt can be shown once; the browser fires beforeinstallprompt again if it may be offered anew.
    pwaStore.set({ installPrompt: null })
  }
  return (
    <>
      <button
        type="button"
        className="pwa-install btn btn--ghost"
        aria-haspopup={installPrompt ? undefined : 'dialog'}
        onClick={() => void install()}
      >
        Install app
      </button>
      {!installPrompt && stepsOpen && (
        <Suspense fallback={null}>
          <IosInstallDialog onClose={() => setStepsOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
