/**
 * The backend contract suite: every check of contract/checks.ts against one backend
 * (`npm run test:contract -- --base-url=<url>`; docs/testing.md). A check that cannot run against
 * this backend is skipped with its reason; a broken one fails with what was expected.
 */
import { describe, inject, it } from 'vitest'
import { CHECKS } from './checks'
import { ContractSkip } from './http'

const target = inject('contractTarget')

describe(`backend contract at ${target.baseUrl}`, () => {
  for (const [name, check] of CHECKS) {
    it(name, async (context) => {
      try {
        await check(target)
      } catch (error) {
        if (error instanceof ContractSkip) context.skip(error.message)
        throw error
      }
    })
  }
})
