import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safe-redirect'

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/courses', '/courses'],
    ['/profile/learner%40example.com', '/profile/learner%40example.com'],
    ['/courses?tab=1#tracks', '/courses?tab=1#tracks'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '///evil.example',
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
    '',
    undefined,
    null,
    42,
    ['/'],
  ])('rejects %j', (input) => {
    expect(safeReturnPath(input)).toBeNull()
  })
})
