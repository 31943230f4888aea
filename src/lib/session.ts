/**
 * The session store (docs/product.md (Behaviour, Session and storage)): the logged-in user and token, persisted through
 * `storage.ts`. React reads it with `useSession()` via useSyncExternalStore; the server
 * snapshot is always "logged out", so prerendered pages hydrate without a mismatch.
 * A logged-out snapshot that follows a session says how it ended, so a protected page can send
 * the user to /login and tell them why.
 */
import { useSyncExternalStore } from 'react'
import { isValidEmail } from './email'
import { isRecord } from './is-record'
import { readItem, removeItem, restoreFromMirror, siteDataBlocked, writeItem } from './storage'

export type SessionUser = {
  email: string
  name?: string
  [key: string]: unknown
}

/**
 * How the last session ended: `logout` here (the header takes the user home), `elsewhere` (another
 * tab logged out or dropped the session: the `storage` event), `expired` (the server answered 401).
 */
export type SessionEnd = 'logout' | 'elsewhere' | 'expired'

export type Session =
  | { status: 'loggedOut'; user: null; token: null; ended?: SessionEnd }
  | { status: 'loggedIn'; user: SessionUser; token: string }

/** Said once per tab, at the first login, where the browser blocks site data (docs/product.md (Session and storage)). */
export const SESSION_FOR_THIS_TAB =
  'Your browser blocks this site from saving data, so your login cannot be kept: you will be logged out when you close this tab.'
let toldSessionForTab = false

const LOGGED_OUT: Extract<Session, { status: 'loggedOut' }> = { status: 'loggedOut', user: null, token: null }

/** A user as the server sent it or as it was stored; anything tampered or malformed counts as no user. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.email !== 'string' || !isValidEmail(value.email)) return null
  const { name, ...rest } = value
  return { ...rest, email: value.email, ...(typeof name === 'string' ? { name } : {}) }
}

/** Parses the stored `user` entry (see toSessionUser). */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null
  try {
    return toSessionUser(JSON.parse(raw))
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

const listeners = new Set<() => void>()
let snapshot: Session | undefined
const logoutCallbacks = new Set<() => void>()
let restoring: Promise<void> | undefined

/** Re-reads storage; when that finds no session, `ended` says why it ended. */
function emit(ended?: SessionEnd) {
  const next = readSession()
  snapshot = ended && next.status === 'loggedOut' ? { ...LOGGED_OUT, ended } : next
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  // Another tab logged in or out (docs/product.md (Behaviour): logout clears the user everywhere).
  if (event.key === null || event.key === 'user' || event.key === 'token') {
    const wasLoggedIn = snapshot?.status === 'loggedIn'
    emit('elsewhere')
    if (wasLoggedIn && snapshot?.status === 'loggedOut') for (const cb of logoutCallbacks) cb()
  }
}
if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot(): Session {
    snapshot ??= readSession()
    return snapshot
  },
  getServerSnapshot(): Session {
    return LOGGED_OUT
  },
  /**
   * At start: if localStorage was cleared but IndexedDB still has the session, bring it back. Runs
   * once per page load, whoever asks first (the protected-route guard awaits it; the root layout
   * starts it after hydration); later calls get the same promise. Never again after that: a
   * logout in another tab clears localStorage before its mirror, and a second restore in that
   * gap would bring the ended session back.
   */
  restore(): Promise<void> {
    restoring ??= (async () => {
      if (readSession().status === 'loggedIn') return
      if (await restoreFromMirror()) emit()
    })()
    return restoring
  },
  login(token: string, user: SessionUser): void {
    writeItem('token', token)
    writeItem('user', JSON.stringify(user))
    emit()
    if (!toldSessionForTab && siteDataBlocked()) {
      toldSessionForTab = true
      // The toast code loads here, not with every page that reads the session.
      void import('./toast').then(({ notify }) => notify('warning', SESSION_FOR_THIS_TAB)).catch(() => undefined)
    }
  },
  /**
   * Ends the session here: token, user, their IndexedDB copies and (onLogout) cached responses;
   * then, for a logout asked for in this tab, on the server (`POST auth/logout`, best effort).
   */
  logout(ended: SessionEnd = 'logout'): void {
    const token = readItem('token')
    removeItem('token')
    removeItem('user')
    emit(ended)
    for (const cb of logoutCallbacks) cb()
    // A logout asked for here also ends the session on the server, after the fact and never
    // waited for (an expired one is over there already; another tab's logout sent its own).
    // Loaded on demand: the HTTP client is not part of every page.
    if (ended === 'logout' && token) {
      void import('./api-client').then(
        (client) => client.endServerSession(token),
        () => undefined,
      )
    }
  },
  /**
   * The server answered 401 for `token`: the session is over on the server, so it ends here too.
   * A 401 for an older token, after the user logged in again meanwhile, leaves the new one alone.
   */
  expire(token: string): void {
    if (readItem('token') === token) sessionStore.logout('expired')
  },
  /** Lets the app drop caches (React Query) on logout in this tab or another. */
  onLogout(callback: () => void): () => void {
    logoutCallbacks.add(callback)
    return () => logoutCallbacks.delete(callback)
  },
  /** Re-reads storage (tests, or after storage was changed behind the store's back). */
  refresh(): void {
    emit()
  },
}

/** Tests: forget the start-up restore, so the next `restore()` reads the mirror again. */
export function resetRestoreForTests(): void {
  restoring = undefined
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot)
}
