// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildMailto, CONSULTATION_SUBJECT, contactBody } from './mailto'

/** Parses a mailto link the way a mail program does. */
function parse(link: string) {
  const url = new URL(link)
  const [rawTo] = link.slice('mailto:'.length).split('?')
  const params = url.searchParams
  return {
    to: decodeURIComponent(rawTo ?? ''),
    keys: [...params.keys()],
    subject: params.get('subject'),
    body: params.get('body'),
  }
}

describe('buildMailto', () => {
  it('builds the footer contact link with the consultation subject', () => {
    const link = buildMailto({ to: 'info@example.com', subject: CONSULTATION_SUBJECT, body: contactBody })
    expect(link.startsWith('mailto:info@example.com?subject=consultation%20request&body=')).toBe(true)
    const parsed = parse(link)
    expect(parsed.subject).toBe('consultation request')
    expect(parsed.body).toContain('Name:\r\nEmail:\r\nMessage:')
  })

  it('cannot be used to inject headers or extra recipients', () => {
    const link = buildMailto({
      to: 'info@example.com',
      subject: 'hi\r\nBcc: victim@example.org&cc=x@example.org?#frag',
      body: 'a&b=c#d?e%20',
    })
    const parsed = parse(link)
    expect(parsed.keys).toEqual(['subject', 'body'])
    expect(parsed.to).toBe('info@example.com')
    expect(parsed.subject).toBe('hi\r\nBcc: victim@example.org&cc=x@example.org?#frag')
    expect(parsed.body).toBe('a&b=c#d?e%20')
    expect(link).not.toMatch(/[\r\n#]/)
  })

  it('keeps recipient, subject and body intact for any text (1,000 random cases)', () => {
    const tricky = fc.constantFrom('\r', '\n', '&', '?', '#', '%', '=', '+', ' ', 'é', '😀')
    const text = fc.array(fc.oneof(fc.string(), tricky), { maxLength: 12 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(text, text, (subject, body) => {
        const parsed = parse(buildMailto({ to: 'info@example.com', subject, body }))
        expect(parsed.to).toBe('info@example.com')
        expect(parsed.keys).toEqual(['subject', 'body'])
        expect(parsed.subject).toBe(subject)
        expect(parsed.body).toBe(body.replace(/\r\n|\r|\n/g, '\r\n'))
      }),
      { numRuns: 1000 },
    )
  })
})
