import { startTransition, useEffect, useState } from 'react'

/** True once a first render has committed in this page: what mounts later starts hydrated. */
let hydrated = false

/**
 * For a page the client renders from nothing (the SPA shell): there is no server markup to
 * match, so its first render is already the browser's and browser-only state shows at once
 * (a dismissed demo banner stays hidden, with no frame of it).
 */
export function startHydrated() {
  hydrated = true
}

/**
 * False during server rendering and hydration, true afterwards. For parts that exist only in
 * the browser, so a prerendered page hydrates without a mismatch.
 *
 * The switch is a transition, so React renders what it brings (the catalogue's filters, the parts
 * loaded after hydration) in short slices instead of one long task; `useSyncExternalStore` would
 * force that re-render to be synchronous (docs/decisions/0017-prerendering-and-hydration.md).
 * Every instance switches in the same commit: their effects run together after hydration.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hydrated)
  useEffect(() => {
    hydrated = true
    if (!isHydrated) startTransition(() => setHydrated(true))
  }, [isHydrated])
  return isHydrated
}
