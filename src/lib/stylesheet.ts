/**
 * Stylesheets of interface that exists only after hydration (notifications, prompts, panels) stay
 * out of the site's render-blocking stylesheet: every byte there delays every page's first paint
 * (docs/decisions.md (Critical CSS)). Such a component imports its CSS with Vite's `?url` and calls
 * `useStylesheets`, which suspends it until the files have loaded, so it never shows unstyled.
 * This module is only imported by lazily loaded components: it costs no page anything up front.
 */
import { use } from 'react'

const loading = new Map<string, Promise<void>>()

/**
 * Adds `<link rel="stylesheet" href>` to the document once and resolves when it has loaded. One
 * that fails (offline before the service worker had it) resolves too: the component then renders
 * plain rather than not at all.
 */
export function loadStylesheet(href: string): Promise<void> {
  let done = loading.get(href)
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      link.onload = link.onerror = () => resolve()
      document.head.append(link)
    })
    loading.set(href, done)
  }
  return done
}

const together = new Map<string, Promise<unknown>>()

/** Suspends the calling component (inside a Suspense boundary) until every stylesheet has loaded. */
export function useStylesheets(...hrefs: string[]): void {
  const key = hrefs.join(' ')
  let all = together.get(key)
  if (!all) {
    all = Promise.all(hrefs.map(loadStylesheet))
    together.set(key, all)
  }
  use(all)
}
