import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { whenStyled } from '~/components/after-hydration'
import { siteDataBlocked, tabStore } from '~/lib/storage'
import { useHydrated } from '~/lib/use-hydrated'
import { notInRealBackendBuilds } from './demo-backend'
import { scenarioIsOn, subscribeScenario } from './scenario-signal'
import './demo.css'
import { SEEDED_ACCOUNT } from '~mocks/seed.mjs'

const DISMISSED_KEY = 'demo:banner-dismissed'

export const DEMO_ACCOUNTS_FOR_THIS_TAB =
  'Your browser blocks this site from saving data, so demo accounts and logins last only until you close this tab.'

// The inbox dialog and the controls panel load on first use, the scenario badge when a scenario
// is on: not with every page, and never in a real-backend build (see loadDemoBackend).
const DemoInboxDialog = /* @__PURE__ */ lazy(() =>
  import.meta.env.VITE_API_BASE_URL ? notInRealBackendBuilds() : import('./demo-inbox-dialog').then(whenStyled),
)
const loadControls = () =>
  import.meta.env.VITE_API_BASE_URL ? notInRealBackendBuilds() : import('./demo-controls').then(whenStyled)
const DemoControls = /* @__PURE__ */ lazy(loadControls)
const ScenarioBadge = /* @__PURE__ */ lazy(() =>
  loadControls().then(({ ScenarioBadge }) => ({ default: ScenarioBadge })),
)

/**
 * Demo mode's slim banner (docs/architecture.md (Demo mode)) with the seeded account for sales demos, and the
 * "Demo inbox" and "Demo controls" buttons and the active scenario, which stay after the banner is dismissed.
 */
export function DemoBanner() {
  // Visible on the server and while hydrating (no mismatch); afterwards storage decides.
  const hydrated = useHydrated()
  const [dismissedNow, setDismissed] = useState(false)
  const dismissed = dismissedNow || (hydrated && tabStore.get(DISMISSED_KEY) === '1')
  // The demo backend keeps its accounts in memory where the browser blocks site data (mocks/db.ts).
  const forThisTab = hydrated && siteDataBlocked()
  const [inbox, setInbox] = useState(false)
  const [controls, setControls] = useState(false)
  const scenarioOn = useSyncExternalStore(subscribeScenario, scenarioIsOn, () => false)

  const dismiss = () => {
    tabStore.set(DISMISSED_KEY, '1')
    setDismissed(true)
  }

  return (
    <aside className={`demo-banner${dismissed ? ' demo-banner--slim' : ''}`} aria-label="Demo mode">
      <div className="container row demo-banner__inner">
        {!dismissed && (
          <p className="demo-banner__text">
            <strong>Demo mode — no data leaves this device.</strong>{' '}
            <span>
              Try <code>{SEEDED_ACCOUNT.email}</code> / <code>{SEEDED_ACCOUNT.password}</code>
              <span className="demo-banner__hint">, or register and open the demo inbox</span>.
            </span>
            {forThisTab && <span className="demo-banner__tab"> {DEMO_ACCOUNTS_FOR_THIS_TAB}</span>}
          </p>
        )}
        <div className="row demo-banner__actions">
          {scenarioOn && (
            <Suspense fallback={null}>
              <ScenarioBadge />
            </Suspense>
          )}
          {/* These two, clicked before hydration, open once the app is live (`data-replay`, src/boot.ts). */}
          <button
            type="button"
            className="btn btn--gold demo-banner__btn"
            data-replay="demo-inbox"
            onClick={() => setInbox(true)}
            aria-haspopup="dialog"
          >
            Demo inbox
          </button>
          {inbox && (
            <Suspense fallback={null}>
              <DemoInboxDialog onClose={() => setInbox(false)} />
            </Suspense>
          )}
          <button
            type="button"
            className="btn btn--ghost demo-banner__btn"
            data-replay="demo-controls"
            aria-expanded={controls}
            aria-controls={controls ? 'demo-controls' : undefined}
            onClick={() => setControls(!controls)}
          >
            Demo controls
          </button>
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
      {controls && (
        <Suspense fallback={null}>
          <DemoControls onClose={() => setControls(false)} />
        </Suspense>
      )}
    </aside>
  )
}
