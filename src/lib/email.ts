/**
 * The e-mail rules, in one place: what the forms accept (docs/product.md (Validation)) and how two
 * spellings of an address are found to be the same account (trimmed, lower-cased). The forms, the
 * session, the saved progress, the target role's owner, the profile route and the mock backend all
 * use these, so an address the form accepts is never refused or mismatched further on.
 */

/** Something, an @, something with a dot in it, and no spaces: all the forms promise to check. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether the forms accept `value` as an e-mail address (surrounding spaces are ignored). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** The key an address is stored and compared under: `' Learner@Example.com '` → `'learner@example.com'`. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** Whether two spellings name the same address. */
export function sameEmail(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b)
}
