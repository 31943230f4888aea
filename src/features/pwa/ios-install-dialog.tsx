import { useEffect, useId, useRef } from 'react'
import { siteConfig } from '~/lib/site-config'

/**
 * How to install the site on an iPhone or iPad, where Safari has no install prompt: Share, then
 * "Add to Home Screen". A native modal <dialog> (focus moves in and back, Escape closes it), opened
 * when mounted; closing it calls `onClose`. Loaded only when asked for (src/features/pwa).
 */
export default function IosInstallDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    dialogRef.current?.showModal()
  }, [])

  return (
    <dialog ref={dialogRef} className="card ios-install" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Install {siteConfig.brand} on your iPhone or iPad</h2>
      <p>Safari adds web apps from its Share menu. The app opens full screen and keeps working offline.</p>
      <ol className="stack ios-install__steps">
        <li className="row">
          {/* Our drawing of Safari's Share symbol: a tray with an arrow leaving it upwards. */}
          <svg className="box ios-install__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8.5 9.5H7a1.5 1.5 0 0 0-1.5 1.5v8A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5v-8A1.5 1.5 0 0 0 17 9.5h-1.5" />
            <path d="M12 14.5v-11M8.5 7 12 3.5 15.5 7" />
          </svg>
          <span>
            Tap <strong>Share</strong> in Safari’s toolbar: at the bottom of the screen on an iPhone, at the top on an
            iPad.
          </span>
        </li>
        <li className="row">
          {/* Our drawing of the "Add to Home Screen" symbol: a plus in a rounded square. */}
          <svg className="box ios-install__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="4" y="4" width="16" height="16" rx="4" />
            <path d="M12 8.5v7M8.5 12h7" />
          </svg>
          <span>
            Scroll down the menu and tap <strong>Add to Home Screen</strong>.
          </span>
        </li>
        <li className="row">
          <span className="box ios-install__icon ios-install__icon--text" aria-hidden="true">
            Add
          </span>
          <span>
            Tap <strong>Add</strong>. The app’s icon appears on your Home Screen.
          </span>
        </li>
      </ol>
      <button type="button" className="btn" onClick={() => dialogRef.current?.close()}>
        Close
      </button>
    </dialog>
  )
}
