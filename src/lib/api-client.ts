/**
 * The one HTTP client (redaxios). Credentials are sent by default (docs/product.md (Backend calls)); 2xx is success;
 * every request is aborted after REQUEST_TIMEOUT_MS.
 */
import redaxios from 'redaxios'
import { apiBaseUrl, REQUEST_TIMEOUT_MS } from './api-config'
import { requestsReady } from './request-gate'

const fetchWithTimeout: typeof fetch = async (input, init) => {
  await requestsReady()
  // Looked up at call time: demo mode patches fetch after this module is loaded.
  return globalThis.fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
}

export const api = redaxios.create({
  baseURL: apiBaseUrl,
  withCredentials: true,
  fetch: fetchWithTimeout,
  headers: { accept: 'application/json' },
})

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
