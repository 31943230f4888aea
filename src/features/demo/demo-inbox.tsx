import { lazy, Suspense, useState } from 'react'
import { whenStyled } from '~/components/after-hydration'
import { NOT_IN_REAL_BACKEND_BUILDS } from './demo-backend'

// The dialog and its mail list load on first use, not with every page; never in a real-backend
// build (see loadDemoBackend).
const DemoInboxDialog = /* @__PURE__ */ lazy(() =>
  import.meta.env.VITE_API_BASE_URL
    ? Promise.reject(new Error(NOT_IN_REAL_BACKEND_BUILDS))
    : import('./demo-inbox-dialog').then(whenStyled),
)

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
