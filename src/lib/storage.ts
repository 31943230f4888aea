/**
 * Every read and write of browser storage goes through this module (docs/product.md (Session and
 * storage)). A browser may deny any store: with site data blocked, localStorage and sessionStorage
 * throw on access and IndexedDB refuses to open. Whether each store works is decided once, on its
 * first use (never at import time, so the module is free on pages that store nothing); a denied
 * store is replaced by memory that lasts as long as the tab, and `siteDataBlocked()` lets the
 * screens say what cannot be kept.
 *
 * The session keys (`token`, `user`, `targetRole`) live in localStorage, and every write is
 * mirrored to IndexedDB so a session survives a cleared localStorage (e.g. Safari's 7-day cap on
 * script-writable storage for installed apps). IndexedDB itself (src/lib/indexed-db.ts, which the
 * assessment and the demo backend use directly) loads on the first mirror access, not with the page.
 * Why memory for the tab, and why the history says so instead: docs/decisions/0086-storage-that-may-be-denied.md.
 */
import type { Idb } from './indexed-db'

export const STORAGE_KEYS = ['token', 'user', 'targetRole'] as const
export type StorageKey = (typeof STORAGE_KEYS)[number]

// ---- localStorage and sessionStorage ------------------------------------------------------------

type Kind = 'localStorage' | 'sessionStorage'

/** A key-value store that never throws: the browser's, or memory for this tab when it is denied. */
export type WebStore = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  keys(): string[]
  /** False when the browser denied the store and values last only for this tab. */
  persists(): boolean
}

function webStore(kind: Kind): WebStore {
  let decided: Storage | null | undefined
  // Values the browser's store refused (denied, or full): kept here for the tab.
  const memory = new Map<string, string>()
  const store = (): Storage | null => {
    if (decided !== undefined) return decided
    try {
      // Reading the property throws when site data is blocked; reading an item proves it works.
      const candidate = window[kind]
      candidate.getItem('')
      decided = candidate
    } catch {
      decided = null
    }
    return decided
  }
  /** `call` on the browser's store; `fallback` where it is denied or the call throws (blocked, full). */
  const attempt = <T>(call: (target: Storage) => T, fallback: T): T => {
    try {
      const target = store()
      return target ? call(target) : fallback
    } catch {
      return fallback
    }
  }
  return {
    get: (key) => (memory.has(key) ? (memory.get(key) ?? null) : attempt((target) => target.getItem(key), null)),
    set(key, value) {
      const stored = attempt((target) => {
        target.setItem(key, value)
        return true
      }, false)
      if (stored) memory.delete(key)
      else memory.set(key, value)
    },
    remove(key) {
      memory.delete(key)
      attempt((target) => target.removeItem(key), undefined)
    },
    keys: () => [...new Set([...attempt((target) => Object.keys(target), []), ...memory.keys()])],
    persists: () => store() !== null,
  }
}

/** localStorage, or memory for the tab. */
export const localStore = webStore('localStorage')

/** A localStorage entry holding a JSON list of strings: null when absent, its strings otherwise (none if malformed). */
export function readStringList(key: string): string[] | null {
  const raw = localStore.get(key)
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

/** sessionStorage, or memory for the tab. */
export const tabStore = webStore('sessionStorage')

/**
 * True when the browser blocks this site from keeping data (localStorage is denied): whatever the
 * visitor does lasts only until the tab closes, and the screens say so.
 */
export const siteDataBlocked = (): boolean => !localStore.persists()

// ---- The session keys ---------------------------------------------------------------------------

// The IndexedDB code (src/lib/indexed-db.ts) loads with the first mirror access, not with the page.
let mirrorOpened: Promise<Idb | null> | undefined
const mirror = () =>
  (mirrorOpened ??= import('./indexed-db').then(({ openIdb }) => openIdb('reskilling-session', 'keyval')()))

/** Mirror writes run in order; this settles when the last one did (for tests). */
let lastWrite: Promise<unknown> = Promise.resolve()
export function mirrorWritesSettled(): Promise<unknown> {
  return lastWrite
}
function mirrorWrite(write: (mirror: Idb) => Promise<unknown>): void {
  lastWrite = Promise.all([lastWrite, mirror()])
    .then(([, opened]) => opened && write(opened))
    .catch(() => undefined)
}

export function readItem(key: StorageKey): string | null {
  return localStore.get(key)
}

export function writeItem(key: StorageKey, value: string): void {
  localStore.set(key, value)
  mirrorWrite(({ idb, store }) => idb.set(key, value, store))
}

export function removeItem(key: StorageKey): void {
  localStore.remove(key)
  mirrorWrite(({ idb, store }) => idb.del(key, store))
}

/**
 * Makes the mirror hold exactly what localStorage holds for the session keys (after a logout, so no
 * later start restores what was removed). Rejects when the mirror could not be written.
 */
export function syncMirror(): Promise<void> {
  const done = Promise.all([lastWrite, mirror()]).then(async ([, opened]) => {
    if (!opened) return
    for (const key of STORAGE_KEYS) {
      const value = localStore.get(key)
      await (value === null ? opened.idb.del(key, opened.store) : opened.idb.set(key, value, opened.store))
    }
  })
  lastWrite = done.catch(() => undefined)
  return done
}

/** Reads the IndexedDB mirror (used when localStorage came back empty). */
export async function readMirroredItem(key: StorageKey): Promise<string | null> {
  try {
    await lastWrite
    const opened = await mirror()
    if (!opened) return null
    const value = await opened.idb.get<unknown>(key, opened.store)
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

/** Copies whatever the mirror holds back into localStorage. Returns true if anything came back. */
export async function restoreFromMirror(): Promise<boolean> {
  let restored = false
  for (const key of STORAGE_KEYS) {
    if (readItem(key) !== null) continue
    const value = await readMirroredItem(key)
    if (value === null) continue
    localStore.set(key, value)
    restored = true
  }
  return restored
}
