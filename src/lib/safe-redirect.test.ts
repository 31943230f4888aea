// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safe-redirect'

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/courses', '/courses'],
    ['/profile/learner%40example.com', '/profile/learner%40example.com'],
    ['/courses?tab=1#tracks', '/courses?tab=1#tracks'],
    ['/a/../b', '/b'],
    ['/a/./b/', '/a/b/'],
    ['/a/%2e%2e/b', '/b'],
    ['/courses/..', '/'],
    ['/../courses', '/courses'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '///evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/./..//evil.example?x=1',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2f%2fevil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '%2f%2fevil.example',
    '/\tevil',
    '/\n/evil.example',
    '/\r/evil.example',
    '/ /evil.example',
    '\u0000//evil.example',
    ' //evil.example',
    'evil.example',
    '@evil.example',
    '//user@evil.example',
    '/@evil.example\\',
    // Mixed case, userinfo, other schemes, encoded and control characters.
    '////evil.example/x',
    '\\/evil.example',
    'HTTPS://evil.example',
    'https:evil.example',
    '//evil.example@127.0.0.1',
    '//127.0.0.1@evil.example',
    'https://127.0.0.1@evil.example',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/\u2028/evil.example',
    '/%00//evil.example',
    '.evil.example',
    '//%65vil.example',
    '',
    undefined,
    null,
    42,
    ['/'],
  ])('rejects %j', (input) => {
    expect(safeReturnPath(input)).toBeNull()
  })

  it('never returns a protocol-relative or backslash path, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/', '.', '..', '%2e', '%2E', '\\', 'evil.example', 'a', '?', '#', '@'), {
          maxLength: 12,
        }),
        (parts) => {
          const out = safeReturnPath(parts.join(''))
          if (out === null) return
          expect(out.startsWith('/')).toBe(true)
          expect(out.startsWith('//')).toBe(false)
          expect(out.startsWith('/\\')).toBe(false)
          expect(new URL(out, 'https://app.invalid').origin).toBe('https://app.invalid')
        },
      ),
      { numRuns: 2000 },
    )
  })
})
