/**
 * What the PWA lifecycle knows, for the components that show it: an update waiting for the
 * user's consent and a deferred install prompt. A tiny external store (useSyncExternalStore), no
 * React state shared through context: the lifecycle runs once per page.
 */
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

let state: PwaState = { acceptUpdate: null, updateVersion: null, installPrompt: null }
const listeners = new Set<() => void>()

export const pwaStore = {
  get: (): PwaState => state,
  /** The server (prerender) never has an update or an install prompt. */
  getServer: (): PwaState => SERVER_STATE,
  set(patch: Partial<PwaState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

const SERVER_STATE: PwaState = { acceptUpdate: null, updateVersion: null, installPrompt: null }
