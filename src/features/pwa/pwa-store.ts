/**
 * What the PWA lifecycle knows, for the components that show it: an update waiting for the
 * user's consent and a deferred install prompt. A tiny external store (useSyncExternalStore), no
 * React state shared through context: the lifecycle runs once per page.
 */
import { tabStore } from '~/lib/storage'

export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type PwaState = {
  /** Set while a new version waits; calling it activates the version and reloads the page. */
  acceptUpdate: (() => void) | null
  /** The waiting update's version, when it said. */
  updateVersion: string | null
  installPrompt: BeforeInstallPromptEvent | null
}

/** The server (prerender) never has an update or an install prompt. */
const SERVER_STATE: PwaState = { acceptUpdate: null, updateVersion: null, installPrompt: null }
let state = SERVER_STATE
const listeners = new Set<() => void>()

export const pwaStore = {
  get: (): PwaState => state,
  getServer: (): PwaState => SERVER_STATE,
  set(patch: Partial<PwaState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

const RELOAD_WINDOW_MS = 10_000

/**
 * Reloads the page unless this tab did so for the same reason (`key`, a sessionStorage entry with
 * the time) in the last 10 seconds: the page then already is what a reload would bring, and the
 * error or event that asked for it must not start a reload loop. Whether it reloads.
 */
export function reloadOncePerBurst(key: string): boolean {
  const last = Number(tabStore.get(key) ?? 0)
  if (Date.now() - last < RELOAD_WINDOW_MS) return false
  tabStore.set(key, String(Date.now()))
  window.location.reload()
  return true
}
