import { type ComponentType, lazy, Suspense } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * A component that exists only in the browser and is loaded after hydration, in a chunk of its
 * own: it is in no prerendered page and off every page's critical path. If its chunk
 * cannot be loaded (offline before it was cached), it renders nothing; the page keeps working.
 */
export function afterHydration(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Loaded = lazy(() => load().catch(() => ({ default: () => null })))
  return function AfterHydration() {
    return useHydrated() ? (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    ) : null
  }
}
