import { type ComponentType, lazy, Suspense } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * A component that exists only in the browser and is loaded after hydration, in a chunk of its
 * own: it is in no prerendered page and off every page's critical path. If its chunk
 * cannot be loaded (offline before it was cached), it renders nothing; the page keeps working.
 */
export function afterHydration(
  load: () => Promise<{ default: ComponentType; ready?: Promise<unknown> }>,
): ComponentType {
  const Loaded = lazy(() =>
    load()
      .then(whenStyled)
      .catch(() => ({ default: () => null })),
  )
  return function AfterHydration() {
    return useHydrated() ? (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    ) : null
  }
}

/**
 * A lazily loaded module that brings its own stylesheets exports `ready` (src/lib/stylesheet.ts):
 * it is used once they have loaded.
 */
export const whenStyled = <Module extends { ready?: Promise<unknown> }>(module: Module): Promise<Module> =>
  Promise.resolve(module.ready).then(() => module)
