import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => {}
  const mql = window.matchMedia(QUERY)
  mql.addEventListener('change', onChange)
  return () => mql.removeEventListener('change', onChange)
}

const getSnapshot = () => (hasMatchMedia() ? window.matchMedia(QUERY).matches : false)
/** Prerendered HTML does not know the visitor's preference: "unknown" renders no motion. */
const getServerSnapshot = () => null

/**
 * True when the visitor asks for reduced motion, null while unknown (prerender and hydration),
 * so server HTML and the first client render agree. matchMedia is never read at module scope.
 */
export function usePrefersReducedMotion(): boolean | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
