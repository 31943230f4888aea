import { createRouter } from '@tanstack/react-router'
import { RouteError } from './components/layout/route-error'
import { stringifySearch } from './lib/search-params'
import { sessionStore } from './lib/session'
import { routeTree } from './routeTree.gen'

export type RouterContext = { session: typeof sessionStore }

type RouterOptions = Parameters<typeof createRouter>[0]

export function createAppRouter(options: Pick<RouterOptions, 'history' | 'scrollRestoration'> = {}) {
  let firstRender = true
  return createRouter({
    routeTree,
    context: { session: sessionStore },
    defaultPreload: 'intent',
    // Positions live in sessionStorage; where the browser denies it, the router keeps them in memory
    // (its reads and writes are guarded), so a blocked browser only loses them on reload. Not on the
    // first render: the page keeps the browser's own scroll, as a visitor may have scrolled and be
    // tapping a link while the app hydrates (a jump to the top would put something else under it).
    scrollRestoration: () => {
      const restore = !firstRender
      firstRender = false
      return restore
    },
    // A page that really failed, inside the site's header and footer (src/components/layout/route-error.tsx).
    defaultErrorComponent: RouteError,
    stringifySearch,
    ...options,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface HistoryState {
    /** Set by login when the visitor came from the whitepaper gate (docs/product.md (Behaviour)). */
    download?: boolean
    /** The assessment's outcome handed to the profile (docs/product.md: Behaviour, Profile). */
    targetRole?: string
    /** Why a protected page sent the user to /login: the session ended in another tab or on the server. */
    sessionEnded?: 'elsewhere' | 'expired'
  }
}
