/**
 * Service-worker rules shared by the worker (src/sw.ts), the page side of the PWA and the tests
 * (which URL answers which file is src/lib/page-routes.ts). No imports: the worker bundle stays
 * small and this module stays importable everywhere.
 */

/** The worker's URL, fixed: the Trusted Types policy below turns exactly this one into a script URL. */
export const SW_URL = '/sw.js'

/** The web app manifest, which vite-plugin-pwa writes under this name and links from every page (vite.config.ts). */
export const MANIFEST_URL = '/manifest.webmanifest'

/** The site's one Trusted Types policy (scripts/security-headers.ts SW_TRUSTED_TYPES_POLICY). */
export const SW_TRUSTED_TYPES_POLICY = 'sw-registration'

/** Message the page posts to a waiting worker once the user accepts the update. */
export const SKIP_WAITING = 'SKIP_WAITING'

/** Message the page posts to a waiting worker to learn its version (answered on the message port). */
export const GET_VERSION = 'GET_VERSION'

/** Demo-mode API (src/lib/api-config.ts); a real backend lives on its own origin, which the worker never sees navigated. */
export const API_PATH_PREFIX = '/demo-api'

/**
 * Navigations the SPA fallback must not answer: the API, the worker itself and file URLs (the
 * whitepaper PDF, media, images: anything whose last segment has an extension), except under the
 * parameter routes, whose last segment may be an e-mail address (/profile/learner@example.com).
 * Tested against pathname + search, like workbox-routing's NavigationRoute denylist.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  new RegExp(`^${API_PATH_PREFIX}(?:[/?]|$)`),
  /^(?!\/(?:profile|activate|reset-password)\/)(?:[^?]*\/)?[^/?]+\.[a-z0-9]+(?:\?.*)?$/i,
]

export const isNavigationFallbackDenied = (pathAndSearch: string) =>
  NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch))
