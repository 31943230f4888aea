/**
 * Stylesheets of interface that exists only after hydration (notifications, prompts, panels) stay
 * out of the site's render-blocking stylesheet: every byte there delays every page's first paint
 * (docs/decisions/0088-byte-guards-with-headroom.md). Such a component's module imports its CSS with Vite's `?url`
 * and exports `ready = loadStylesheets(…)`; whoever loads it lazily waits for `ready`
 * (`whenStyled`, src/components/after-hydration.tsx), so it never shows unstyled. This module is
 * only imported by lazily loaded modules: it costs no page anything up front.
 */

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

/** Every one of the stylesheets, loaded (see loadStylesheet). */
export async function loadStylesheets(...hrefs: string[]): Promise<void> {
  await Promise.all(hrefs.map(loadStylesheet))
}
