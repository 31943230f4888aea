/**
 * HTTP security headers for every response of the built site (OWASP ASVS V3/V14):
 * a strict Content-Security-Policy with Trusted Types, plus the usual hardening headers.
 * The build writes them to `dist/_headers` for static hosts that read that file; `vite preview`
 * (and so `npm start` and the end-to-end tests) sends what that file says, like such a host; and
 * docs/deployment.md shows nginx.
 */
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The one Trusted Types policy: it turns the fixed service-worker URL into a TrustedScriptURL. */
export const SW_TRUSTED_TYPES_POLICY = 'sw-registration'

/** Origin of VITE_API_BASE_URL, or none in demo mode (the mock backend runs in the page). */
export function apiOrigin(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl?.trim()) return undefined
  try {
    return new URL(apiBaseUrl).origin
  } catch {
    throw new Error(`VITE_API_BASE_URL is not an absolute URL: ${apiBaseUrl}`)
  }
}

export function contentSecurityPolicy(options: { apiOrigin?: string | undefined; forMeta?: boolean } = {}): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
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

export function securityHeaders(options: { apiOrigin?: string | undefined } = {}): Record<string, string> {
  return {
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

/** Netlify/Cloudflare Pages `_headers` format. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`
}

export type HeaderRule = { path: string; headers: Array<[name: string, value: string]> }

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
 * `vite preview` serves the headers of the build it previews — `<outDir>/_headers` — never ones
 * recomputed from the environment at preview time: a real-backend build previewed without
 * VITE_API_BASE_URL must keep its API origin in connect-src. Read again after a rebuild.
 */
function previewHeaders(outDir: string) {
  const file = join(outDir, '_headers')
  let cached: { mtimeMs: number; rules: HeaderRule[] } | undefined
  return (): HeaderRule[] | undefined => {
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      return undefined
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, rules: parseHeadersFile(readFileSync(file, 'utf8')) }
    return cached.rules
  }
}

/** Sends the built `_headers` from `vite preview` and writes `dist/_headers` at build time. */
export function securityHeadersPlugin(apiBaseUrl: string | undefined): Plugin {
  const headers = securityHeaders({ apiOrigin: apiOrigin(apiBaseUrl) })
  return {
    name: 'reskill:security-headers',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const rules = previewHeaders(outDir)
      server.middlewares.use((request, response, next) => {
        const current = rules()
        if (!current) {
          // Never serve the site without its policy: that would hide a broken build.
          response.statusCode = 500
          response.setHeader('Content-Type', 'text/plain; charset=utf-8')
          response.end(`${join(outDir, '_headers')} is missing: build the site first.`)
          return
        }
        const pathname = (request.url ?? '/').split(/[?#]/)[0] || '/'
        for (const [name, value] of headersForPath(current, pathname)) response.setHeader(name, value)
        next()
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // A <meta> fallback for hosts that cannot send headers; never in dev (Vite injects inline scripts).
        if (context.server) return []
        return [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy({ apiOrigin: apiOrigin(apiBaseUrl), forMeta: true }),
            },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) })
    },
  }
}
