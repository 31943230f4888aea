/**
 * IndexedDB that may be denied (docs/product.md (Session and storage)), the part of
 * src/lib/storage.ts that no page needs for its first paint: whether IndexedDB opens here is
 * decided once, on first use; key-value stores fall back to memory for the tab, and code that
 * needs transactions is told with a StorageDeniedError
 * (docs/decisions/0086-storage-that-may-be-denied.md). idb-keyval loads only once IndexedDB works.
 */
import type { UseStore } from 'idb-keyval'

/** The database `indexedDbWorks` opens and deletes again; never holds data. */
export const PROBE_DATABASE = 'reskilling-probe'

let idbWorks: Promise<boolean> | undefined
/**
 * Whether IndexedDB opens here, decided once: a blocked browser refuses to open any database
 * (Chromium with an "UnknownError", Firefox may throw at once), so a throwaway one is opened and
 * deleted again.
 */
export function indexedDbWorks(): Promise<boolean> {
  idbWorks ??= new Promise<boolean>((resolve) => {
    try {
      const request = indexedDB.open(PROBE_DATABASE)
      request.onsuccess = () => {
        request.result.close()
        indexedDB.deleteDatabase(PROBE_DATABASE)
        resolve(true)
      }
      request.onerror = (event) => {
        event.preventDefault()
        resolve(false)
      }
    } catch {
      resolve(false)
    }
  })
  return idbWorks
}

export type Idb = { idb: typeof import('idb-keyval'); store: UseStore }

/** An idb-keyval store once IndexedDB is known to work; null when it is denied (or absent, under Node). */
export function openIdb(database: string, storeName: string): () => Promise<Idb | null> {
  let opened: Promise<Idb | null> | undefined
  return () =>
    (opened ??= indexedDbWorks().then((works) =>
      works ? import('idb-keyval').then((idb) => ({ idb, store: idb.createStore(database, storeName) })) : null,
    ))
}

/** Thrown by `indexedDbStore` users when the browser denied IndexedDB. */
export class StorageDeniedError extends Error {
  constructor() {
    super('This browser does not let the site keep data.')
  }
}

/**
 * The raw idb-keyval store for code that needs transactions (the attempt history); rejects with
 * StorageDeniedError when IndexedDB is denied.
 */
export function indexedDbStore(database: string, storeName: string): () => Promise<UseStore> {
  const open = openIdb(database, storeName)
  return async () => {
    const opened = await open()
    if (!opened) throw new StorageDeniedError()
    return opened.store
  }
}

/** A key-value store in IndexedDB, or in memory for the tab when IndexedDB is denied. */
export type KeyValueStore = {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
  /** False when the values last only for this tab. */
  persists(): Promise<boolean>
}

export function keyValueStore(database: string, storeName: string): KeyValueStore {
  const open = openIdb(database, storeName)
  const memory = new Map<string, unknown>()
  return {
    async get<T>(key: string) {
      const opened = await open()
      return opened ? opened.idb.get<T>(key, opened.store) : (structuredClone(memory.get(key)) as T | undefined)
    },
    async set(key, value) {
      const opened = await open()
      if (opened) await opened.idb.set(key, value, opened.store)
      else memory.set(key, structuredClone(value))
    },
    async del(key) {
      const opened = await open()
      if (opened) await opened.idb.del(key, opened.store)
      else memory.delete(key)
    },
    persists: async () => (await open()) !== null,
  }
}
