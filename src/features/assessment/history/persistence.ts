/**
 * Whether this browser keeps the learner's data when it runs short of space
 * (StorageManager: persist and persisted). Without persistence a browser may evict the site's
 * IndexedDB under storage pressure; the history is worth asking for it once there is one.
 */

/** Asks for persistent storage, where the browser has the API; a refusal changes nothing. */
export function requestPersistentStorage(): void {
  navigator.storage?.persist?.().catch(() => undefined)
}

/** 'persisted', 'best-effort' (may be evicted), or 'unknown' where the browser cannot tell. */
export async function storagePersistence(): Promise<'persisted' | 'best-effort' | 'unknown'> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return 'unknown'
    return (await navigator.storage.persisted()) ? 'persisted' : 'best-effort'
  } catch {
    return 'unknown'
  }
}
