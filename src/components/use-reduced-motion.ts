import { useEffect, useState } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

/**
 * True when the visitor asks for reduced motion. Starts as `null` ("not known yet") so the
 * prerendered HTML and the first client render agree; matchMedia is read only in an effect.
 */
export function usePrefersReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setReduced(false)
      return
    }
    const mql = window.matchMedia(QUERY)
    setReduced(mql.matches)
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches)
    mql.addEventListener('change', onChange)
    return () => mql.removeEventListener('change', onChange)
  }, [])
  return reduced
}
