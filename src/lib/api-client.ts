/**
 * The one HTTP client (redaxios). Credentials are sent by default (docs/product.md (Backend calls)); 2xx is success;
 * every request is aborted after REQUEST_TIMEOUT_MS.
 */
import redaxios from 'redaxios'
import { apiBaseUrl, REQUEST_TIMEOUT_MS } from './api-config'
import { serverMessage, withFailureMessage } from './api-errors'
import { requestsReady } from './request-gate'

type FailureOptions = NonNullable<Parameters<typeof withFailureMessage>[2]>

/** fetch once requests may go (request-gate.ts), given up after REQUEST_TIMEOUT_MS; `extra` adds to its options. */
const fetchWith =
  (extra: RequestInit = {}): typeof fetch =>
  async (input, init) => {
    await requestsReady()
    // Looked up at call time: demo mode patches fetch after this module is loaded.
    return globalThis.fetch(input, { ...init, ...extra, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  }

export const api = redaxios.create({
  baseURL: apiBaseUrl,
  withCredentials: true,
  fetch: fetchWith(),
  headers: { accept: 'application/json' },
})

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * A POST whose answer is only a message: resolves to the server's own text (from `successFields`,
 * else the fields failures read), else to `success`; a failure rejects with the user-facing message
 * (lib/api-errors.ts).
 */
export async function postForMessage(
  path: string,
  body: unknown,
  {
    fallback,
    success,
    successFields,
    ...options
  }: FailureOptions & { fallback: string; success: string; successFields?: FailureOptions['fields'] },
): Promise<string> {
  const response = await withFailureMessage(() => api.post(path, body), fallback, options)
  return serverMessage(response.data, successFields ?? options.fields) ?? success
}

/**
 * Ends the session on the server too (`POST auth/logout` with its token, docs/deployment.md
 * (Backend requirements)), best effort: nothing waits for it, and a failure — offline, a backend
 * without the call, a session already gone — is dropped without a word. The local logout has
 * already happened (docs/decisions/0084-server-logout-and-session-lifetime.md).
 */
export function endServerSession(token: string): Promise<void> {
  // keepalive: the call outlives the page, so a logout followed by closing the tab still arrives.
  return api.post('auth/logout', undefined, { headers: bearer(token), fetch: fetchWith({ keepalive: true }) }).then(
    () => undefined,
    () => undefined,
  )
}
