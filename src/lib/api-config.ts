/**
 * Where account calls go (docs/architecture.md (Demo mode)). A build with VITE_API_BASE_URL talks to that backend;
 * without it the app runs in demo mode and the same calls are answered in the page by the mocks.
 */
const configured = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '')

export const isDemoMode = configured === ''

/** Base URL the API client prefixes to `auth/...` paths. */
export const apiBaseUrl = isDemoMode ? '/demo-api' : configured

/** Requests give up after this long, so the UI never shows a spinner forever (docs/product.md (Backend calls) has none). */
export const REQUEST_TIMEOUT_MS = 15_000
