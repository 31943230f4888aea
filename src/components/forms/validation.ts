/** Client-side checks with messages a person can act on (docs/product.md (Validation)). The server checks again. */
import { isValidEmail } from '~/lib/email'

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your e-mail address.'
  if (!isValidEmail(value)) return 'Enter an e-mail address in the form name@example.com.'
  return undefined
}

export function requiredError(value: string, what: string): string | undefined {
  return value.trim() === '' ? `Enter your ${what}.` : undefined
}
