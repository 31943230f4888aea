/**
 * HTTP security headers for every response of the built site (OWASP ASVS V3/V14):
 * a strict Content-Security-Policy with Trusted Types, plus the usual hardening headers.
 * `vite preview` (and so `npm start` and the end-to-end tests) sends them, the build writes them
 * to `dist/_headers` for static hosts that read that file, and docs/deployment.md shows nginx.
 */
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

/** Sends the headers from `vite preview` and writes `dist/_headers` at build time. */
export function securityHeadersPlugin(apiBaseUrl: string | undefined): Plugin {
  const headers = securityHeaders({ apiOrigin: apiOrigin(apiBaseUrl) })
  return {
    name: 'reskill:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
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
