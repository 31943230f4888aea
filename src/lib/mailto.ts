/**
 * Builds `mailto:` links. Every part is percent-encoded, so a CR/LF, `&`, `?` or `#` inside a
 * subject or body can never start another header or cut the link short (RFC 6068).
 */
// RFC 6068 wants CRLF line breaks in a body; normalise whatever the template uses.
const toCrlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n')

export function buildMailto({ to, subject, body }: { to: string; subject?: string; body?: string }): string {
  const params: string[] = []
  if (subject !== undefined) params.push(`subject=${encodeURIComponent(subject)}`)
  if (body !== undefined) params.push(`body=${encodeURIComponent(toCrlf(body))}`)
  // The address keeps its `@`; anything else that could split the URL is encoded.
  const address = encodeURIComponent(to).replace(/%40/g, '@')
  return `mailto:${address}${params.length > 0 ? `?${params.join('&')}` : ''}`
}

export const CONSULTATION_SUBJECT = 'consultation request'

/** Footer "Contact Us" (docs/product.md (Screens)): name, email and message. */
export const contactBody = 'Hello,\n\nName:\nEmail:\nMessage:\n\nThank you.'

/** Course pages' "Book a Consultation" (docs/product.md (Screens)): name, company, e-mail, phone. */
export const consultationBody =
  'Hello,\n\nI would like to book a consultation.\n\nName:\nCompany:\nE-mail:\nPhone:\n\nThank you.'
