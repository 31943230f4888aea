// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isNavigationFallbackDenied } from './sw-routing'

describe('navigation fallback denylist', () => {
  it.each([
    '/AI_Reskilling_Whitepaper.pdf',
    '/media/hero-home.mp4',
    '/images/topics/ux.svg',
    '/sw.js',
    '/manifest.webmanifest',
    '/app-shell.html',
    '/demo-api',
    '/demo-api/auth/login',
    '/demo-api?x=1',
    '/AI_Reskilling_Whitepaper.pdf?download=1',
  ])('never answers %s with the shell', (path) => {
    expect(isNavigationFallbackDenied(path)).toBe(true)
  })

  it.each([
    '/',
    '/courses',
    '/courses/AI/GenAI-Operational-Readiness',
    '/Reskilling?x=a.b',
    '/assessments',
    '/profile/learner@example.com',
    '/profile/learner%40example.com',
    '/activate/new%40example.org/abc.def',
    '/reset-password/someone%40example.com/token',
    '/reset-password/token.with.dots',
    '/demo-apis',
  ])('answers the app route %s', (path) => {
    expect(isNavigationFallbackDenied(path)).toBe(false)
  })
})
