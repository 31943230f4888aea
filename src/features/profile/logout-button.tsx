import { useId, useRef, useState } from 'react'
import { setKeepResultsOnDevice, keepsResultsOnDevice } from '~/lib/keep-on-device'
import { sessionStore } from '~/lib/session'

/** What the logout step needs of the learner's data on this device (the assessment feature's, loaded on demand). */
export type LogoutDeviceData = {
  attemptCount: (email: string) => Promise<number>
  downloadLearnerData: (email: string) => Promise<{ ok: boolean; text: string }>
}

type LogoutButtonProps = {
  email: string
  className?: string
  loadDeviceData: () => Promise<LogoutDeviceData>
  /** Called once the session has ended here. */
  onLoggedOut: () => void
}

/**
 * Logout (docs/decisions/0033-what-logout-removes.md). Logout removes the learner's results from this
 * device unless they chose to keep them; when that would remove finished attempts, it first says so
 * and offers the learner data file, so nothing is lost by surprise.
 */
export function LogoutButton({ email, className, loadDeviceData, onLoggedOut }: LogoutButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const deviceData = useRef<LogoutDeviceData | null>(null)
  const [count, setCount] = useState(0)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  const logOut = (keep: boolean) => {
    if (keep) setKeepResultsOnDevice(email, true)
    dialogRef.current?.close()
    sessionStore.logout()
    onLoggedOut()
  }

  const start = async () => {
    if (keepsResultsOnDevice(email)) return logOut(true)
    // Where the history cannot load (a chunk that failed), logging out still works.
    deviceData.current = await loadDeviceData().catch(() => null)
    const attempts = (await deviceData.current?.attemptCount(email).catch(() => 0)) ?? 0
    if (attempts === 0) return logOut(false)
    setCount(attempts)
    setMessage(null)
    dialogRef.current?.showModal()
    cancelRef.current?.focus()
  }

  const download = async () => {
    const result = await deviceData.current?.downloadLearnerData(email)
    if (result) setMessage(result)
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void start()}>
        Logout
      </button>
      <dialog ref={dialogRef} aria-labelledby={titleId} aria-describedby={descriptionId}>
        <h2 id={titleId}>Remove your results from this device?</h2>
        <p id={descriptionId}>
          This browser keeps {count === 1 ? '1 finished assessment' : `${count} finished assessments`} of yours, with
          your answers. Logging out removes {count === 1 ? 'it' : 'them'} from this device, with your unfinished answers
          and your target role, so the next person to use it cannot see them. Download your data to keep a copy, or keep
          your results here if this is your own device.
        </p>
        <p>
          <button type="button" className="btn btn--ghost" onClick={() => void download()}>
            Download my data
          </button>
        </p>
        <div role="status">{message?.ok && <p className="alert alert--success">{message.text}</p>}</div>
        <div role="alert">{message && !message.ok && <p className="alert alert--error">{message.text}</p>}</div>
        <div className="btn-row">
          <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => logOut(true)}>
            Keep on this device and log out
          </button>
          <button type="button" className="btn" onClick={() => logOut(false)}>
            Log out and remove
          </button>
        </div>
      </dialog>
    </>
  )
}
