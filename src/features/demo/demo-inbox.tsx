import { lazy, Suspense, useState } from 'react'

// The dialog and its mail list load on first use, not with every page.
const DemoInboxDialog = lazy(() => import('./demo-inbox-dialog'))

/**
 * The "Demo inbox" button of the demo banner (docs/architecture.md (Demo mode)); it opens the inbox
 * dialog. Clicked before hydration, it opens once the app is live (`data-replay`, src/boot.ts).
 */
export function DemoInbox() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn--gold demo-banner__btn"
        data-replay="demo-inbox"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        Demo inbox
      </button>
      {open && (
        <Suspense fallback={null}>
          <DemoInboxDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
