/**
 * The return path after login (docs/architecture.md (Routing)): only a same-origin path is honoured. Anything that a
 * browser could read as another origin or a script URL is rejected, and the caller falls back to
 * the profile route.
 *
 * The path is normalised first (percent-encoded dots decoded, "." and ".." segments resolved) and only then checked,
 * so "/..//evil.example" or "/%2e%2e//evil.example" cannot collapse into the protocol-relative "//evil.example" after
 * the check. The router's own normalisation is a second line, not the one this relies on.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // Control characters and whitespace are stripped or ignored by URL parsers, so refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return null
  if (!raw.startsWith('/')) return null
  // Backslashes are read as slashes by browsers ("/\host" is protocol-relative), so none are accepted anywhere.
  if (raw.includes('\\')) return null
  // Percent-encoded slashes/backslashes can be decoded into the forms above by a later hop.
  if (/%(2f|5c|00|0a|0d|09)/i.test(raw)) return null
  const tail = raw.search(/[?#]/)
  const path = tail === -1 ? raw : raw.slice(0, tail)
  const rest = tail === -1 ? '' : raw.slice(tail)
  const normalised = removeDotSegments(path.replace(/%2e/gi, '.'))
  if (normalised.startsWith('//') || normalised.startsWith('/\\')) return null
  try {
    const base = 'https://app.invalid'
    const url = new URL(`${normalised}${rest}`, base)
    if (url.origin !== base || url.pathname.startsWith('//')) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** RFC 3986 section 5.2.4 for an absolute path: "." segments dropped, ".." removes the segment before it. */
function removeDotSegments(path: string): string {
  const segments = path.split('/').slice(1)
  const out: string[] = []
  segments.forEach((segment, index) => {
    if (segment === '..') out.pop()
    // A dot segment at the end leaves the path ending in a slash.
    if (segment !== '.' && segment !== '..') out.push(segment)
    else if (index === segments.length - 1) out.push('')
  })
  return `/${out.join('/')}`
}
