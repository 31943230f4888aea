import { get, createStore } from 'idb-keyval'
import { afterEach, describe, expect, it } from 'vitest'
import { parseStoredUser, sessionStore } from './session'
import { mirrorWritesSettled } from './storage'

const flush = () => mirrorWritesSettled()

describe('session store', () => {
  afterEach(() => sessionStore.logout())

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
    expect(await get('token', createStore('reskilling-session', 'keyval'))).toBe('t-2')
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
    expect(await get('token', createStore('reskilling-session', 'keyval'))).toBeUndefined()
    await sessionStore.restore()
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
  })

  it('follows a logout in another tab (storage event)', () => {
    sessionStore.login('t-4', { email: 'd@example.com' })
    const seen: string[] = []
    const unsubscribe = sessionStore.subscribe(() => seen.push(sessionStore.getSnapshot().status))
    localStorage.removeItem('user')
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }))
    unsubscribe()
    expect(seen).toEqual(['loggedOut'])
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
