import { useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { keepsResultsOnDevice } from '~/lib/keep-on-device'
import { sessionStore } from '~/lib/session'

/** What the logout step needs of the learner's data on this device (the assessment feature's, loaded on demand). */
export type LogoutDeviceData = {
  attemptCount: (email: string) => Promise<number>
  downloadLearnerData: (email: string) => Promise<{ ok: boolean; text: string }>
}

export type LogoutButtonProps = {
  /** The logged-in learner; null once logged out (the question about their data may still be open). */
  email: string | null
  className?: string
  loadDeviceData: () => Promise<LogoutDeviceData>
  /** Called as soon as the session has ended. */
  onLoggedOut: () => void
}

/**
 * Logout (docs/decisions/0033-what-logout-removes.md). The session ends at once. The learner's results
 * are removed from this device unless they chose to keep them; when that would remove finished
 * attempts, they are first asked, with the learner data file to download, so nothing is lost by
 * surprise. A page closed before they answer removes them at its next start.
 */
export function LogoutButton({ email, className, loadDeviceData, onLoggedOut }: LogoutButtonProps) {
  const removeRef = useRef<HTMLButtonElement>(null)
  const deviceData = useRef<LogoutDeviceData | null>(null)
  // Whose results the open question is about, and how many attempts they are.
  const [asking, setAsking] = useState<{ email: string; count: number } | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  const logOut = async (learner: string) => {
    const keep = keepsResultsOnDevice(learner)
    sessionStore.logout('logout', { askFirst: !keep })
    onLoggedOut()
    if (keep) return
    // Where the history cannot load (a chunk that failed), the results are removed without asking.
    deviceData.current = await loadDeviceData().catch(() => null)
    const count = (await deviceData.current?.attemptCount(learner).catch(() => 0)) ?? 0
    if (count === 0) return sessionStore.settleRemoval(learner, false)
    setMessage(null)
    setAsking({ email: learner, count })
  }

  const answer = (keep: boolean) => {
    if (!asking) return
    void sessionStore.settleRemoval(asking.email, keep)
    setAsking(null)
  }

  const download = async () => {
    const result = asking && (await deviceData.current?.downloadLearnerData(asking.email))
    if (result) setMessage(result)
  }

  const attempts = asking?.count === 1 ? '1 finished assessment' : `${asking?.count} finished assessments`
  return (
    <>
      {email !== null && (
        <button type="button" className={className} onClick={() => void logOut(email)}>
          Logout
        </button>
      )}
      {asking &&
        // In the page's body: the header's menu, where the button is, closes on logout.
        createPortal(
          <dialog
            ref={(dialog) => {
              if (!dialog || dialog.open) return
              dialog.showModal()
              // The default answer, what logging out does, has the focus.
              removeRef.current?.focus()
            }}
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            // Closed without an answer (Escape): what logging out does, remove them.
            onCancel={() => answer(false)}
          >
            <h2 id={titleId}>Keep your results on this device?</h2>
            <p id={descriptionId}>
              You are logged out. This browser still keeps {attempts} of yours with your answers, and your target role.
              Unless you keep them here, they are removed now, so the next person to use this device cannot see them.
              Download your data to keep a copy.
            </p>
            <p>
              <button type="button" className="btn btn--ghost" onClick={() => void download()}>
                Download my data
              </button>
            </p>
            <div role="status">{message?.ok && <p className="alert alert--success">{message.text}</p>}</div>
            <div role="alert">{message && !message.ok && <p className="alert alert--error">{message.text}</p>}</div>
            <div className="btn-row">
              <button type="button" className="btn btn--ghost" onClick={() => answer(true)}>
                Keep on this device
              </button>
              <button ref={removeRef} type="button" className="btn" onClick={() => answer(false)}>
                Remove from this device
              </button>
            </div>
          </dialog>,
          document.body,
        )}
    </>
  )
}
