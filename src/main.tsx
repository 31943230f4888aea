import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { removeLearnerData } from './features/assessment/remove-learner-data'
import { demoBackend } from './features/demo/demo-backend'
import { isDemoMode } from './lib/api-config'
import { isLeavingPage, watchPageExit } from './lib/page-exit'
import { holdRequestsUntil } from './lib/request-gate'
import { setLearnerDataRemover } from './lib/session'
import { startHydrated } from './lib/use-hydrated'
import { createAppRouter } from './router'
import { renderLikeTheServer } from './router-internals'

/**
 * Creates the router, then hydrates the prerendered page or renders the SPA shell (called by
 * src/boot.ts once the first paint is on screen).
 */
export function startApp() {
  // From the first chunk the router loads: a visitor may leave while the app is still starting.
  watchPageExit()
  setLearnerDataRemover(removeLearnerData)
  const router = createAppRouter()

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const hydrating = container.hasChildNodes()

  if (isDemoMode) {
    // The mock backend (msw, ~150 kB gzip) is needed only by the account screens (the `_account`
    // layout holds every route that calls the API), so marketing pages never download it. A
    // prerendered account screen (login, signup…) starts it on the visitor's first interaction,
    // before any form can be sent, or on a submit src/boot.ts replays (a form sent before
    // hydration); other account screens start it at once. Requests wait for it.
    let start: (() => void) | undefined
    holdRequestsUntil(
      new Promise<void>((resolve, reject) => {
        start = () => {
          start = undefined
          demoBackend().then(() => resolve(), reject)
        }
      }),
    )
    const startNow = () => start?.()
    router.subscribe('onResolved', (event) => {
      if (!start || !router.state.matches.some((match) => match.routeId.startsWith('/_account'))) return
      if (event.fromLocation || !hydrating) return startNow()
      for (const type of ['pointerdown', 'keydown', 'focusin', 'submit']) {
        window.addEventListener(type, startNow, { once: true, capture: true, passive: true })
      }
    })
  }

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )

  // What an error boundary catches is logged with the components above it (React logs the error
  // alone). Firefox rejects the page's pending chunk and data loads once the visitor starts leaving
  // it (lib/page-exit.ts): a route that "fails" then is no error of the page's, and is not logged.
  const options = {
    onCaughtError(error: unknown, info: { componentStack?: string | undefined }) {
      if (!isLeavingPage()) console.error(error, info.componentStack)
    },
  }

  // Prerendered pages arrive with markup to hydrate; the SPA shell arrives empty.
  if (!hydrating) {
    startHydrated()
    return createRoot(container, options).render(app)
  }
  // The first render must equal the server's: load the matched routes (and their code-split
  // components) first, so nothing suspends, and render the way RouterProvider renders on the
  // server (no client-only Suspense boundary around the matches: src/router-internals.ts).
  void router.load().then(() => {
    renderLikeTheServer(router)
    // In a transition, React hydrates in slices and yields to the browser between them, so a slow
    // phone stays responsive. The root has no Suspense boundary around the page (the root layout's
    // PageOutlet), so a navigation during or after hydration cannot meet stale markup.
    startTransition(() => {
      hydrateRoot(container, app, options)
    })
  })
}
