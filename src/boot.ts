/**
 * The one script the HTML loads (docs/decisions/0017-prerendering-and-hydration.md). A prerendered
 * page is complete without JavaScript, so the browser paints it first and the app is loaded and
 * hydrated right after the first paint; the SPA shell has nothing to paint and starts at once.
 *
 * No tap is lost meanwhile. Links need no app: the browser follows them until the router takes
 * over. Taps on script-only controls (`data-replay`) and submits of account forms would do nothing
 * before hydration: they are held here, shown busy, and replayed once, in order, when the app is
 * live (html[data-hydrated]).
 */
import './styles/global.css'

const html = document.documentElement
/** The ids of the controls and forms held before hydration, in the order they were first used. */
const held: string[] = []

function hold(event: Event) {
  const target = event.target instanceof Element ? event.target : null
  const control = target?.closest(event.type === 'submit' ? 'form[data-replay]' : '[data-replay]:not(form)')
  // The id is the same before and after hydration; repeated taps on one control count once.
  const id = control?.getAttribute('data-replay')
  if (!control || !id) return
  event.preventDefault()
  event.stopPropagation()
  ;((event as SubmitEvent).submitter ?? control).setAttribute('data-replay-pending', '')
  if (!held.includes(id)) held.push(id)
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
      for (const id of held) {
        const control = document.querySelector<HTMLElement>(`[data-replay="${CSS.escape(id)}"]`)
        if (control instanceof HTMLFormElement) control.requestSubmit()
        else control?.click()
      }
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
  // The route chunks the prerender lists (<meta name="page-modules">) load with the app, not after it.
  const modules = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content.split(' ') ?? []
  for (const href of modules.filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }))
  }
  import('./main')
    .then((app) => app.startApp())
    .catch((error: unknown) => {
      // Offline before the app was cached, or the visitor already leaving (Firefox and WebKit cancel a
      // page's loads then): the prerendered page stays as it is.
      console.warn('The app did not start; the page stays as prerendered.', error)
    })
}

// The script is async (index.html): it runs as soon as it arrives, often before the rest of the
// page has, so a tap on a control painted early is held from then on. What to start waits for the page.
holdUntilHydrated()
const begin = () => (document.getElementById('root')?.hasChildNodes() ? afterFirstPaint(start) : start())
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true })
else begin()
