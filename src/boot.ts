/**
 * The one script the HTML loads. A prerendered page is complete without JavaScript (text, images,
 * links), so the browser paints it first and the app — React and the router, ~100 KB gzip — is
 * fetched and hydrated right after the first paint: content never waits for script, on a slow
 * network or a slow phone. The SPA shell (app routes) has nothing to paint, so it starts at once.
 *
 * The prerender lists the page's route chunks in <meta name="page-modules">; they are preloaded
 * together with the app, so hydration needs no second round trip.
 */
import './styles/global.css'
import { nextTask } from './lib/schedule'

/**
 * The app is evaluated and started in four tasks instead of one long one: React, then the router
 * (src/router-step.ts), then the app's modules (docs/decisions/0068-app-evaluated-in-three-tasks.md),
 * then the app itself: creating the router and its route tree, and hydrating
 * (docs/decisions/0100-app-started-apart-from-its-evaluation.md). The prerender lists the three
 * chunks among the page modules, so they are fetched together and the steps add no round trip.
 */
const loadAndStartApp = async () => {
  await import('react-dom/client')
  await nextTask()
  await import('./router-step')
  await nextTask()
  const app = await import('./main')
  await nextTask()
  app.startApp()
}

/** Links per task: starting each load costs the main thread about 1 ms, 2–4 ms on a slow phone. */
const PRELOADS_PER_TASK = 6

/**
 * Preloads the modules the prerender lists, a few per task, in the order listed (the app's own
 * chunks first), so that starting up to 18 loads is not one long task after the first paint
 * (docs/decisions/0101-page-modules-preloaded-a-few-per-task.md).
 */
async function preloadPageModules() {
  const urls = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content.split(' ') ?? []
  const hrefs = urls.filter(Boolean)
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask()
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
      )
    }
  }
}

/**
 * Calls `start` once the page's first contentful paint has been shown (the paint timing entry is
 * reported after the frame reaches the screen, unlike requestAnimationFrame), or at once when
 * there is nothing to wait for: a hidden tab does not paint, and a browser without paint timing
 * gets the next task after a frame.
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

/**
 * Clicks on the page's script-only controls (buttons marked `data-replay="<id stable between the
 * prerender and hydration>"`: video Pause, slider arrows…) before the app has hydrated would do
 * nothing. They are held here instead: the control is marked `data-replay-pending` at once (the
 * stylesheet shows it as busy), and once the app marks the page hydrated (html[data-hydrated],
 * set by HydrationMarker after React's handlers and browser-only state are in place) each held
 * control is clicked again, once, in the order it was first clicked; repeated taps on one control
 * count once. A held click never reaches the app, so nothing runs twice. Links and native widgets
 * (details, popover) work without the app and are not held.
 * A form marked the same way (the account forms) is held on submit, not on click: its fields work
 * before hydration, its submit button shows it is busy, and once hydrated the form is submitted
 * again with what was typed
 * (docs/decisions/0078-forms-usable-before-hydration.md).
 */
function holdUntilHydrated() {
  const html = document.documentElement
  const held: string[] = []
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const control = target?.closest(event.type === 'submit' ? 'form[data-replay]' : '[data-replay]:not(form)')
    const id = control?.getAttribute('data-replay')
    if (!control || !id) return
    event.preventDefault()
    event.stopPropagation()
    ;((event as SubmitEvent).submitter ?? control).setAttribute('data-replay-pending', '')
    if (!held.includes(id)) held.push(id)
  }
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
      const controls = [...document.querySelectorAll<HTMLElement>('[data-replay]')]
      for (const id of held) {
        const control = controls.find((candidate) => candidate.dataset.replay === id)
        if (control instanceof HTMLFormElement) control.requestSubmit()
        else control?.click()
      }
    })
  }).observe(html, { attributeFilter: ['data-hydrated'] })
}

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false
const start = () => {
  void preloadPageModules()
  // If the app cannot load (offline before it was cached, or the visitor already leaving: Firefox
  // and WebKit cancel a page's loads then), the prerendered page stays as it is.
  loadAndStartApp().catch((error: unknown) =>
    console.warn('The app did not start; the page stays as prerendered.', error),
  )
}
if (prerendered) {
  holdUntilHydrated()
  afterFirstPaint(start)
} else start()
