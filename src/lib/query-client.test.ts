/**
 * Recovery after a lost connection in a real-backend build (Vitest runs with VITE_API_BASE_URL set):
 * a query that failed offline refetches by itself when the browser reports `online`.
 */
import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

let connected = false
const queryFn = vi.fn(async () => {
  if (!connected) throw new TypeError('Failed to fetch')
  return 'profile'
})

async function freshClient(): Promise<QueryClient> {
  // A new module instance: the client is a singleton that reads navigator.onLine when created.
  vi.resetModules()
  const { getQueryClient } = await import('./query-client')
  const client = getQueryClient()
  client.mount()
  return client
}

async function failedQuery(client: QueryClient) {
  const observer = new QueryObserver(client, { queryKey: ['profile'], queryFn, retry: false })
  const unsubscribe = observer.subscribe(() => {})
  await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true))
  return { observer, unsubscribe }
}

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  connected = false
  queryFn.mockClear()
})

describe('query client against a real backend', () => {
  it('refetches a query that failed while offline as soon as the connection returns', async () => {
    const client = await freshClient()
    window.dispatchEvent(new Event('offline'))
    const { observer, unsubscribe } = await failedQuery(client)
    cleanup = () => (unsubscribe(), client.unmount())
    expect(queryFn).toHaveBeenCalledTimes(1)

    connected = true
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('profile'))
    expect(observer.getCurrentResult().isError).toBe(false)
  })

  it('also recovers when the app was opened offline (no offline event ever fired)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const client = await freshClient()
    const { observer, unsubscribe } = await failedQuery(client)
    cleanup = () => (unsubscribe(), client.unmount())

    connected = true
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('profile'))
  })
})
