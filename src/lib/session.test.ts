import { createStore, get, set } from 'idb-keyval'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { setKeepResultsOnDevice } from './keep-on-device'
import {
  parseStoredUser,
  PENDING_LOGOUT_KEY,
  resetRestoreForTests,
  sessionStore,
  setLearnerDataRemover,
} from './session'
import { mirrorWritesSettled } from './storage'

const flush = () => mirrorWritesSettled()
const mirrored = (key: string) => get(key, createStore('reskilling-session', 'keyval'))

// A logout loads the HTTP client on demand before it calls the server. Loaded here first, each
// logout's call leaves during its own test; loaded by the first logout, it could take longer than
// the tests in between, and every earlier test's call would land in "logout on the server".
beforeAll(() => import('./api-client'))

describe('session store', () => {
  afterEach(() => {
    // Ended without a call to the server: the calls are the subject of "logout on the server".
    sessionStore.logout('expired')
    resetRestoreForTests()
  })

  it('starts logged out and logs in with the token and the user as received', () => {
    sessionStore.refresh()
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
    sessionStore.login('t-1', { email: 'a@example.com', name: 'Ann', plan: 'pro' })
    expect(sessionStore.getSnapshot()).toEqual({
      status: 'loggedIn',
      token: 't-1',
      user: { email: 'a@example.com', name: 'Ann', plan: 'pro' },
    })
    expect(localStorage.getItem('token')).toBe('t-1')
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({ email: 'a@example.com', name: 'Ann', plan: 'pro' })
  })

  it('mirrors to IndexedDB and restores from it when localStorage was cleared', async () => {
    sessionStore.login('t-2', { email: 'b@example.com' })
    await flush()
    expect(await mirrored('token')).toBe('t-2')
    localStorage.clear()
    sessionStore.refresh()
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
    await sessionStore.restore()
    expect(sessionStore.getSnapshot()).toMatchObject({ status: 'loggedIn', token: 't-2' })
  })

  it('logout clears both stores and notifies listeners', async () => {
    let logouts = 0
    const stop = sessionStore.onLogout(() => (logouts += 1))
    sessionStore.login('t-3', { email: 'c@example.com' })
    sessionStore.logout()
    stop()
    await flush()
    expect(logouts).toBe(1)
    expect(localStorage.getItem('token')).toBeNull()
    expect(await mirrored('token')).toBeUndefined()
    await sessionStore.restore()
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
  })

  it('follows a logout in another tab (storage event) and says the session ended elsewhere', () => {
    sessionStore.login('t-4', { email: 'd@example.com' })
    let logouts = 0
    const stop = sessionStore.onLogout(() => (logouts += 1))
    const seen: string[] = []
    const unsubscribe = sessionStore.subscribe(() => seen.push(sessionStore.getSnapshot().status))
    localStorage.removeItem('user')
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }))
    unsubscribe()
    stop()
    expect(seen).toEqual(['loggedOut'])
    expect(sessionStore.getSnapshot()).toMatchObject({ status: 'loggedOut', ended: 'elsewhere' })
    expect(logouts).toBe(1)
  })

  it('a logout here is recorded as such', () => {
    sessionStore.login('t-5', { email: 'f@example.com' })
    sessionStore.logout()
    expect(sessionStore.getSnapshot()).toMatchObject({ status: 'loggedOut', ended: 'logout' })
  })

  it('restores from the mirror once per page load, never after the session ended', async () => {
    sessionStore.login('t-6', { email: 'g@example.com' })
    await flush()
    localStorage.clear()
    sessionStore.refresh()
    // Two callers at start (the guard, the root layout) share one read of the mirror.
    const first = sessionStore.restore()
    expect(sessionStore.restore()).toBe(first)
    await first
    expect(sessionStore.getSnapshot()).toMatchObject({ status: 'loggedIn', token: 't-6' })

    // Another tab logs out: localStorage is empty before its mirror is. No second restore may
    // bring the ended session back from the copy still in IndexedDB.
    localStorage.removeItem('token')
    localStorage.removeItem('user')
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    expect(await mirrored('token')).toBe('t-6')
    await sessionStore.restore()
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('a 401 for the current token drops the session everywhere, mirror included', async () => {
    sessionStore.login('t-7', { email: 'h@example.com' })
    let logouts = 0
    const stop = sessionStore.onLogout(() => (logouts += 1))
    sessionStore.expire('t-7')
    stop()
    await flush()
    expect(sessionStore.getSnapshot()).toMatchObject({ status: 'loggedOut', ended: 'expired' })
    expect(logouts).toBe(1)
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(await mirrored('token')).toBeUndefined()
    expect(await mirrored('user')).toBeUndefined()
  })

  it('a 401 for an older token leaves a newer session alone', async () => {
    sessionStore.login('t-old', { email: 'i@example.com' })
    sessionStore.login('t-new', { email: 'i@example.com' })
    sessionStore.expire('t-old')
    await flush()
    expect(sessionStore.getSnapshot()).toMatchObject({ status: 'loggedIn', token: 't-new' })
    expect(await mirrored('token')).toBe('t-new')
  })

  it('treats a user entry without a token as logged out', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'e@example.com' }))
    sessionStore.refresh()
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
  })

  it.each([
    ['not json', '{"email":'],
    ['an array', '["a@example.com"]'],
    ['no e-mail', '{"name":"x"}'],
    ['a non-address', '{"email":"<script>alert(1)</script>"}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('rejects a tampered user entry: %s', (_label, raw) => {
    expect(parseStoredUser(raw)).toBeNull()
  })
})

describe('logout on the server', () => {
  /** The `Authorization` headers of the `POST auth/logout` calls made while `run` runs. */
  async function logoutCalls(
    run: () => void,
    answer = () => HttpResponse.json({ message: 'Bye.' }),
  ): Promise<string[]> {
    const seen: string[] = []
    server.use(
      http.post('*/auth/logout', ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '')
        return answer()
      }),
    )
    run()
    await new Promise((resolve) => setTimeout(resolve, 100))
    return seen
  }

  it('a logout here sends POST auth/logout with the ended token, after the local logout', async () => {
    sessionStore.login('t-server', { email: 'server@example.com' })
    const calls = await logoutCalls(() => {
      sessionStore.logout()
      // Already logged out here, before the call could have been answered.
      expect(sessionStore.getSnapshot().status).toBe('loggedOut')
    })
    expect(calls).toEqual(['Bearer t-server'])
  })

  it('a failed call changes nothing and says nothing (console errors fail every test)', async () => {
    sessionStore.login('t-offline', { email: 'offline@example.com' })
    const calls = await logoutCalls(
      () => sessionStore.logout(),
      () => HttpResponse.error(),
    )
    expect(calls).toEqual(['Bearer t-offline'])
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
  })

  it('an expired session, or none, sends nothing', async () => {
    sessionStore.login('t-expired', { email: 'expired@example.com' })
    expect(await logoutCalls(() => sessionStore.expire('t-expired'))).toEqual([])
    expect(await logoutCalls(() => sessionStore.logout())).toEqual([])
  })
})

describe('what logout removes', () => {
  const removed: string[] = []
  let failRemoval = false
  beforeAll(() =>
    setLearnerDataRemover(async (email) => {
      if (failRemoval) throw new Error('chunk failed to load')
      removed.push(email)
    }),
  )
  afterEach(async () => {
    sessionStore.logout('expired')
    await sessionStore.restore()
    resetRestoreForTests()
    removed.length = 0
    failRemoval = false
    localStorage.clear()
  })

  it('writes the logged-out state at once; a start before the rest finished restores nothing and finishes it', async () => {
    sessionStore.login('t-closed', { email: 'closed@example.com' })
    await flush()
    failRemoval = true // as when the page closes, or no chunk loads, before the removal ran
    sessionStore.logout()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBe(JSON.stringify(['closed@example.com']))
    await flush()
    // The next start: the mirror may still hold the session; it is not brought back.
    await set('token', 't-closed', createStore('reskilling-session', 'keyval'))
    await set('user', JSON.stringify({ email: 'closed@example.com' }), createStore('reskilling-session', 'keyval'))
    resetRestoreForTests()
    failRemoval = false
    await sessionStore.restore()
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
    expect(await mirrored('token')).toBeUndefined()
    expect(removed).toEqual(['closed@example.com'])
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull()
  })

  it.each([
    ['removes the learner’s data by default', false, ['d@example.com']],
    ['keeps it for a learner who chose to keep it on this device', true, []],
  ])('%s', async (_label, keep, expected) => {
    setKeepResultsOnDevice('d@example.com', keep)
    sessionStore.login('t-d', { email: 'd@example.com' })
    sessionStore.logout()
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull())
    expect(removed).toEqual(expected)
  })

  it('an expired session keeps the data: the learner only has to log in again', async () => {
    sessionStore.login('t-e', { email: 'e@example.com' })
    sessionStore.expire('t-e')
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull())
    expect(removed).toEqual([])
  })
})
