/**
 * The demo backend in the page (docs/architecture.md (Demo mode)). No mockServiceWorker.js: a second service worker
 * would fight the PWA's. Instead fetch and XHR are patched with @mswjs/interceptors and answered
 * by msw's getResponse from the same handlers the tests use. Only requests to the demo API base
 * are answered; everything else goes to the network untouched.
 */
// First: msw must find a usable localStorage as it loads, even where site data is blocked.
import './storage-shield'
import { BatchInterceptor } from '@mswjs/interceptors'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest'
import { getResponse } from 'msw'
import { localStore } from '../src/lib/storage'
import { mockConfig } from './config'
import { persistInIndexedDb } from './db'
import { handlersFor } from './handlers'
import { DEMO_SCENARIO_KEY, parseScenario, scenarioById } from './scenarios'

let started = false

export function startDemoBackend(apiBasePath: string): void {
  if (started) return
  started = true
  persistInIndexedDb()
  mockConfig.latencyMs = 350
  // Mail links open the page's own origin (the handlers never read `location` themselves).
  mockConfig.appOrigin = location.origin

  const interceptor = new BatchInterceptor({
    name: 'demo-backend',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  })
  interceptor.apply()
  interceptor.on('request', async ({ request, controller }) => {
    const url = new URL(request.url)
    if (url.origin !== location.origin || !url.pathname.startsWith(`${apiBasePath}/`)) return
    // Scenarios for demos (mocks/scenarios.ts): localStorage `demo:fail` holds a scenario id, read
    // on every request so a switch takes effect without a reload.
    const scenario = parseScenario(localStore.get(DEMO_SCENARIO_KEY))
    mockConfig.failure = scenarioById(scenario).failure
    const response =
      (await getResponse(handlersFor(scenario), request)) ?? Response.json({ message: 'Not found' }, { status: 404 })
    if (response.type === 'error') controller.errorWith(new TypeError('Failed to fetch'))
    else controller.respondWith(response)
  })
}

export { readOutbox, resetDb, subscribeOutbox, SEEDED_ACCOUNT, type Mail } from './db'
