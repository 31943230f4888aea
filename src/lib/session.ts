/**
 * The session store (docs/product.md (Behaviour, Session and storage)): the logged-in user and token, persisted through
 * `storage.ts`. React reads it with `useSession()` via useSyncExternalStore; the server
 * snapshot is always "logged out", so prerendered pages hydrate without a mismatch.
 */
import { useSyncExternalStore } from 'react'
import { isValidEmail } from './email'
import { readItem, removeItem, restoreFromMirror, writeItem } from './storage'

export type SessionUser = {
  email: string
  name?: string
  [key: string]: unknown
}

export type Session =
  | { status: 'loggedOut'; user: null; token: null }
  | { status: 'loggedIn'; user: SessionUser; token: string }

const LOGGED_OUT: Session = { status: 'loggedOut', user: null, token: null }

/** Parses the stored `user` entry; anything tampered or malformed counts as no user. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const email = (value as { email?: unknown }).email
    if (typeof email !== 'string' || !isValidEmail(email)) return null
    const { name, ...rest } = value as Record<string, unknown>
    return { ...rest, email, ...(typeof name === 'string' ? { name } : {}) }
  } catch {
    return null
  }
}

function readSession(): Session {
  const user = parseStoredUser(readItem('user'))
  const token = readItem('token')
  if (!user || !token) return LOGGED_OUT
  return { status: 'loggedIn', user, token }
}

type Listener = () => void
const listeners = new Set<Listener>()
let snapshot: Session | undefined
let storageListening = false
let onLogout: Array<() => void> = []

function emit() {
  snapshot = readSession()
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  // Another tab logged in or out (docs/product.md (Behaviour): logout clears the user everywhere).
  if (event.key === null || event.key === 'user' || event.key === 'token') {
    const wasLoggedIn = snapshot?.status === 'loggedIn'
    emit()
    if (wasLoggedIn && snapshot?.status === 'loggedOut') for (const cb of onLogout) cb()
  }
}

export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    if (!storageListening && typeof window !== 'undefined') {
      window.addEventListener('storage', onStorage)
      storageListening = true
    }
    return () => listeners.delete(listener)
  },
  getSnapshot(): Session {
    snapshot ??= readSession()
    return snapshot
  },
  getServerSnapshot(): Session {
    return LOGGED_OUT
  },
  /** At start: if localStorage was cleared but IndexedDB still has the session, bring it back. */
  async restore(): Promise<void> {
    if (readSession().status === 'loggedIn') return
    if (await restoreFromMirror()) emit()
  },
  login(token: string, user: SessionUser): void {
    writeItem('token', token)
    writeItem('user', JSON.stringify(user))
    emit()
  },
  logout(): void {
    removeItem('token')
    removeItem('user')
    emit()
    for (const cb of onLogout) cb()
  },
  /** Lets the app drop caches (React Query) on logout in this tab or another. */
  onLogout(callback: () => void): () => void {
    onLogout.push(callback)
    return () => {
      onLogout = onLogout.filter((cb) => cb !== callback)
    }
  },
  /** Re-reads storage (tests, or after storage was changed behind the store's back). */
  refresh(): void {
    emit()
  },
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot)
}
