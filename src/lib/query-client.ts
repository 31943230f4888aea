/**
 * The React Query client, created on first use by the account routes (marketing pages never
 * load React Query). Logout — here or in another tab — drops every cached response.
 */
import { QueryClient } from '@tanstack/react-query'
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
  }
  return created
}
