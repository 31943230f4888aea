/**
 * The e-mail rules, in one place: what the forms accept (docs/product.md (Validation)) and how two
 * spellings of an address are found to be the same account (trimmed, lower-cased). The forms, the
 * session, the saved progress, the target role's owner, the profile route and the mock backend all
 * use these, so an address the form accepts is never refused or mismatched further on.
 */

/** The longest address there is (RFC 5321: a 256-octet path less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254

/**
 * Something, an @, something with a dot in it (not at its ends), and no spaces: all the forms
 * promise to check. Written to run in linear time: the lookahead reads the domain once and checks
 * all of it, then the first dot after its first character is looked for without any choice to go
 * back on. (The
 * obvious `^[^\s@]+@[^\s@]+\.[^\s@]+$` tries every dot of the domain against the rest of it,
 * quadratic on hostile input: 0.27 s for 20,000 characters.)
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]+$).[^.]*\../

/**
 * Whether the forms accept `value` as an e-mail address (surrounding spaces are ignored). The
 * length is checked first, before the pattern runs: the mock API runs this on every request body.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim()
  return address.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(address)
}

/** The key an address is stored and compared under: `' Learner@Example.com '` → `'learner@example.com'`. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** Whether two spellings name the same address. */
export function sameEmail(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b)
}
