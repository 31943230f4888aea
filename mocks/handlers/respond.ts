/** Shared pieces of the mock handlers: JSON bodies, latency and injected failures. */
import { delay, getResponse, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw'
import { mockConfig } from '../config'
import { SERVER_ERROR_MESSAGE } from '../messages'
import { isRecord } from '../../src/lib/is-record'

const sleep = (ms: number) => (ms > 0 ? delay(ms) : Promise.resolve())

/**
 * Applies latency and the injected failure. Returns a response to send instead of the real one,
 * or undefined to carry on.
 */
async function injected(): Promise<Response | undefined> {
  await sleep(mockConfig.latencyMs)
  const { failure } = mockConfig
  if (failure === 'slow') await sleep(mockConfig.slowMs)
  if (failure === 'network') return HttpResponse.error()
  if (failure !== 'server-error') return undefined
  // A real proxy error page: HTML, not JSON. The UI must not show it as a message.
  return new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 500,
    headers: { 'content-type': 'text/html' },
  })
}

/** The route of one account call: latency and the injected failure first, then the resolver. */
const call = (method: 'get' | 'post') => (path: string, resolver: HttpResponseResolver) =>
  http[method](path, async (info) => (await injected()) ?? resolver(info))

/** msw's `http.get` and `http.post` for the account calls, each answer delayed or failed as mocks/config.ts says. */
export const route = { get: call('get'), post: call('post') }

/**
 * A 429 with `Retry-After` (docs/deployment.md (Backend requirements)). The answer exposes the
 * header itself: served across origins by Playwright's routing (e2e/qa), nothing else would, and
 * the login form could not count down.
 */
export function rateLimited(message: string, retryAfterSeconds: number): Response {
  return HttpResponse.json(
    { message },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Access-Control-Expose-Headers': 'Retry-After' },
    },
  )
}

/** A refusal: `{ message }` (after the `extra` fields) with its status. */
export const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ ...extra, message }, { status })

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json()
    return isRecord(body) ? body : {}
  } catch {
    return {}
  }
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Links in mails point at the app: the configured origin, else the one the request went to. */
export function appOrigin(request: Request): string {
  return mockConfig.appOrigin ?? new URL(request.url).origin
}

/**
 * The handlers as one, every answer of theirs marked `Cache-Control: no-store`
 * (docs/deployment.md (Backend requirements)): tokens, profiles and messages are never kept by a
 * browser or a proxy. A dropped connection (a network-error response) has nothing to mark. A handler
 * that throws gets a plain 500: the exception's text could name internals, so it goes only to
 * `mockConfig.reportError`.
 */
export function noStore(list: readonly RequestHandler[]): RequestHandler {
  return http.all('*/auth/*', async ({ request }) => {
    const response = await getResponse([...list], request).catch((error: unknown) => {
      mockConfig.reportError?.(error)
      return refuse(500, SERVER_ERROR_MESSAGE)
    })
    if (response && response.type !== 'error') response.headers.set('Cache-Control', 'no-store')
    return response
  })
}
