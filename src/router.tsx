import { createRouter } from '@tanstack/react-router'
import { stringifySearch } from './lib/search-params'
import { sessionStore } from './lib/session'
import { routeTree } from './routeTree.gen'

export type RouterContext = { session: typeof sessionStore }

type RouterOptions = Parameters<typeof createRouter>[0]

export function createAppRouter(options: Pick<RouterOptions, 'history' | 'scrollRestoration'> = {}) {
  return createRouter({
    routeTree,
    context: { session: sessionStore },
    defaultPreload: 'intent',
    scrollRestoration: true,
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
