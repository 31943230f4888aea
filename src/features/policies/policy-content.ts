/**
 * Every policy by id, for tests and tools. Pages import only their own module from `content/`, so
 * a policy page never downloads the other three texts.
 */
import { COOKIES } from './content/cookies'
import { PRIVACY } from './content/privacy'
import { REFUND } from './content/refund'
import { TERMS } from './content/terms'
import type { Policy } from './policy-model'
import type { PolicyId } from './policy-ids'

export type { Policy, PolicySection } from './policy-model'

export const POLICIES: Record<PolicyId, Policy> = { privacy: PRIVACY, cookies: COOKIES, terms: TERMS, refund: REFUND }
