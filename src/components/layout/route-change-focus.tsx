import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { MAIN_CONTENT_ID } from './skip-link'

/**
 * On every route change (docs/product.md (Screens)): scroll to the top — smoothly, unless the user prefers reduced
 * motion — and move focus to the new page's heading so screen-reader and keyboard users start
 * there. A URL hash scrolls to its target instead. The first load keeps the browser's focus.
 */
export function RouteChangeFocus() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The first load keeps the browser's own focus and scroll position.
        if (!event.fromLocation) return
        if (!event.pathChanged && !event.hashChanged) return
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth'
        const hash = event.toLocation.hash
        const target = hash ? document.getElementById(decodeURIComponent(hash)) : null
        if (target) {
          target.scrollIntoView({ behavior, block: 'start' })
          return
        }
        if (!event.pathChanged) return
        window.scrollTo({ top: 0, left: 0, behavior })
        const main = document.getElementById(MAIN_CONTENT_ID)
        const focusTarget = main?.querySelector('h1') ?? main
        if (focusTarget) {
          focusTarget.setAttribute('tabindex', '-1')
          focusTarget.focus({ preventScroll: true })
        }
      }),
    [router],
  )
  return null
}
