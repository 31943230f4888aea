// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERN, isValidEmail, MAX_EMAIL_LENGTH, normaliseEmail, sameEmail } from './email'
import { parseStoredUser } from './session'
import { readTargetRole, saveTargetRole } from './target-role'

/** The same address as a person might type it again: other letter case, stray spaces around it. */
const respelled = (email: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: email.length, maxLength: email.length }),
      fc.constantFrom('', ' ', '\t', '  '),
      fc.constantFrom('', ' ', '\n'),
    )
    .map(
      ([upper, before, after]) =>
        before + [...email].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('') + after,
    )

const addressAndRespelling = fc.emailAddress().chain((email) => fc.tuple(fc.constant(email), respelled(email)))

describe('isValidEmail', () => {
  it.each(['learner@example.com', 'a.b+c@sub.example.org', '  learner@example.com  ', 'Ünïcode@例え.jp'])(
    'accepts %j',
    (value) => {
      expect(isValidEmail(value)).toBe(true)
    },
  )

  it.each([
    '',
    '   ',
    'learner',
    'learner@',
    '@example.com',
    'learner@example',
    'a b@example.com',
    'a@@example.com',
    'a@exa mple.com',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false)
  })

  it('accepts every generated RFC address, however it is spelled', () => {
    fc.assert(fc.property(addressAndRespelling, ([email, typed]) => isValidEmail(email) && isValidEmail(typed)))
  })

  it('refuses anything with a space inside, or without exactly one @', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (email, at) => {
        const cut = 1 + (at % (email.length - 1))
        return (
          !isValidEmail(`${email.slice(0, cut)} ${email.slice(cut)}`) &&
          !isValidEmail(email.replace('@', '')) &&
          !isValidEmail(`${email}@x.org`)
        )
      }),
    )
  })
})

describe('isValidEmail against hostile input', () => {
  // The rule as it was first written: a pattern that backtracks quadratically on long input.
  const REFERENCE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

  it('decides every short string as the reference pattern does', () => {
    const pieces = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', 'é', '-')
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 16 }).map((chars) => chars.join('')),
        (value) => {
          return isValidEmail(value) === REFERENCE.test(value.trim())
        },
      ),
      { numRuns: 2000 },
    )
  })

  it(`refuses an address longer than ${MAX_EMAIL_LENGTH} characters, and accepts one of exactly that length`, () => {
    const local = 'a'.repeat(64)
    const domainOf = (length: number) => `${'b'.repeat(length - 4)}.org`
    expect(isValidEmail(`${local}@${domainOf(MAX_EMAIL_LENGTH - 65)}`)).toBe(true)
    expect(isValidEmail(`${local}@${domainOf(MAX_EMAIL_LENGTH - 64)}`)).toBe(false)
  })

  it('runs the pattern itself over a 20,000-character hostile input in a few milliseconds', () => {
    // Many dots after the @ and a space at the end: the reference pattern tries every split.
    const hostile = [
      `a@${'a.'.repeat(10_000)} x`,
      `a@${'a.'.repeat(10_000)}@`,
      `a@${'.'.repeat(20_000)}`,
      `${'a'.repeat(19_990)}@b.c `,
      '@'.repeat(20_000),
    ]
    for (const value of hostile) {
      const started = performance.now()
      for (let i = 0; i < 10; i += 1) EMAIL_PATTERN.test(value)
      expect((performance.now() - started) / 10, value.slice(0, 12)).toBeLessThan(5)
      expect(isValidEmail(value)).toBe(false)
    }
    // Long and well-formed, the pattern alone accepts it; the length rule refuses it first.
    expect(EMAIL_PATTERN.test(`a@${'b.'.repeat(10_000)}org`)).toBe(true)
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
      fc.property(
        fc.emailAddress(),
        fc.emailAddress(),
        (a, b) => sameEmail(a, b) === (a.toLowerCase() === b.toLowerCase()),
      ),
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
