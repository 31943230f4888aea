/**
 * The session store (docs/product.md (Behaviour, Session and storage)): the logged-in user and token, persisted through
 * `storage.ts`. React reads it with `useSession()` via useSyncExternalStore; the server
 * snapshot is always "logged out", so prerendered pages hydrate without a mismatch.
 * A logged-out snapshot that follows a session says how it ended, so a protected page can send
 * the user to /login and tell them why.
 */
import { useSyncExternalStore } from 'react'
import { apiBaseUrl, isDemoMode } from './api-config'
import { isValidEmail } from './email'
import { isRecord } from './is-record'
import { keepsResultsOnDevice, setKeepResultsOnDevice } from './keep-on-device'
import {
  localStore,
  readItem,
  readStringList,
  removeItem,
  restoreFromMirror,
  siteDataBlocked,
  syncMirror,
  writeItem,
} from './storage'

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

// ---- What a logout removes (docs/decisions/0033-what-logout-removes.md) ------------------------

/**
 * An unfinished logout: written synchronously before anything else, and removed once the mirror and
 * the learner's data are gone. While it is there no start restores a session. It lists the learners
 * whose data is still to be removed (those who did not choose to keep it).
 */
export const PENDING_LOGOUT_KEY = 'logout:pending'

const pendingLogout = (): string[] | null => readStringList(PENDING_LOGOUT_KEY)

/** Removes what the features keep for a learner (attempts, answers, target role); set by the app at start (src/main.tsx). */
let removeLearnerData: (email: string) => Promise<void> = () => Promise.resolve()
export function setLearnerDataRemover(remove: (email: string) => Promise<void>): void {
  removeLearnerData = remove
}

/** Learners whose data waits, in this page, for their answer to "keep or remove?" (see `logout`). */
const held = new Set<string>()

/** Finishes an unfinished logout, here or at the next start; a failure leaves it for the next start. */
async function finishLogout(): Promise<void> {
  const raw = localStore.get(PENDING_LOGOUT_KEY)
  const emails = pendingLogout()
  if (emails === null) return
  try {
    await syncMirror()
    const waiting = emails.filter((email) => held.has(email))
    for (const email of emails) if (!held.has(email)) await removeLearnerData(email)
    // A logout that came meanwhile has written its own list: that one is not done yet.
    if (localStore.get(PENDING_LOGOUT_KEY) !== raw) return
    if (waiting.length > 0) localStore.set(PENDING_LOGOUT_KEY, JSON.stringify(waiting))
    else localStore.remove(PENDING_LOGOUT_KEY)
  } catch {
    // Left for the next start (sessionStore.restore).
  }
}

/**
 * `POST auth/logout`, best effort and never waited for (docs/decisions/0084-server-logout-and-session-lifetime.md).
 * Against a real backend it is sent from here, not through the HTTP client's chunk, so it goes even
 * when no later chunk can load; keepalive lets it outlive the page. The demo backend runs in the
 * page and is reached through the client, which waits for it to start.
 */
function endServerSession(token: string): void {
  if (isDemoMode) {
    void import('./api-client').then(
      (client) => client.endServerSession(token),
      () => undefined,
    )
    return
  }
  fetch(`${apiBaseUrl}/auth/logout`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { accept: 'application/json', Authorization: `Bearer ${token}` },
  }).catch(() => undefined)
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
   * gap would bring the ended session back. After a logout that did not finish (the page closed,
   * or its chunks could not load), it finishes that logout instead and restores nothing.
   */
  restore(): Promise<void> {
    restoring ??= (async () => {
      if (pendingLogout() !== null) return finishLogout()
      if (readSession().status === 'loggedIn') return
      if (await restoreFromMirror()) emit()
    })()
    return restoring
  },
  login(token: string, user: SessionUser): void {
    writeItem('token', token)
    writeItem('user', JSON.stringify(user))
    // The courses saved before logging in join the account's shortlist (docs/product.md (Save)),
    // loaded here so that the pages which never log in do not load the study record.
    void import('./study-record').then(({ mergeVisitorInto }) => mergeVisitorInto(user.email)).catch(() => undefined)
    emit()
    if (!toldSessionForTab && siteDataBlocked()) {
      toldSessionForTab = true
      // The toast code loads here, not with every page that reads the session.
      void import('./toast').then(({ notify }) => notify('warning', SESSION_FOR_THIS_TAB)).catch(() => undefined)
    }
  },
  /**
   * Ends the session here: token, user, their IndexedDB copies and (onLogout) cached responses. A
   * logout asked for in this tab also ends it on the server and removes the learner's data from
   * this device, unless they chose to keep it (lib/keep-on-device.ts). The logged-out state is
   * written first and synchronously; the rest may finish at the next start. With `askFirst`, the
   * learner's data stays until `settleRemoval` says whether to keep it.
   */
  logout(ended: SessionEnd = 'logout', { askFirst = false }: { askFirst?: boolean } = {}): void {
    const token = readItem('token')
    const user = parseStoredUser(readItem('user'))
    const remove = ended === 'logout' && user !== null && !keepsResultsOnDevice(user.email)
    // Asked first: removed once the learner answers (settleRemoval), or at the next start if they never do.
    if (remove && askFirst) held.add(user.email)
    localStore.set(PENDING_LOGOUT_KEY, JSON.stringify([...(pendingLogout() ?? []), ...(remove ? [user.email] : [])]))
    removeItem('token')
    removeItem('user')
    emit(ended)
    for (const cb of logoutCallbacks) cb()
    // An expired session is over on the server already; another tab's logout sent its own call.
    if (ended === 'logout' && token) endServerSession(token)
    void finishLogout()
  },
  /** The learner's answer to a logout's `askFirst`: keep their data on this device, or remove it now. */
  settleRemoval(email: string, keep: boolean): Promise<void> {
    held.delete(email)
    if (keep) {
      setKeepResultsOnDevice(email, true)
      const rest = (pendingLogout() ?? []).filter((entry) => entry !== email)
      localStore.set(PENDING_LOGOUT_KEY, JSON.stringify(rest))
    }
    return finishLogout()
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
