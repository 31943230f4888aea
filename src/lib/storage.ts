/**
 * Durable key-value storage for the session (DESIGN §4).
 * localStorage is the source of truth the spec names (`token`, `user`, `targetRole`); every write
 * is mirrored to IndexedDB so a session survives a cleared localStorage (e.g. Safari's 7-day cap
 * on script-writable storage for installed apps). Nothing here runs at import time.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval'

export const STORAGE_KEYS = ['token', 'user', 'targetRole'] as const
export type StorageKey = (typeof STORAGE_KEYS)[number]

let mirror: UseStore | undefined
function mirrorStore(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined
  mirror ??= createStore('reskilling-session', 'keyval')
  return mirror
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
  const store = mirrorStore()
  if (store) void set(key, value, store).catch(() => undefined)
}

export function removeItem(key: StorageKey): void {
  try {
    local()?.removeItem(key)
  } catch {
    /* nothing stored to remove */
  }
  const store = mirrorStore()
  if (store) void del(key, store).catch(() => undefined)
}

/** Reads the IndexedDB mirror (used when localStorage came back empty). */
export async function readMirroredItem(key: StorageKey): Promise<string | null> {
  const store = mirrorStore()
  if (!store) return null
  try {
    const value = await get<unknown>(key, store)
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
