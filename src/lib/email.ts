/**
 * The e-mail rules, in one place: what the forms accept (docs/product.md (Validation)) and how two
 * spellings of an address are found to be the same account (trimmed, lower-cased). The forms, the
 * session, the saved progress, the target role's owner, the profile route and the mock backend all
 * use these, so an address the form accepts is never refused or mismatched further on.
 */

/** The longest address there is (RFC 5321: a 256-octet path less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254

const SPACE = /\s/

/**
 * Whether the forms accept `value` as an e-mail address (surrounding spaces are ignored): at most
 * 254 characters, something, an @, something with a dot in it (not at its ends), and no spaces —
 * all the forms promise to check. Checked by hand in one pass, not by a pattern with nested
 * repetition: a hostile 20,000-character input must not take quadratic time (the mock API runs
 * this on every request body). The length is checked first, before anything else looks at it.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim()
  if (address.length > MAX_EMAIL_LENGTH || SPACE.test(address)) return false
  const at = address.indexOf('@')
  if (at < 1 || at !== address.lastIndexOf('@')) return false
  const domain = address.slice(at + 1)
  const dot = domain.indexOf('.', 1)
  return dot !== -1 && dot < domain.length - 1
}

/** The key an address is stored and compared under: `' Learner@Example.com '` → `'learner@example.com'`. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** Whether two spellings name the same address. */
export function sameEmail(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b)
}
