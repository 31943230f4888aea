// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './security-headers'
import { siteStylesheetFile, styleHashSource, withStylesheetInline } from './site-stylesheet'

const built = '<head><title>t</title><link rel="stylesheet" crossorigin href="/assets/style-a1b2.css"></head>'

describe('the site stylesheet inline', () => {
  it('finds the stylesheet the built HTML links, and says so when there is none', () => {
    expect(siteStylesheetFile(built)).toBe('assets/style-a1b2.css')
    expect(() => siteStylesheetFile('<head></head>')).toThrow(/links no stylesheet/)
  })

  it('replaces the link with the same CSS in a <style> element, and nothing else', () => {
    expect(withStylesheetInline(built, 'a{color:red}')).toBe('<head><title>t</title><style>a{color:red}</style></head>')
    // `$&` in CSS is text, not a replacement pattern.
    expect(withStylesheetInline(built, 'a::after{content:"$&"}')).toContain('<style>a::after{content:"$&"}</style>')
    expect(() => withStylesheetInline(built, 'a{}</style><script>')).toThrow(/<\/style/)
  })

  it('names the CSS in the CSP by its SHA-256, as browsers compute it', () => {
    // The SHA-256 of no bytes at all, a known value.
    expect(styleHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(contentSecurityPolicy({ styleHashes: [styleHashSource('')] })).toContain(
      "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    )
  })
})
