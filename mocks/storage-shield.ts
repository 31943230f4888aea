/**
 * Imported first by mocks/browser.ts: msw reads `localStorage` while its modules load, which throws
 * where the browser blocks site data (docs/decisions/0086-storage-that-may-be-denied.md).
 */
import { localStore, tabStore } from '../src/lib/storage'

/**
 * For third-party code that reads `localStorage`/`sessionStorage` itself and would throw where they
 * are denied (the demo backend's msw keeps cookies in localStorage as its module loads): replaces a
 * denied global with one backed by src/lib/storage.ts's memory for the tab. Our own code never needs it;
 * call it before importing such code. The decision is made first, so `siteDataBlocked()` still
 * tells the truth afterwards.
 */
export function shieldStorageGlobals(): void {
  for (const [kind, store] of [
    ['localStorage', localStore],
    ['sessionStorage', tabStore],
  ] as const) {
    if (store.persists() || typeof window === 'undefined') continue
    const inMemory = {
      getItem: (key: string) => store.get(String(key)),
      setItem: (key: string, value: string) => store.set(String(key), String(value)),
      removeItem: (key: string) => store.remove(String(key)),
      clear: () => store.keys().forEach((key) => store.remove(key)),
      key: (index: number) => store.keys()[index] ?? null,
      get length() {
        return store.keys().length
      },
    }
    try {
      Object.defineProperty(window, kind, { value: inMemory, configurable: true })
    } catch {
      /* left as it is */
    }
  }
}

shieldStorageGlobals()
