import { useEffect, useRef, useState } from 'react'
import type { Mail } from '~mocks/browser'
import { demoBackend } from './demo-backend'
import { loadStylesheets } from '~/lib/stylesheet'
import panelStyles from './demo-panels.css?url'

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** Its own stylesheets: loaded with the module, waited for before it renders (lib/stylesheet.ts). */
export const ready = loadStylesheets(panelStyles)

/**
 * "Demo inbox" (docs/architecture.md (Demo mode)): the mails the mock backend sent, newest first, each with its link
 * as a real anchor, in a modal dialog. Opens when mounted; closing it calls `onClose`.
 */
export default function DemoInboxDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [mails, setMails] = useState<Mail[] | null>(null)

  useEffect(() => {
    dialogRef.current?.showModal()
    let cancelled = false
    let unsubscribe = () => {}
    void demoBackend().then((backend) => {
      if (cancelled) return
      const refresh = () => void backend.readOutbox().then((list) => !cancelled && setMails(list))
      refresh()
      unsubscribe = backend.subscribeOutbox(refresh)
    })
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [])

  const close = () => dialogRef.current?.close()

  return (
    <dialog ref={dialogRef} className="demo-inbox" aria-labelledby="demo-inbox-title" onClose={onClose}>
      <div className="row demo-inbox__head">
        <h2 id="demo-inbox-title">Demo inbox</h2>
        <button type="button" className="btn btn--ghost" onClick={close}>
          Close
        </button>
      </div>
      <p className="muted demo-inbox__hint">Mails the demo backend “sent” from this device, newest first.</p>
      {mails === null ? (
        <p>Loading…</p>
      ) : mails.length === 0 ? (
        <p>No mail yet. Register or request a password reset and the mail appears here.</p>
      ) : (
        <ul className="stack demo-inbox__list">
          {mails.map((mail) => (
            <li key={mail.id} className="box demo-inbox__mail">
              <p className="tags text-soft demo-inbox__meta">
                <span>
                  To: <strong>{mail.to}</strong>
                </span>
                <time dateTime={mail.sentAt}>{timeFormat.format(new Date(mail.sentAt))}</time>
              </p>
              <h3 className="demo-inbox__subject">{mail.subject}</h3>
              <p>{mail.text}</p>
              {mail.link && (
                <a className="btn" href={mail.link.href}>
                  {mail.link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </dialog>
  )
}
