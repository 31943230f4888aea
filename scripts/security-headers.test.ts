import { describe, expect, it } from 'vitest'
import { apiOrigin, contentSecurityPolicy, headersFile, securityHeaders } from './security-headers'

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
    expect(headersFile(headers)).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/)
  })
})
