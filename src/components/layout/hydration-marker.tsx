import { useEffect } from 'react'
import { sessionStore } from '~/lib/session'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * Marks the page as live once hydration and the re-render of browser-only state after it (the
 * session: useHydrated) are committed: prerendered pages are visible, and their links work, before
 * that; end-to-end tests wait for `html[data-hydrated]` to interact, and src/boot.ts replays the
 * clicks and form submits it held on `data-replay` controls and forms when it appears.
 * Part of the root layout, so the server renders the same tree (useId values depend on it).
 */
export function HydrationMarker() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated) return
    document.documentElement.dataset.hydrated = ''
    // A session kept only in the IndexedDB mirror comes back now, not during hydration (the
    // prerendered page is logged out; changing the session mid-hydration would mismatch).
    void sessionStore.restore()
  }, [hydrated])
  return null
}
