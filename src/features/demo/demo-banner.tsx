import { useState } from 'react'
import { useHydrated } from '~/lib/use-hydrated'
import { DemoInbox } from './demo-inbox'
import './demo.css'

const DISMISSED_KEY = 'demo:banner-dismissed'

/**
 * Demo mode's slim banner (docs/architecture.md (Demo mode)) with the seeded account for sales demos, and the
 * "Demo inbox" button that stays available after the banner is dismissed.
 */
export function DemoBanner() {
  // Visible on the server and while hydrating (no mismatch); afterwards storage decides.
  const hydrated = useHydrated()
  const [dismissedNow, setDismissed] = useState(false)
  const dismissed = dismissedNow || (hydrated && sessionStorage.getItem(DISMISSED_KEY) === '1')

  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1')
    setDismissed(true)
  }

  return (
    <aside className={`demo-banner${dismissed ? ' demo-banner--slim' : ''}`} aria-label="Demo mode">
      <div className="container demo-banner__inner">
        {!dismissed && (
          <p className="demo-banner__text">
            <strong>Demo mode — no data leaves this device.</strong>{' '}
            <span>
              Try <code>learner@example.com</code> / <code>reskill-demo-2026</code>
              <span className="demo-banner__hint">, or register and open the demo inbox</span>.
            </span>
          </p>
        )}
        <div className="demo-banner__actions">
          <DemoInbox />
          {!dismissed && (
            <button
              type="button"
              className="demo-banner__dismiss"
              data-replay="demo-dismiss"
              onClick={dismiss}
              aria-label="Dismiss demo notice"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      </div>
    </aside>
  )
}
