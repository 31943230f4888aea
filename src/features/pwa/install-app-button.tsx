import { useSyncExternalStore } from 'react'
import { pwaStore } from './pwa-store'
import './pwa.css'

/** Shown only once the browser offered installation (beforeinstallprompt, kept by PwaLifecycle). */
export function InstallAppButton() {
  const { installPrompt } = useSyncExternalStore(pwaStore.subscribe, pwaStore.get, pwaStore.getServer)
  if (!installPrompt) return null
  const install = async () => {
    await installPrompt.prompt()
    await installPrompt.userChoice.catch(() => undefined)
    // A prompt can be shown once; the browser fires beforeinstallprompt again if it may be offered anew.
    pwaStore.set({ installPrompt: null })
  }
  return (
    <button type="button" className="pwa-install btn btn--ghost" onClick={() => void install()}>
      Install app
    </button>
  )
}
