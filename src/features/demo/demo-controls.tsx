import { useNavigate, useRouter } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { sessionStore } from '~/lib/session'
import { localStore } from '~/lib/storage'
import { notify } from '~/lib/toast'
import { DEFAULT_SCENARIO, DEMO_SWITCH_SCENARIOS, scenarioById } from '~mocks/scenarios'
import { demoBackend } from './demo-backend'
import { signInAsSeededLearner } from './demo-sign-in'
import { setScenario, useScenario } from './scenario'
import { loadStylesheets } from '~/lib/stylesheet'
import panelStyles from './demo-panels.css?url'

export const RESET_DONE =
  'Demo data reset: only the seeded account is left, with no mails, sessions or lockouts. You are logged out and the scenario is Normal.'

/** Its own stylesheets: loaded with the module, waited for before it renders (lib/stylesheet.ts). */
export const ready = loadStylesheets(panelStyles)

/**
 * "Demo controls" (docs/architecture.md (Demo mode)): the backend scenario, a one-click sign-in as
 * the seeded learner and a reset of the demo data, for sales demos without a console. Loaded on
 * first use from the demo banner, below which it opens as a disclosure. `onClose` closes the panel
 * (after the sign-in, which leaves for the profile).
 */
export default function DemoControls({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const router = useRouter()
  const scenario = useScenario()
  const confirmRef = useRef<HTMLDialogElement>(null)
  const ids = useId()
  const [signingIn, setSigningIn] = useState(false)
  const [signInError, setSignInError] = useState<string | null>(null)
  const [resetStatus, setResetStatus] = useState('')

  const signInAsLearner = async () => {
    if (signingIn) return
    setSigningIn(true)
    setSignInError(null)
    setResetStatus('')
    try {
      const backend = await demoBackend()
      const { token, user, message } = await signInAsSeededLearner(backend.SEEDED_ACCOUNT)
      sessionStore.login(token, user)
      void notify('success', message)
      onClose()
      await navigate({ to: '/profile/$email', params: { email: user.email } })
    } catch (error) {
      setSignInError(error instanceof Error && error.message ? error.message : 'Sign-in failed')
      setSigningIn(false)
    }
  }

  const reset = async () => {
    setSignInError(null)
    setResetStatus('')
    try {
      const backend = await demoBackend()
      await backend.resetDb()
      // Demo-only switches: every localStorage key of the demo (`demo:fail` today).
      for (const key of localStore.keys()) if (key.startsWith('demo:')) localStore.remove(key)
      setScenario(DEFAULT_SCENARIO)
      const wasLoggedIn = sessionStore.getSnapshot().status === 'loggedIn'
      sessionStore.logout()
      // A protected page (profile, assessment) is left for the login screen by its own guard.
      if (wasLoggedIn) await router.invalidate()
      setResetStatus(RESET_DONE)
    } catch {
      setResetStatus('The demo data could not be reset. Reload the page and try again.')
    }
  }

  return (
    // The id is the one the banner's "Demo controls" button controls (kept literal there: a value
    // imported from here would pull this lazy panel into every page).
    <section id="demo-controls" className="demo-controls" aria-labelledby={`${ids}title`}>
      <div className="container tags demo-controls__inner">
        <h2 id={`${ids}title`} className="demo-controls__title">
          Demo controls
        </h2>

        <fieldset className="demo-controls__group" aria-describedby={`${ids}scenario-hint`}>
          <legend>Backend scenario</legend>
          <p className="demo-controls__hint" id={`${ids}scenario-hint`}>
            Applies from the next request and stays on after a reload.
          </p>
          <div className="tags demo-controls__options">
            {DEMO_SWITCH_SCENARIOS.map((id) => (
              <label key={id} className="control demo-controls__option">
                <input
                  type="radio"
                  name={`${ids}scenario`}
                  value={id}
                  checked={scenario === id}
                  onChange={() => setScenario(id)}
                />
                {scenarioById(id).label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="demo-controls__group">
          {/* aria-disabled, not disabled: the button keeps the focus while the call runs. */}
          <button type="button" className="btn" onClick={() => void signInAsLearner()} aria-disabled={signingIn}>
            {signingIn ? 'Signing in...' : 'Sign in as the demo learner'}
          </button>
          <p className="demo-controls__hint">Logs in with the seeded account and opens its profile.</p>
          {signInError && (
            <p className="alert alert--error" role="alert">
              {signInError}
            </p>
          )}
        </div>

        <div className="demo-controls__group">
          <button
            type="button"
            className="btn btn--ghost"
            aria-haspopup="dialog"
            onClick={() => confirmRef.current?.showModal()}
          >
            Reset demo data
          </button>
          <p className="demo-controls__status" role="status">
            {resetStatus}
          </p>
        </div>
      </div>

      <dialog
        ref={confirmRef}
        className="demo-confirm"
        aria-labelledby={`${ids}confirm-title`}
        aria-describedby={`${ids}confirm-text`}
      >
        <h2 id={`${ids}confirm-title`}>Reset demo data?</h2>
        <p id={`${ids}confirm-text`}>
          Every account registered in this demo, every mail in the demo inbox and every session is deleted; only the
          seeded account stays, with its original password. You are logged out and the scenario goes back to Normal.
        </p>
        {/* Cancel comes first, so it has the focus when the dialog opens; Escape cancels too. */}
        <div className="btn-row">
          <button type="button" className="btn btn--ghost" onClick={() => confirmRef.current?.close()}>
            Cancel
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              confirmRef.current?.close()
              void reset()
            }}
          >
            Reset demo data
          </button>
        </div>
      </dialog>
    </section>
  )
}

/**
 * "Scenario: Server error" in the demo banner while a failure scenario is on, on every page: a
 * warning sign and words, not colour alone. Here, with the panel, so the banner loads one chunk.
 */
export function ScenarioBadge() {
  const scenario = useScenario()
  if (scenario === DEFAULT_SCENARIO) return null
  return (
    <strong className="demo-banner__scenario">
      <span aria-hidden="true">⚠ </span>Scenario: {scenarioById(scenario).label}
    </strong>
  )
}
