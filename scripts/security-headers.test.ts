// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, passthrough } from 'msw'
import { preview } from 'vite'
import { describe, expect, it } from 'vitest'
import { server as mswServer } from '../mocks/node'
import {
  apiOrigin,
  contentSecurityPolicy,
  headersFile,
  headersForPath,
  NGINX_HEADERS_INCLUDE,
  nginxAddHeaders,
  nginxLocationHeaders,
  parseHeadersFile,
  securityHeaderRules,
  securityHeaders,
  securityHeadersPlugin,
} from './security-headers'

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('content security policy', () => {
  it('is strict: self only, no inline or eval script, Trusted Types on', () => {
    const csp = directives(contentSecurityPolicy())
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"])
    expect(csp.get('trusted-types')).toEqual(['sw-registration'])
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-(inline|eval)/)
  })

  it('lets the app call only itself and the configured API origin', () => {
    expect(directives(contentSecurityPolicy()).get('connect-src')).toEqual(["'self'"])
    const origin = apiOrigin('https://auth.example.com/v1/')
    expect(origin).toBe('https://auth.example.com')
    expect(directives(contentSecurityPolicy({ apiOrigin: origin })).get('connect-src')).toEqual([
      "'self'",
      'https://auth.example.com',
    ])
    expect(apiOrigin(undefined)).toBeUndefined()
    expect(() => apiOrigin('not a url')).toThrow(/absolute URL/)
  })

  it('leaves frame-ancestors out of the <meta> fallback, where browsers ignore it', () => {
    expect(contentSecurityPolicy({ forMeta: true })).not.toContain('frame-ancestors')
  })

  it('comes with the other hardening headers, also as a _headers file', () => {
    const headers = securityHeaders()
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Referrer-Policy',
        'X-Content-Type-Options',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'Cross-Origin-Resource-Policy',
      ]),
    )
    expect(headersFile([{ path: '/*', headers: Object.entries(headers) }])).toMatch(
      /^\/\*\n {2}Strict-Transport-Security: max-age=63072000; includeSubDomains\n {2}Content-Security-Policy: default-src 'self';/,
    )
  })
})

describe('the _headers file', () => {
  it('reads back what the build writes', () => {
    const headers = securityHeaders({ apiOrigin: 'https://auth.example.com' })
    const rules = parseHeadersFile(headersFile([{ path: '/*', headers: Object.entries(headers) }]))
    expect(rules).toHaveLength(1)
    expect(Object.fromEntries(headersForPath(rules, '/profile/a@b.co'))).toEqual(headers)
    expect(Object.fromEntries(headersForPath(rules, '/'))).toEqual(headers)
  })

  it('applies every matching rule, with comments, placeholders and exact paths', () => {
    const rules = parseHeadersFile(
      [
        '# hosts read this file as it is',
        '/*',
        '  X-Frame-Options: DENY',
        '  Link: </a.css>; rel=preload',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '/profile/:email',
        '  Link: </b.css>; rel=preload',
        '/sw.js',
        '  Cache-Control: no-cache',
      ].join('\n'),
    )
    expect(Object.fromEntries(headersForPath(rules, '/assets/app-1a2b.js'))).toEqual({
      'X-Frame-Options': 'DENY',
      Link: '</a.css>; rel=preload',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    expect(headersForPath(rules, '/profile/a@b.co').get('Link')).toBe('</a.css>; rel=preload, </b.css>; rel=preload')
    expect(headersForPath(rules, '/profile/a/b').get('Link')).toBe('</a.css>; rel=preload')
    expect(headersForPath(rules, '/sw.js').get('Cache-Control')).toBe('no-cache')
    expect(headersForPath(rules, '/sw.jsx').get('Cache-Control')).toBeUndefined()
  })

  it('refuses a header line outside any path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/cannot read/)
  })
})

describe('the rules of the build', () => {
  it('send HSTS everywhere and no Referer from the pages with a one-time token', () => {
    const rules = parseHeadersFile(headersFile(securityHeaderRules()))
    expect(headersForPath(rules, '/courses').get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(headersForPath(rules, '/courses').get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    for (const path of ['/activate/a%40b.co/t0k3n', '/reset-password/a%40b.co/t0k3n', '/reset-password/t0k3n']) {
      // Both values, as hosts join them: browsers apply the last one they know.
      expect(headersForPath(rules, path).get('Referrer-Policy'), path).toBe(
        'strict-origin-when-cross-origin, no-referrer',
      )
      expect(headersForPath(rules, path).get('Referrer-Policy')?.split(', ').at(-1)).toBe('no-referrer')
    }
  })

  it('write nginx locations that keep every header, adding their own after the include', () => {
    const rules = securityHeaderRules()
    expect(nginxLocationHeaders(rules, '/courses')).toBe(`include ${NGINX_HEADERS_INCLUDE};`)
    expect(nginxLocationHeaders(rules, '/activate/x/x', [['Cache-Control', 'no-cache']])).toBe(
      `include ${NGINX_HEADERS_INCLUDE}; add_header Referrer-Policy "no-referrer" always; add_header Cache-Control "no-cache" always;`,
    )
    expect(nginxAddHeaders(Object.entries(securityHeaders()))).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy()}" always;`,
    )
  })

  it('refuses a value nginx would read as a variable or the end of the string', () => {
    expect(() => nginxAddHeaders([['X-Test', 'a $b']])).toThrow(/cannot write/)
    expect(() => nginxAddHeaders([['X-Test', 'a "b"']])).toThrow(/cannot write/)
    expect(() => nginxAddHeaders([['X Test', 'a']])).toThrow(/cannot write/)
  })
})

describe('vite preview', () => {
  it("sends the headers the build wrote, not ones computed from the preview's environment", async () => {
    const root = mkdtempSync(join(tmpdir(), 'headers-preview-'))
    const outDir = join(root, 'dist-prod')
    const built = securityHeaders({ apiOrigin: 'https://auth.example.com' })
    mkdirSync(outDir)
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>t</title>')
    writeFileSync(join(outDir, '_headers'), headersFile(securityHeaderRules({ apiOrigin: 'https://auth.example.com' })))
    // As `vite preview --outDir dist-prod` run without VITE_API_BASE_URL.
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      build: { outDir: 'dist-prod' },
      plugins: [securityHeadersPlugin(undefined)],
      preview: { port: 0, host: '127.0.0.1' },
    })
    try {
      mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()))
      const url = server.resolvedUrls?.local[0] ?? ''
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toBe(built['Content-Security-Policy'])
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://auth.example.com")
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      // The activation link's page: no Referer leaves it (the last policy applies).
      const activation = await fetch(`${url}activate/a%40b.co/t0k3n`)
      expect(activation.headers.get('referrer-policy')?.split(', ').at(-1)).toBe('no-referrer')

      // A missing file is an error, never a site served without its policy.
      rmSync(join(outDir, '_headers'))
      const missing = await fetch(url)
      expect(missing.status).toBe(500)
      expect(missing.headers.get('content-security-policy')).toBeNull()
    } finally {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
