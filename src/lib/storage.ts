/**
 * Durable key-value storage for the session (docs/product.md (Session and storage)).
 * localStorage is the source of truth the spec names (`token`, `user`, `targetRole`); every write
 * is mirrored to IndexedDB so a session survives a cleared localStorage (e.g. Safari's 7-day cap
 * on script-writable storage for installed apps). Nothing here runs at import time, and the
 * IndexedDB helper (idb-keyval) loads on the first mirror access, not with the page.
 */
import type { UseStore } from 'idb-keyval'

export const STORAGE_KEYS = ['token', 'user', 'targetRole'] as const
export type StorageKey = (typeof STORAGE_KEYS)[number]

type Mirror = { idb: typeof import('idb-keyval'); store: UseStore }
let mirror: Promise<Mirror> | undefined
function mirrorStore(): Promise<Mirror> | undefined {
  if (typeof indexedDB === 'undefined') return undefined
  mirror ??= import('idb-keyval').then((idb) => ({ idb, store: idb.createStore('reskilling-session', 'keyval') }))
  return mirror
}

/** Mirror writes run in order; this settles when the last one did (for tests). */
let lastWrite: Promise<unknown> = Promise.resolve()
export function mirrorWritesSettled(): Promise<unknown> {
  return lastWrite
}
function mirrorWrite(write: (mirror: Mirror) => Promise<unknown>): void {
  const store = mirrorStore()
  if (!store) return
  lastWrite = Promise.all([lastWrite, store])
    .then(([, opened]) => write(opened))
    .catch(() => undefined)
}

function local(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return local()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    local()?.setItem(key, value)
  } catch {
    // Quota or privacy mode: the IndexedDB mirror below still keeps it.
  }
  mirrorWrite(({ idb, store }) => idb.set(key, value, store))
}

export function removeItem(key: StorageKey): void {
  try {
    local()?.removeItem(key)
  } catch {
    /* nothing stored to remove */
  }
  mirrorWrite(({ idb, store }) => idb.del(key, store))
}

/** Reads the IndexedDB mirror (used when localStorage came back empty). */
export async function readMirroredItem(key: StorageKey): Promise<string | null> {
  const opened = mirrorStore()
  if (!opened) return null
  try {
    await lastWrite
    const { idb, store } = await opened
    const value = await idb.get<unknown>(key, store)
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
    try {
      local()?.setItem(key, value)
      restored = true
    } catch {
      /* keep going with the other keys */
    }
  }
  return restored
}
