/**
 * Where account calls go (docs/architecture.md (Demo mode)). A build with VITE_API_BASE_URL talks to that backend;
 * without it the app runs in demo mode and the same calls are answered in the page by the mocks.
 */
/**
 * A build-time constant: Vite writes the variable's value in, so the bundler sees `!"https://…"` or
 * `!undefined` and drops every `isDemoMode` branch of a real-backend build — the demo banner, its
 * controls and the mock backend are not in it at all (scripts/demo-free-build.dist.test.ts). Keep the
 * test this simple: a computed one (trimming, say) is folded only by the minifier, after the demo
 * chunks were already emitted.
 */
export const isDemoMode = !import.meta.env.VITE_API_BASE_URL

const configured = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '')

/** Base URL the API client prefixes to `auth/...` paths. */
export const apiBaseUrl = isDemoMode ? '/demo-api' : configured

/** Requests give up after this long, so the UI never shows a spinner forever (docs/product.md (Backend calls) has none). */
export const REQUEST_TIMEOUT_MS = 15_000
