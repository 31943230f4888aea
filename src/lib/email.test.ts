import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail, normaliseEmail, sameEmail } from './email'
import { parseStoredUser } from './session'
import { readTargetRole, saveTargetRole } from './target-role'

/** The same address as a person might type it again: other letter case, stray spaces around it. */
const respelled = (email: string) =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: email.length, maxLength: email.length }), fc.constantFrom('', ' ', '\t', '  '), fc.constantFrom('', ' ', '\n'))
    .map(([upper, before, after]) => before + [...email].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('') + after)

const addressAndRespelling = fc.emailAddress().chain((email) => fc.tuple(fc.constant(email), respelled(email)))

describe('isValidEmail', () => {
  it.each(['learner@example.com', 'a.b+c@sub.example.org', '  learner@example.com  ', 'Ünïcode@例え.jp'])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each(['', '   ', 'learner', 'learner@', '@example.com', 'learner@example', 'a b@example.com', 'a@@example.com', 'a@exa mple.com'])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false)
    },
  )

  it('accepts every generated RFC address, however it is spelled', () => {
    fc.assert(fc.property(addressAndRespelling, ([email, typed]) => isValidEmail(email) && isValidEmail(typed)))
  })

  it('refuses anything with a space inside, or without exactly one @', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (email, at) => {
        const cut = 1 + (at % (email.length - 1))
        return !isValidEmail(`${email.slice(0, cut)} ${email.slice(cut)}`) && !isValidEmail(email.replace('@', '')) && !isValidEmail(`${email}@x.org`)
      }),
    )
  })
})

describe('normaliseEmail and sameEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Learner@Example.COM \n')).toBe('learner@example.com')
  })

  it('is idempotent and keeps an address valid', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        const once = normaliseEmail(value)
        return normaliseEmail(once) === once && once === once.trim() && isValidEmail(once) === isValidEmail(value)
      }),
    )
  })

  it('finds every respelling of an address the same, and two different addresses different', () => {
    fc.assert(fc.property(addressAndRespelling, ([email, typed]) => sameEmail(email, typed) && sameEmail(typed, email)))
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (a, b) => sameEmail(a, b) === (a.toLowerCase() === b.toLowerCase())),
    )
  })
})

describe('the rule is shared', () => {
  it('restores a stored session for any address the forms accept, and for none they refuse', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        const user = parseStoredUser(JSON.stringify({ email }))
        return (user !== null) === isValidEmail(email)
      }),
    )
  })

  it('shows the target role to its owner under any spelling of the address', () => {
    fc.assert(
      fc.property(addressAndRespelling, ([email, typed]) => {
        saveTargetRole(email, 'Data Annotator')
        return readTargetRole(typed) === 'Data Annotator' && readTargetRole(`other-${email}`) === null
      }),
      { numRuns: 50 },
    )
  })
})
