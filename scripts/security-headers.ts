/**
 * HTTP security headers for every response of the built site (OWASP ASVS V3/V14):
 * a strict Content-Security-Policy with Trusted Types, plus the usual hardening headers.
 * The build writes them to `dist/_headers` for static hosts that read that file; `vite preview`
 * (and so `npm start` and the end-to-end tests) sends what that file says, like such a host; and
 * the build writes the same headers for nginx (deploy/nginx.conf, docs/deployment.md (nginx)).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { siteStylesheetFile, styleHashSource } from './site-stylesheet.ts'

/** The one Trusted Types policy: it turns the fixed service-worker URL into a TrustedScriptURL. */
export const SW_TRUSTED_TYPES_POLICY = 'sw-registration'

/** Origin of VITE_API_BASE_URL, or none in demo mode (the mock backend runs in the page). */
export function apiOrigin(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl?.trim()) return undefined
  if (!URL.canParse(apiBaseUrl)) throw new Error(`VITE_API_BASE_URL is not an absolute URL: ${apiBaseUrl}`)
  return new URL(apiBaseUrl).origin
}

export type PolicyOptions = {
  apiOrigin?: string | undefined
  /** The CSP hash sources of the stylesheets the pages carry inline (scripts/site-stylesheet.ts). */
  styleHashes?: readonly string[]
}

export function contentSecurityPolicy(options: PolicyOptions & { forMeta?: boolean } = {}): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", ...(options.styleHashes ?? [])],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['connect-src', "'self'", ...(options.apiOrigin ? [options.apiOrigin] : [])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', SW_TRUSTED_TYPES_POLICY],
  ]
  // frame-ancestors is ignored (and warned about) inside <meta>; headers carry it.
  if (!options.forMeta) directives.push(['frame-ancestors', "'none'"])
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** Two years, subdomains included: browsers then refuse plain HTTP for the site (docs/deployment.md (HTTPS only)). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

export type HeaderRule = { path: string; headers: Array<[name: string, value: string]> }

/**
 * The pages whose address holds a one-time token (activation and reset links): no `Referer` leaves
 * them, so the token never reaches another server (docs/deployment.md (Security headers)).
 */
export const TOKEN_PAGES = ['/activate/*', '/reset-password/*']

/** Every rule of the built `_headers`: the security headers on every path, then the token pages'. */
export function securityHeaderRules(options: PolicyOptions = {}): HeaderRule[] {
  return [
    { path: '/*', headers: Object.entries(securityHeaders(options)) },
    ...TOKEN_PAGES.map((path): HeaderRule => ({ path, headers: [['Referrer-Policy', 'no-referrer']] })),
  ]
}

/** Netlify/Cloudflare Pages `_headers` format. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`)
    .join('')
}

/**
 * Parses a Netlify/Cloudflare Pages `_headers` file: a path pattern at the start of a line, then
 * indented `Name: value` lines; `#` starts a comment.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const match = /^\s+([^:\s]+)\s*:\s*(.*)$/.exec(line)
    const rule = rules.at(-1)
    if (!match?.[1] || match[2] === undefined || !rule) throw new Error(`_headers: cannot read the line "${line}"`)
    rule.headers.push([match[1], match[2].trim()])
  }
  return rules
}

/** The build note with the `/*` headers as nginx `add_header` lines, included by every location of deploy/nginx.conf. */
export const NGINX_HEADERS_FILE = '.vite/nginx-headers.conf'

/**
 * NGINX_HEADERS_FILE as deploy/nginx.conf (and the locations the build generates) include it: nginx
 * reads an include relative to the folder of its configuration, deploy/, which sits beside dist/.
 */
export const NGINX_HEADERS_INCLUDE = `../dist/${NGINX_HEADERS_FILE}`

/** `add_header … always` lines (also on errors); nginx would read `$` as a variable, so none may hold one. */
export function nginxAddHeaders(headers: ReadonlyArray<readonly [string, string]>): string {
  return headers
    .map(([name, value]) => {
      if (!/^[A-Za-z][\w-]*$/.test(name) || /[$"\\\r\n]/.test(value))
        throw new Error(`nginx: cannot write the header ${name}: ${value}`)
      return `add_header ${name} "${value}" always;`
    })
    .join('\n')
}

/**
 * The headers of one nginx location that answers `samplePath`: the include with the `/*` rule,
 * then the headers of every other rule that matches (as `_headers` adds them: a second
 * Referrer-Policy value, which browsers read as the last one), then the location's `own`. nginx
 * drops every inherited `add_header` in a location that has its own, so each location carries the
 * whole set (docs/decisions/0077-nginx-headers-from-the-build.md).
 */
export function nginxLocationHeaders(
  rules: readonly HeaderRule[],
  samplePath: string,
  own: ReadonlyArray<readonly [string, string]> = [],
): string {
  const extra = rules
    .filter((rule) => rule.path !== '/*' && pathMatches(rule.path, samplePath))
    .flatMap((rule) => rule.headers)
  const added = [...extra, ...own].map((header) => nginxAddHeaders([header]))
  return [`include ${NGINX_HEADERS_INCLUDE};`, ...added].join(' ')
}

/** Whether a `_headers` path pattern (`*` for any run of characters, `:name` for one segment) matches. */
function pathMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`).test(pathname)
}

/** The headers for one path: every matching rule applies; a name given twice gets both values, comma-joined. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue
    for (const [name, value] of rule.headers) {
      const previous = headers.get(name)
      headers.set(name, previous === undefined ? value : `${previous}, ${value}`)
    }
  }
  return headers
}

/**
 * Sends the built `_headers` from `vite preview`, and writes `dist/_headers` and its nginx twin
 * (NGINX_HEADERS_FILE) at build time.
 */
export function securityHeadersPlugin(apiBaseUrl: string | undefined): Plugin {
  const origin = apiOrigin(apiBaseUrl)
  /**
   * The hash of the stylesheet the built HTML links, which the prerender puts inline into every
   * page: taken as the HTML is built, for the <meta> and then the header files.
   */
  let styleHashes: string[] | undefined
  return {
    name: 'reskill:security-headers',
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_headers')
      server.middlewares.use((request, response, next) => {
        // `vite preview` serves the headers of the build it previews — `<outDir>/_headers` — never
        // ones recomputed from the environment at preview time: a real-backend build previewed
        // without VITE_API_BASE_URL must keep its API origin in connect-src. Read per request, so a
        // rebuild is picked up.
        if (!existsSync(file)) {
          // Never serve the site without its policy: that would hide a broken build.
          response.statusCode = 500
          response.setHeader('Content-Type', 'text/plain; charset=utf-8')
          response.end(`${file} is missing: build the site first.`)
          return
        }
        const pathname = (request.url ?? '/').split(/[?#]/)[0] || '/'
        const built = parseHeadersFile(readFileSync(file, 'utf8'))
        for (const [name, value] of headersForPath(built, pathname)) response.setHeader(name, value)
        next()
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // A <meta> fallback for hosts that cannot send headers; never in dev (Vite injects inline scripts).
        if (context.server || !context.bundle) return []
        const css = context.bundle[siteStylesheetFile(html)]
        if (css?.type !== 'asset') throw new Error(`security headers: ${siteStylesheetFile(html)} is not in the bundle`)
        styleHashes = [styleHashSource(css.source)]
        return [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy({ apiOrigin: origin, styleHashes, forMeta: true }),
            },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
    // After Vite has built index.html (and so run transformIndexHtml above).
    generateBundle: {
      order: 'post',
      handler() {
        if (!styleHashes) throw new Error('security headers: the bundle has no index.html')
        const rules = securityHeaderRules({ apiOrigin: origin, styleHashes })
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(rules) })
        const everyPath = rules.find((rule) => rule.path === '/*')?.headers ?? []
        const note = '# Generated by the build from scripts/security-headers.ts, like _headers. Do not edit.'
        this.emitFile({
          type: 'asset',
          fileName: NGINX_HEADERS_FILE,
          source: `${note}\n${nginxAddHeaders(everyPath)}\n`,
        })
      },
    },
  }
}
