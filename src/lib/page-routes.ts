/**
 * Which file of the build answers which URL path: the one rule shared by the prerender (it writes
 * the files), `vite preview` (scripts/vite-plugin-prerender.ts), the service worker (src/sw.ts),
 * the end-to-end PWA server (e2e/support/pwa-server.ts) and nginx (deploy/nginx.conf includes the
 * page and app-route locations the build generates from this module; scripts/nginx.dist.test.ts runs it).
 *
 * - A prerendered path `/x` is the file `x/index.html` (`/` is `index.html`), in any letter case and
 *   with or without trailing slashes, like the router.
 * - An app route that is not prerendered (`/profile/$email`, `/activate/$email/$token`…) gets the
 *   SPA shell with 200.
 * - Anything else gets the SPA shell with 404 (the app renders its not-found page).
 * - A path starting with `//` is a path, never a host.
 *
 * No imports: the service worker bundles it and Node loads it as it is.
 */

/** The SPA shell (dist/index.html is the prerendered home page, not a shell). */
export const SHELL_FILE = 'app-shell.html'

/** What the prerender leaves for the servers (not served: dot folders never are). */
export const ROUTES_FILE = '.vite/prerender-routes.json'

/** The nginx locations generated from ROUTES_FILE, included by deploy/nginx.conf. */
export const NGINX_ROUTES_FILE = '.vite/nginx-routes.conf'

export type PrerenderRoutes = {
  /** pagePathKey(path) → the file under dist/. */
  pages: Record<string, string>
  /** Route paths that are not prerendered, with `$param` segments (`/profile/$email`). */
  appRoutes: string[]
}

export type PageResponse = { file: string; status: 200 | 404 }

/** '/Courses/' and '/courses' are the same page (the router matches case-insensitively). */
export function pagePathKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

/** The file a prerendered path is written to: '/' → 'index.html', '/courses' → 'courses/index.html'. */
export function pageFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`
}

/**
 * The copy of a prerendered page that the service worker precaches: 'courses/index.html' →
 * 'courses/index.linked.html'. A server sends the page with the site's stylesheet inline, which
 * spares a first visit a round trip; this copy links the stylesheet instead, so the precache holds
 * it once rather than in every page (docs/decisions/0017-prerendering-and-hydration.md).
 */
export function precachedPageFile(file: string): string {
  return file.replace(/index\.html$/, 'index.linked.html')
}

/** The page key of a precached page ('/courses/index.linked.html' or 'courses/index.linked.html' → '/courses'), else undefined. */
export function pageKeyOfPrecachedFile(file: string): string | undefined {
  const match = /^\/?(?:(.*)\/)?index\.linked\.html$/.exec(file)
  return match ? pagePathKey(`/${match[1] ?? ''}`) : undefined
}

/**
 * The decoded path of a request target ('/a%40b?x' → '/a@b'), or null when it cannot be decoded.
 * Not `new URL(target, base)`: that reads '//evil.example/x' as a host and drops it from the path.
 */
export function requestPathname(target: string): string | null {
  try {
    return decodeURIComponent(target.split(/[?#]/)[0] || '/')
  } catch {
    return null
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The pattern (source, case-insensitive) of an app route: '/profile/$email' → '^/profile/[^/]+/*$'. */
export function appRoutePattern(route: string): string {
  const segments = route.replace(/\/+$/, '').split('/')
  return `^${segments.map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment))).join('/')}/*$`
}

/** The file and status that answer a page request (not a static file) for `pathname`. */
export function resolvePage(routes: PrerenderRoutes, pathname: string): PageResponse {
  const page = routes.pages[pagePathKey(pathname)]
  if (page) return { file: page, status: 200 }
  const isAppRoute = routes.appRoutes.some((route) => new RegExp(appRoutePattern(route), 'i').test(pathname))
  return { file: SHELL_FILE, status: isAppRoute ? 200 : 404 }
}

/** Reads ROUTES_FILE's JSON; anything malformed counts as no routes (every page then gets the shell). */
export function parseRoutes(json: string): PrerenderRoutes {
  let value: { pages?: unknown; appRoutes?: unknown } | null = null
  try {
    value = JSON.parse(json)
  } catch {
    // Not JSON: no routes.
  }
  const pages = typeof value?.pages === 'object' && value.pages !== null ? Object.entries(value.pages) : []
  return {
    pages: Object.fromEntries(pages.filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    appRoutes: Array.isArray(value?.appRoutes) ? value.appRoutes.filter((route) => typeof route === 'string') : [],
  }
}

/** A path an app route answers, for checks and examples: '/profile/$email' → '/profile/x'. */
export function appRouteSample(route: string): string {
  return route.replace(/\/\$[^/]+/g, '/x')
}

/**
 * NGINX_ROUTES_FILE for a build: one case-insensitive location per prerendered page and per app
 * route, each answering with the file `resolvePage` picks (the 404 for everything else is the
 * `error_page` of deploy/nginx.conf). `headers` gives each location's header lines for a path it
 * answers (scripts/security-headers.ts: nginx drops inherited headers in a location with its own).
 */
export function nginxRoutes(routes: PrerenderRoutes, headers: (samplePath: string) => string = () => ''): string {
  const lines = ['# Generated by the build from the prerendered routes (src/lib/page-routes.ts). Do not edit.']
  const location = (pattern: string, samplePath: string, file: string) =>
    `location ~* "${pattern}" { ${headers(samplePath) ? `${headers(samplePath)} ` : ''}try_files /${file} =404; }`
  for (const [key, file] of Object.entries(routes.pages)) {
    lines.push(location(key === '/' ? '^/+$' : `^${escapeRegExp(key)}/*$`, key, file))
  }
  for (const route of routes.appRoutes) lines.push(location(appRoutePattern(route), appRouteSample(route), SHELL_FILE))
  return `${lines.join('\n')}\n`
}
