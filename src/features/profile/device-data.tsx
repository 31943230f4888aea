import { Link } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { paths } from '~/lib/paths'
import { keepsResultsOnDevice, setKeepResultsOnDevice } from '~/lib/keep-on-device'
import { removeTargetRole } from '~/lib/target-role'

export type DeviceDataProps = {
  email: string
  /** Deletes the user's saved assessment progress and attempt history (the assessment feature owns both stores). */
  removeAssessmentData: (email: string) => Promise<void>
  /** Called as the target role is removed, so the page stops showing (and re-storing) it. */
  onTargetRoleRemoved: () => void
  /**
   * Demo mode only (docs/architecture.md (Demo mode)): clears the demo backend's accounts on this device (their
   * password hashes, sessions and mails) and logs out. Absent, the dialog does not offer it.
   */
  clearDemoAccounts?: () => Promise<void>
}

/** What "Remove" did: said in the status region when it worked, in the alert region when part of it failed. */
const OUTCOMES = {
  removed:
    'Removed from this device: your saved assessment progress, your assessment history with all your answers, your target role, your saved courses and the courses you marked done. You are still logged in.',
  'demo-failed':
    'Your data was removed, but the demo accounts could not be cleared: this browser did not allow access to its storage. Clearing this site’s data in your browser settings removes them.',
  'progress-failed':
    'Your target role was removed, but your saved assessment progress and history could not be: this browser did not allow access to its storage. Clearing this site’s data in your browser settings removes it.',
} as const

type Outcome = keyof typeof OUTCOMES | null

/**
 * "Your data on this device" (docs/product.md (Session and storage)): what this browser keeps for
 * the learner, the choice to keep it after logout (removed by default: a device may be shared), and
 * a confirmed way to delete it now. The cookie policy lists every entry.
 */
export function DeviceData({ email, removeAssessmentData, onTargetRoleRemoved, clearDemoAccounts }: DeviceDataProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const [alsoDemoAccounts, setAlsoDemoAccounts] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [keep, setKeep] = useState(() => keepsResultsOnDevice(email))
  const keepHintId = useId()
  const headingId = useId()
  const titleId = useId()
  const descriptionId = useId()

  const remove = async () => {
    setBusy(true)
    setOutcome(null)
    // The localStorage entry goes at once, its IndexedDB copy when the promise settles; the page
    // is told in the same tick, before it could render (and store again) the role it still holds.
    const roleRemoved = removeTargetRole(email)
    onTargetRoleRemoved()
    await roleRemoved
    let result: Outcome = await removeAssessmentData(email).then(
      () => 'removed',
      () => 'progress-failed',
    )
    if (result === 'removed' && alsoDemoAccounts && clearDemoAccounts) {
      result = await clearDemoAccounts().then(
        () => 'removed',
        () => 'demo-failed',
      )
    }
    setBusy(false)
    setOutcome(result)
    dialogRef.current?.close()
  }

  return (
    <section className="card profile__device" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading-xl">
        Your data on this device
      </h2>
      <p>
        This browser keeps your assessment progress and the history of your finished attempts — your answers, including
        anything you typed — and your target role, so you can continue where you left off. Logging out removes them, so
        the next person to use this browser cannot see them, unless you keep them here.{' '}
        <Link to={paths.cookies}>What is stored, and when it is removed</Link>
      </p>
      <p className="profile__keep">
        <label>
          <input
            type="checkbox"
            checked={keep}
            aria-describedby={keepHintId}
            onChange={(event) => {
              setKeepResultsOnDevice(email, event.target.checked)
              setKeep(event.target.checked)
            }}
          />{' '}
          Keep my results on this device
        </label>
        <span id={keepHintId} className="muted">
          {' '}
          For your own phone or computer: your history stays here after you log out, and you can retake the assessment
          offline. Leave it off on a shared device.
        </span>
      </p>
      <p>
        Removing your data now deletes it from this device, copies included; your account stays as it is and you stay
        logged in.
      </p>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          dialogRef.current?.showModal()
          // The safe choice takes the focus, not the demo checkbox above it.
          cancelRef.current?.focus()
        }}
      >
        Remove my data from this device
      </button>
      <div role="status">{outcome === 'removed' && <p className="alert alert--success">{OUTCOMES.removed}</p>}</div>
      <div role="alert">
        {outcome && outcome !== 'removed' && <p className="alert alert--error">{OUTCOMES[outcome]}</p>}
      </div>

      <dialog ref={dialogRef} className="profile__confirm" aria-labelledby={titleId} aria-describedby={descriptionId}>
        <h2 id={titleId} className="heading-xl">
          Remove your data from this device?
        </h2>
        <p id={descriptionId}>
          This deletes your saved assessment progress, your assessment history with all your answers, your target role,
          your saved courses and the courses you marked done from this browser. It cannot be undone: download your data
          first if you want to keep it. Your account is not affected.
        </p>
        {clearDemoAccounts && (
          <label className="profile__confirm-demo">
            <input
              type="checkbox"
              checked={alsoDemoAccounts}
              onChange={(event) => setAlsoDemoAccounts(event.target.checked)}
            />{' '}
            Also clear the demo accounts on this device: every account registered in this demo, with its password hash,
            sessions and mails. You will be logged out.
          </label>
        )}
        <div className="btn-row">
          <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
          <button type="button" className="btn profile__confirm-remove" disabled={busy} onClick={() => void remove()}>
            {busy ? 'Removing…' : 'Remove'}
          </button>
        </div>
      </dialog>
    </section>
  )
}
