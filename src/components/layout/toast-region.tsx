import { lazy, Suspense } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

const ToastHost = lazy(() => import('./toast-host'))

/** Mounts the toast container after hydration (it is not part of any prerendered page). */
export function ToastRegion() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null
}
