// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail } from '~/lib/email'
import { emailError, requiredError } from './validation'

describe('form validation', () => {
  it('asks for an address, then for its form', () => {
    expect(emailError('  ')).toBe('Enter your e-mail address.')
    expect(emailError('learner@example')).toBe('Enter an e-mail address in the form name@example.com.')
    expect(emailError(' Learner@Example.com ')).toBeUndefined()
    expect(requiredError(' ', 'password')).toBe('Enter your password.')
  })

  it('applies the shared e-mail rule to anything typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        const error = emailError(value)
        return value.trim() === ''
          ? error === 'Enter your e-mail address.'
          : (error === undefined) === isValidEmail(value)
      }),
    )
  })
})
