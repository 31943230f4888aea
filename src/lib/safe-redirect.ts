/**
 * The return path after login (docs/architecture.md (Routing)): only a same-origin path is honoured. Anything that a
 * browser could read as another origin or a script URL is rejected, and the caller falls back to
 * the profile route.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // Control characters and whitespace are stripped or ignored by URL parsers, so refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return null
  if (!raw.startsWith('/')) return null
  // "//host" and "/\host" are protocol-relative in browsers; backslashes anywhere are suspect.
  if (raw.startsWith('//') || raw.includes('\\')) return null
  // Percent-encoded slashes/backslashes can be decoded into the forms above by a later hop.
  if (/%(2f|5c|00|0a|0d|09)/i.test(raw)) return null
  try {
    const base = 'https://app.invalid'
    const url = new URL(raw, base)
    if (url.origin !== base) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}
