/**
 * The React Query client, created on first use by the account routes (marketing pages never
 * load React Query). Logout — here or in another tab — drops every cached response.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { isDemoMode } from './api-config'
import { sessionStore } from './session'

let client: QueryClient | undefined

export function getQueryClient(): QueryClient {
  if (client) return client
  const created = new QueryClient({
    defaultOptions: {
      queries: {
        // 'always': in demo mode the backend runs in the page and answers offline too; in real
        // builds the client's timeout and offline message end the call instead of a paused spinner.
        networkMode: 'always',
        // 'always' mode turns React Query's reconnect refetch off. Against a real backend a screen
        // that failed offline must recover by itself when the connection returns, and whatever it
        // shows may be outdated: every active query refetches. Demo mode never needs the network.
        refetchOnReconnect: isDemoMode ? false : 'always',
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  })
  // Not on the server: each prerendered page gets its own client and no session exists there.
  if (typeof window !== 'undefined') {
    client = created
    sessionStore.onLogout(() => created.clear())
    // React Query assumes "online" until it sees an `offline` event: an app opened offline would
    // never see the connection come back, so start from what the browser knows.
    onlineManager.setOnline(navigator.onLine)
  }
  return created
}
