import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { listSentence } from '~/lib/list-sentence'
import { downloadLearnerData, importIntoDevice } from './device-data'
import { IMPORT_ERRORS, MAX_LEARNER_DATA_BYTES, type ImportPlan } from './learner-data'

type Message = { kind: 'status' | 'alert'; text: string } | null

const PERSISTENCE_TEXT = {
  persisted:
    'Your history, saved answers, target role, saved courses and progress are stored only in this browser. It has agreed to keep them when it runs short of space, but clearing this site’s data still deletes them.',
  'best-effort':
    'Your history, saved answers, target role, saved courses and progress are stored only in this browser, which may delete them when it runs short of space, and clearing this site’s data deletes them.',
  unknown:
    'Your history, saved answers, target role, saved courses and progress are stored only in this browser: clearing this site’s data deletes them.',
} as const

/** What an import did, in one or two sentences. */
function importSummary(plan: ImportPlan): string {
  const taken: string[] = []
  if (plan.attempts.length > 0)
    taken.push(plan.attempts.length === 1 ? '1 attempt' : `${plan.attempts.length} attempts`)
  if (plan.progress) taken.push('your unfinished answers')
  if (plan.targetRole) taken.push('your target role')
  if (plan.savedAdded > 0) taken.push(plan.savedAdded === 1 ? '1 saved course' : `${plan.savedAdded} saved courses`)
  if (plan.doneAdded > 0)
    taken.push(plan.doneAdded === 1 ? '1 course marked done' : `${plan.doneAdded} courses marked done`)
  if (plan.schedule === 'taken') taken.push('your study schedule')
  // Only dates changed: a course was marked done earlier on the other device.
  if (plan.study && plan.savedAdded === 0 && plan.doneAdded === 0 && plan.schedule !== 'taken')
    taken.push('the earlier dates of courses you marked done')
  const list = listSentence(taken)
  const notes: string[] = []
  if (plan.known > 0)
    notes.push(plan.known === 1 ? '1 attempt was already here.' : `${plan.known} attempts were already here.`)
  if (plan.progressKept === 'local-newer') notes.push('Your saved answers on this device are newer, so they were kept.')
  if (plan.progressKept === 'other-version')
    notes.push('The saved answers in the file are from another version of the assessment, so they were not imported.')
  if (plan.targetRoleKept === 'local-newer') notes.push('Your target role on this device is newer, so it was kept.')
  if (plan.schedule === 'local-newer')
    notes.push('Your saved courses and progress on this device changed later, so their study schedule was kept.')
  const head = list ? `Imported ${list}.` : 'Nothing new to import: this device already has everything in the file.'
  return [head, ...notes].join(' ')
}

/**
 * "Take your data along" (docs/data-export.md): where the data lives, "Download my data" and the
 * import. A file is checked completely before anything is written.
 */
export function LearnerDataCard({ email }: { email: string }) {
  const id = useId()
  const [persistence, setPersistence] = useState<keyof typeof PERSISTENCE_TEXT | null>(null)
  const [message, setMessage] = useState<Message>(null)
  const [busy, setBusy] = useState(false)

  // Whether this browser keeps the learner's data when it runs short of space (StorageManager.persisted): 'unknown'
  // where the browser cannot tell.
  useEffect(() => {
    const persisted = navigator.storage?.persisted?.() ?? Promise.reject(new Error('not supported'))
    persisted.then(
      (kept) => setPersistence(kept ? 'persisted' : 'best-effort'),
      () => setPersistence('unknown'),
    )
  }, [])

  async function download() {
    setMessage(null)
    const { ok, text } = await downloadLearnerData(email)
    setMessage({ kind: ok ? 'status' : 'alert', text })
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    // Cleared at once, so choosing the same file again imports it again.
    input.value = ''
    if (!file) return
    setMessage(null)
    if (file.size > MAX_LEARNER_DATA_BYTES) {
      setMessage({ kind: 'alert', text: IMPORT_ERRORS.tooLarge })
      return
    }
    setBusy(true)
    try {
      const result = await importIntoDevice(await file.text(), email)
      setMessage(
        result.ok ? { kind: 'status', text: importSummary(result.plan) } : { kind: 'alert', text: result.error },
      )
    } catch {
      setMessage({
        kind: 'alert',
        text: 'The import did not complete: this browser did not allow access to its storage. Try again, or reload the page first.',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card measure history__data" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="heading-xl">
        Take your data along
      </h2>
      {persistence && <p>{PERSISTENCE_TEXT[persistence]}</p>}
      <p>
        Download a copy — your history, unfinished answers, target role, saved courses and progress in one file — to
        keep it, or to import it in another browser or on another device while logged in as you.
      </p>
      <button type="button" className="btn" onClick={() => void download()}>
        Download my data
      </button>
      <div className="field history__import">
        <label htmlFor={`${id}-input`}>Import my data from a file</label>
        <p id={`${id}-hint`} className="field__hint">
          A file saved with “Download my data” for this account. It is checked before anything changes; attempts you
          already have are not added twice.
        </p>
        <input
          id={`${id}-input`}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => void importFile(event)}
        />
      </div>
      <div role="status">{message?.kind === 'status' && <p className="alert alert--success">{message.text}</p>}</div>
      <div role="alert">{message?.kind === 'alert' && <p className="alert alert--error">{message.text}</p>}</div>
    </section>
  )
}
