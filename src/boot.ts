/**
 * The one script the HTML loads (docs/decisions/0017-prerendering-and-hydration.md). A prerendered
 * page is complete without JavaScript, so the browser paints it first and the app is loaded and
 * hydrated right after the first paint; the SPA shell has nothing to paint and starts at once.
 *
 * No tap is lost meanwhile. A link followed before the app starts is the browser's to follow, and
 * the app is then not started under it (its start could cancel the navigation). From the app's
 * start until it is live (html[data-hydrated]), taps on links and on script-only controls
 * (`data-replay`), and submits of account forms, are held here, shown busy, and replayed once, in
 * order, when the app has hydrated.
 */
import './styles/global.css'

const html = document.documentElement
/** Set when the app starts loading: from then on a tap waits for it. */
let starting = false
/** A link followed by the browser before the app started: the page is being left. */
let leaving = false
/** What was tapped before hydration, replayed in order once the app is live. */
const held: { key: Element | string; replay: () => void }[] = []
/** The last link held: followed by the browser if the app never arrives. */
let heldLink: HTMLAnchorElement | null = null

/** A link the browser would follow in this tab, to another page of this site; null for anything else. */
function linkLeavingThePage(event: MouseEvent): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== location.origin)
    return null
  // A link to a place on this page only scrolls.
  const samePage = link.pathname === location.pathname && link.search === location.search
  return samePage && link.hash ? null : link
}

function hold(event: Event) {
  const link = event.type === 'click' ? linkLeavingThePage(event as MouseEvent) : null
  const target = event.target instanceof Element ? event.target : null
  const control = link ?? target?.closest(event.type === 'submit' ? 'form[data-replay]' : '[data-replay]:not(form)')
  if (!control) return
  if (link && !starting) {
    leaving = true
    return
  }
  event.preventDefault()
  event.stopPropagation()
  ;((event as SubmitEvent).submitter ?? control).setAttribute('data-replay-pending', '')
  // A control is found again by its id, the same before and after hydration; a link is the element
  // hydration adopted (or, replaced, its address). Repeated taps on one count once.
  const id = control.getAttribute('data-replay')
  const key = link ?? id ?? control
  if (held.some((entry) => entry.key === key)) return
  if (link) heldLink = link
  held.push({
    key,
    replay: () => {
      if (link) return link.isConnected ? link.click() : location.assign(link.href)
      const live = document.querySelector<HTMLElement>(`[data-replay="${CSS.escape(id ?? '')}"]`)
      if (live instanceof HTMLFormElement) live.requestSubmit()
      else live?.click()
    },
  })
}

function holdUntilHydrated() {
  document.addEventListener('click', hold, true)
  document.addEventListener('submit', hold, true)
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute('data-hydrated')) return
    observer.disconnect()
    document.removeEventListener('click', hold, true)
    document.removeEventListener('submit', hold, true)
    // A task of its own, after React's work that set the attribute.
    setTimeout(() => {
      for (const busy of document.querySelectorAll('[data-replay-pending]')) busy.removeAttribute('data-replay-pending')
      for (const { replay } of held.splice(0)) replay()
    })
  }).observe(html, { attributeFilter: ['data-hydrated'] })
}

/**
 * Calls `start` once the page's first contentful paint has been shown (the paint timing entry is
 * reported after the frame reaches the screen), or at once when there is nothing to wait for: a
 * hidden tab does not paint, and a browser without paint timing gets the next task after a frame.
 */
function afterFirstPaint(start: () => void) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  if (document.visibilityState !== 'visible' || performance.getEntriesByName('first-contentful-paint').length > 0) {
    return once()
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once))
    return
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(once)
  })
  observer.observe({ type: 'paint', buffered: true })
  // Never wait long: a tab hidden before its first paint, or a paint that is not reported.
  document.addEventListener('visibilitychange', once, { once: true })
  setTimeout(once, 3000)
}

const start = () => {
  if (leaving) return
  starting = true
  // The route chunks the prerender lists (<meta name="page-modules">) load with the app, not after it.
  const modules = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content.split(' ') ?? []
  for (const href of modules.filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }))
  }
  import('./main')
    .then((app) => app.startApp())
    .catch((error: unknown) => {
      // Offline before the app was cached, or the visitor already leaving (Firefox and WebKit cancel a
      // page's loads then): the prerendered page stays as it is, and a link tapped meanwhile is followed.
      console.warn('The app did not start; the page stays as prerendered.', error)
      if (heldLink) location.assign(heldLink.href)
    })
}

if (document.getElementById('root')?.hasChildNodes()) {
  holdUntilHydrated()
  afterFirstPaint(start)
} else start()
