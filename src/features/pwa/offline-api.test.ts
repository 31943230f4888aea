/**
 * Offline account calls in a real-backend build (Vitest runs with VITE_API_BASE_URL set): the
 * service worker never answers them, so they must fail fast with a clear message instead of a
 * paused spinner (src/lib/api-errors.ts, src/lib/query-client.ts).
 */
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '~mocks/node'
import { api } from '~/lib/api-client'
import { isDemoMode } from '~/lib/api-config'
import { OFFLINE_MESSAGE, withFailureMessage } from '~/lib/api-errors'
import { getQueryClient } from '~/lib/query-client'

describe('account calls while offline (real backend)', () => {
  it('fail at once with the offline message', async () => {
    expect(isDemoMode).toBe(false)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    server.use(http.post('http://api.test/auth/login', () => HttpResponse.error()))
    const started = performance.now()
    await expect(withFailureMessage(() => api.post('auth/login', {}), 'Login failed')).rejects.toThrow(OFFLINE_MESSAGE)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('are not paused by React Query until the connection returns', () => {
    const defaults = getQueryClient().getDefaultOptions()
    expect(defaults.queries?.networkMode).toBe('always')
    expect(defaults.mutations?.networkMode).toBe('always')
  })
})
