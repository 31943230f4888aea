import { useSyncExternalStore } from 'react'
import './pwa.css'

const EVENTS = ['online', 'offline']

function subscribe(onChange: () => void) {
  for (const type of EVENTS) window.addEventListener(type, onChange)
  return () => EVENTS.forEach((type) => window.removeEventListener(type, onChange))
}

/**
 * Tells the visitor when the browser is offline. The polite live region is always present, so the
 * change is announced; the role=status message inside exists only while offline (an empty status
 * on every page would be noise). Prerendered HTML is rendered "online" and updates after hydration.
 */
export function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    <div className="pwa-offline" aria-live="polite">
      {!online && (
        <p className="pwa-offline__text" role="status">
          You are offline — pages you visited and the assessment keep working.
        </p>
      )}
    </div>
  )
}
