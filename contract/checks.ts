/**
 * The backend contract (docs/deployment.md (Backend requirements)) as checks any backend can be
 * held to over plain HTTP. Each is *required* (the app depends on it: the calls' statuses, bodies
 * and messages, single-use links, the newest pending signup winning, 401/403, `Retry-After` on a 429, credentialed CORS, `no-store`,
 * logout ending the session) or *recommended* (good practice the app does not need: no account
 * enumeration, server-side validation, expiring links, refusing other origins). The mock backend
 * (mocks/) passes all; `npm run test:contract` runs them (contract/suite.ts) and
 * contract/checks.test.ts proves they fail on a broken backend.
 *
 * Each check takes the target and throws a ContractViolation (broken), a ContractSkip (cannot be
 * checked here, e.g. no outbox) or nothing (kept). Every check makes its own fresh accounts.
 * The levels: docs/decisions/0085-contract-required-and-recommended.md.
 */
import {
  adminAction,
  call,
  ContractSkip,
  describeAnswer,
  expectMessage,
  expectStatus,
  expectThat,
  freshEmail,
  mailedLink,
  messageOf,
  type Answer,
  type ContractTarget,
  type MailedLink,
} from './http'

export type Check = (target: ContractTarget) => Promise<void>

const PASSWORD = 'contract-passphrase-1'

type Account = { name: string; email: string; password: string }

async function register(target: ContractTarget, tag: string): Promise<Account> {
  const account = { name: 'Contract Check', email: freshEmail(tag), password: PASSWORD }
  const answer = await call(target, 'signup', { body: account })
  expectStatus(answer, 'success', 'signup of a new address')
  return account
}

/** An activated account: a fresh one activated from its mail, else the one given (--account). */
async function activeAccount(target: ContractTarget, tag: string): Promise<{ email: string; password: string }> {
  if (!target.outbox) {
    if (target.account) return target.account
    throw new ContractSkip('no outbox (--outbox) and no account (--account): no activated account to log in')
  }
  const account = await register(target, tag)
  const link = await mailedLink(target, account.email, 'activate')
  expectStatus(await activate(target, link.email, link.token), 'success', 'activation from the mailed link')
  return account
}

const activate = (target: ContractTarget, email: string, token: string) =>
  call(target, `activate/${encodeURIComponent(email)}/${encodeURIComponent(token)}`)

const login = (target: ContractTarget, email: string, password: string) =>
  call(target, 'login', { body: { email, password } })

function sameAnswer(a: Answer, b: Answer, what: string) {
  expectThat(
    a.status === b.status && JSON.stringify(a.json) === JSON.stringify(b.json),
    `${what}: a known and an unknown address must get the same answer (no enumeration), got\n  known:   ${describeAnswer(a)}\n  unknown: ${describeAnswer(b)}`,
  )
}

const tokenOf = (answer: Answer) => (typeof answer.json?.token === 'string' ? answer.json.token : '')

// ── signup ──────────────────────────────────────────────────────────────────────────────────

export const signupAcceptsANewAddress: Check = async (target) => {
  const answer = await call(target, 'signup', {
    body: { name: 'Contract Check', email: freshEmail('signup'), password: PASSWORD },
  })
  expectThat(
    answer.status === 201 || answer.status === 200,
    `signup: expected 201 or 200, got ${describeAnswer(answer)}`,
  )
  expectMessage(answer, 'signup')
}

export const signupRejectsInvalidInput: Check = async (target) => {
  for (const [what, body] of [
    ['a malformed e-mail', { name: 'Contract Check', email: 'not-an-address', password: PASSWORD }],
    ['a missing name', { name: '', email: freshEmail('noname'), password: PASSWORD }],
  ] as const) {
    const answer = await call(target, 'signup', { body })
    expectStatus(answer, 400, `signup with ${what}`)
    expectMessage(answer, `signup with ${what}`)
  }
}

export const signupDoesNotRevealAccounts: Check = async (target) => {
  const known = await register(target, 'known')
  const again = await call(target, 'signup', { body: known })
  const unknown = await call(target, 'signup', { body: { ...known, email: freshEmail('unknown') } })
  sameAnswer(again, unknown, 'signup')
}

// ── activation ──────────────────────────────────────────────────────────────────────────────

export const activationLinksWorkOnce: Check = async (target) => {
  const account = await register(target, 'activate')
  const link = await mailedLink(target, account.email, 'activate')
  expectThat(
    new URL(link.href).origin === new URL(target.origin).origin,
    `the activation link must open the site (${target.origin}), not ${link.href}`,
  )
  const first = await activate(target, link.email, link.token)
  expectStatus(first, 'success', 'first use of an activation link')
  expectMessage(first, 'activation')
  const second = await activate(target, link.email, link.token)
  expectStatus(second, 400, 'second use of the same activation link')
  expectMessage(second, 'second activation')
  const forged = await activate(target, link.email, `${link.token}x`)
  expectStatus(forged, 400, 'an activation link with an unknown token')
  expectMessage(forged, 'activation with an unknown token')
}

// ── pending signups ─────────────────────────────────────────────────────────────────────────

/**
 * Signs `email` up (again) with `password`; the activation link mailed for this signup, not one of
 * `earlier`: a signup that mails no new link would leave an earlier one working.
 */
async function signUpAgain(
  target: ContractTarget,
  email: string,
  password: string,
  earlier: readonly MailedLink[],
): Promise<MailedLink> {
  const answer = await call(target, 'signup', { body: { name: 'Contract Check', email, password } })
  expectStatus(answer, 'success', earlier.length > 0 ? 'a new signup of a pending address' : 'signup of a new address')
  return mailedLink(
    target,
    email,
    'activate',
    earlier.map((link) => link.token),
  )
}

const OWNER_PASSWORD = 'contract-owner-passphrase-1'
const ATTACKER_PASSWORD = 'contract-attacker-passphrase-1'

async function expectDeadLink(target: ContractTarget, link: MailedLink, what: string) {
  const answer = await activate(target, link.email, link.token)
  expectStatus(answer, 400, `${what} (the newest signup of a pending address wins; earlier links die)`)
  expectMessage(answer, what)
}

/** The newest signup's link activates its password, and only that one. */
async function expectNewestWins(target: ContractTarget, newest: MailedLink, email: string) {
  expectStatus(await activate(target, newest.email, newest.token), 'success', 'the newest signup’s activation link')
  expectStatus(await login(target, email, OWNER_PASSWORD), 'success', 'login with the newest signup’s password')
  expectStatus(await login(target, email, ATTACKER_PASSWORD), 401, 'login with an earlier signup’s password')
}

export const pendingSignupAttackerFirst: Check = async (target) => {
  if (!target.outbox) throw new ContractSkip('no outbox (--outbox): the activation links cannot be read')
  const email = freshEmail('pending-a')
  const attackers = await signUpAgain(target, email, ATTACKER_PASSWORD, [])
  const owners = await signUpAgain(target, email, OWNER_PASSWORD, [attackers])
  await expectDeadLink(target, attackers, 'the activation link of the first signup, after a second one')
  await expectNewestWins(target, owners, email)
}

export const pendingSignupOwnerFirst: Check = async (target) => {
  if (!target.outbox) throw new ContractSkip('no outbox (--outbox): the activation links cannot be read')
  const email = freshEmail('pending-o')
  const owners = await signUpAgain(target, email, OWNER_PASSWORD, [])
  const attackers = await signUpAgain(target, email, ATTACKER_PASSWORD, [owners])
  await expectDeadLink(target, owners, 'the activation link of the first signup, after a second one')
  // The owner signs up again, which makes that signup the newest.
  const again = await signUpAgain(target, email, OWNER_PASSWORD, [owners, attackers])
  await expectDeadLink(target, attackers, 'the activation link of the second signup, after a third one')
  await expectNewestWins(target, again, email)
}

// ── login ───────────────────────────────────────────────────────────────────────────────────

export const loginRefusesWrongCredentials: Check = async (target) => {
  const known = await register(target, 'wrongpw')
  for (const [what, email] of [
    ['a wrong password', known.email],
    ['an unknown address', freshEmail('nobody')],
  ] as const) {
    const answer = await login(target, email, 'not-the-password-1')
    expectStatus(answer, 401, `login with ${what}`)
    expectMessage(answer, `login with ${what}`)
  }
}

export const loginRefusesWithoutRevealingAccounts: Check = async (target) => {
  const known = await register(target, 'wrongpw')
  const wrong = await login(target, known.email, 'not-the-password-1')
  const unknown = await login(target, freshEmail('nobody'), 'not-the-password-1')
  sameAnswer(wrong, unknown, 'failed login')
}

export const loginRefusesAnInactiveAccount: Check = async (target) => {
  const account = await register(target, 'inactive')
  const answer = await login(target, account.email, account.password)
  expectStatus(answer, 403, 'login before activation')
  expectMessage(answer, 'login before activation')
}

export const loginGivesAToken: Check = async (target) => {
  const account = await activeAccount(target, 'login')
  const answer = await login(target, account.email, account.password)
  expectStatus(answer, 'success', 'login of an activated account')
  expectThat(tokenOf(answer) !== '', `login: expected a non-empty \`token\`, got ${describeAnswer(answer)}`)
  const user = answer.json?.user
  if (user !== undefined) {
    expectThat(
      typeof user === 'object' && user !== null && 'email' in user,
      `login: \`user\` must be an object with \`email\`, got ${describeAnswer(answer)}`,
    )
  }
}

/** Wrong passwords for a fresh address until the backend locks it: the 429. */
async function lockOut(target: ContractTarget): Promise<Answer> {
  const email = freshEmail('lockout')
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const answer = await login(target, email, `wrong-password-${attempt}`)
    if (answer.status === 429) return answer
    expectStatus(answer, 401, `failed login ${attempt} before the lockout`)
  }
  throw new ContractSkip('no 429 after 10 failed logins for one address: the lockout rule differs, nothing to check')
}

export const lockoutSaysWhenToRetry: Check = async (target) => {
  const locked = await lockOut(target)
  expectMessage(locked, 'the 429')
  const retryAfter = locked.headers.get('retry-after') ?? ''
  expectThat(
    /^\d+$/.test(retryAfter.trim()) && Number(retryAfter) > 0,
    `the 429 must carry \`Retry-After: <seconds>\`, got ${retryAfter === '' ? 'none' : `"${retryAfter}"`}`,
  )
}

// ── profile ─────────────────────────────────────────────────────────────────────────────────

export const profileNeedsTheOwnersSession: Check = async (target) => {
  const account = await activeAccount(target, 'profile')
  const token = tokenOf(await login(target, account.email, account.password))
  const path = (email: string) => `profile/${encodeURIComponent(email)}`

  const own = await call(target, path(account.email), { token })
  expectStatus(own, 'success', 'profile with its session')
  const user = own.json?.user
  expectThat(
    typeof user === 'object' && user !== null,
    `profile: expected a \`user\` object, got ${describeAnswer(own)}`,
  )

  for (const [what, options] of [
    ['no token', {}],
    ['an unknown token', { token: `${token}x` }],
  ] as const) {
    const answer = await call(target, path(account.email), options)
    expectStatus(answer, 401, `profile with ${what}`)
    expectMessage(answer, `profile with ${what}`)
  }
  const other = await call(target, path(freshEmail('other')), { token })
  expectStatus(other, 403, 'another address’s profile')
  expectMessage(other, 'another address’s profile')
}

// ── password reset ──────────────────────────────────────────────────────────────────────────

/**
 * A malformed address on a reset-link call may get the same answer as any other (the no-enumeration
 * rule: every request answered alike) or a 400 with a message; the app handles both.
 */
function expectSameOr400(malformed: Answer, usual: Answer, what: string, field: 'message' | 'msg') {
  if (malformed.status === 400) {
    expectThat(
      (messageOf(malformed) ?? messageOf(malformed, field)) !== undefined,
      `${what}: a 400 needs a plain-text \`message\` or \`${field}\`, got ${describeAnswer(malformed)}`,
    )
    return
  }
  expectThat(
    malformed.status === usual.status && JSON.stringify(malformed.json) === JSON.stringify(usual.json),
    `${what}: expected the usual answer or a 400, got\n  malformed: ${describeAnswer(malformed)}\n  usual:     ${describeAnswer(usual)}`,
  )
}

export const resetLinkRequestIsAnswered: Check = async (target) => {
  const known = await register(target, 'resetlink')
  const a = await call(target, 'send-reset-password-link', { body: { email: known.email } })
  expectStatus(a, 'success', 'reset-link request')
  expectThat(
    (messageOf(a) ?? messageOf(a, 'msg')) !== undefined,
    `reset-link request: expected a plain-text \`message\` or \`msg\`, got ${describeAnswer(a)}`,
  )
  const malformed = await call(target, 'send-reset-password-link', { body: { email: 'not-an-address' } })
  expectSameOr400(malformed, a, 'reset-link request for a malformed address', 'message')
}

export const resetLinkRequestDoesNotRevealAccounts: Check = async (target) => {
  const known = await register(target, 'resetlink')
  const a = await call(target, 'send-reset-password-link', { body: { email: known.email } })
  const b = await call(target, 'send-reset-password-link', { body: { email: freshEmail('ghost') } })
  sameAnswer(a, b, 'reset-link request')
}

export const forgotPasswordIsAnswered: Check = async (target) => {
  const known = await register(target, 'forgot')
  const a = await call(target, 'forgot-password', { body: { email: known.email } })
  expectStatus(a, 'success', 'forgot-password')
  expectMessage(a, 'forgot-password', 'msg')
  const malformed = await call(target, 'forgot-password', { body: { email: 'not-an-address' } })
  expectSameOr400(malformed, a, 'forgot-password for a malformed address', 'msg')
}

export const forgotPasswordDoesNotRevealAccounts: Check = async (target) => {
  const known = await register(target, 'forgot')
  const a = await call(target, 'forgot-password', { body: { email: known.email } })
  const b = await call(target, 'forgot-password', { body: { email: freshEmail('ghost') } })
  sameAnswer(a, b, 'forgot-password')
}

const resetPassword = (target: ContractTarget, email: string, token: string, password: string) =>
  call(target, 'reset-password', { body: { email, token, password } })

export const resetLinksWorkOnce: Check = async (target) => {
  const account = await activeAccount(target, 'reset')
  if (!target.outbox) throw new ContractSkip('no outbox (--outbox): the reset link cannot be read')
  expectStatus(
    await call(target, 'send-reset-password-link', { body: { email: account.email } }),
    'success',
    'reset-link request',
  )
  const link = await mailedLink(target, account.email, 'reset-password')
  const newPassword = 'contract-new-passphrase-2'
  const first = await resetPassword(target, link.email, link.token, newPassword)
  expectStatus(first, 'success', 'first use of a reset link')
  expectThat(first.json?.success === true, `reset: expected \`success: true\`, got ${describeAnswer(first)}`)
  expectMessage(first, 'reset')
  expectStatus(await login(target, account.email, newPassword), 'success', 'login with the new password')

  const second = await resetPassword(target, link.email, link.token, 'contract-third-passphrase')
  expectStatus(second, 400, 'second use of the same reset link')
  expectThat(second.json?.success === false, `second reset: expected \`success: false\`, got ${describeAnswer(second)}`)
  expectMessage(second, 'second reset')
  const forged = await resetPassword(target, link.email, `${link.token}x`, 'contract-third-passphrase')
  expectStatus(forged, 400, 'a reset with an unknown token')
  expectMessage(forged, 'a reset with an unknown token')
}

// ── expiry ──────────────────────────────────────────────────────────────────────────────────

const NO_CLOCK =
  'links expire after 24 h (activation) and 1 h (reset): without time travel this needs a test clock — an admin `POST <admin-url>/expire-tokens` (the mock API has one); this backend offers none'

export const expiredLinksAreRefused: Check = async (target) => {
  if (!target.outbox) throw new ContractSkip('no outbox (--outbox): the links cannot be read')
  const account = await activeAccount(target, 'expiry')
  const pending = await register(target, 'expiring')
  const activation = await mailedLink(target, pending.email, 'activate')
  await call(target, 'send-reset-password-link', { body: { email: account.email } })
  const reset = await mailedLink(target, account.email, 'reset-password')
  if (!(await adminAction(target, 'expire-tokens'))) throw new ContractSkip(NO_CLOCK)

  const late = await activate(target, activation.email, activation.token)
  expectStatus(late, 400, 'an expired activation link')
  expectMessage(late, 'an expired activation link')
  const lateReset = await resetPassword(target, reset.email, reset.token, 'contract-late-passphrase')
  expectStatus(lateReset, 400, 'an expired reset link')
  expectMessage(lateReset, 'an expired reset link')
}

// ── logout and caching ──────────────────────────────────────────────────────────────────────

/** An activated account's fresh session token. */
async function session(target: ContractTarget, tag: string): Promise<{ email: string; token: string }> {
  const account = await activeAccount(target, tag)
  const answer = await login(target, account.email, account.password)
  expectStatus(answer, 'success', 'login of an activated account')
  return { email: account.email, token: tokenOf(answer) }
}

const profileOf = (target: ContractTarget, email: string, token: string) =>
  call(target, `profile/${encodeURIComponent(email)}`, { token })

export const logoutEndsTheSession: Check = async (target) => {
  const { email, token } = await session(target, 'logout')
  const kept = await session(target, 'logout-other')
  expectStatus(await profileOf(target, email, token), 'success', 'profile before logout')
  const answer = await call(target, 'logout', { method: 'POST', token })
  if (answer.status === 404 || answer.status === 405) {
    throw new ContractSkip(
      `no POST auth/logout here (${answer.status}): a logout cannot end the session on the server, so a copied token keeps working until the session expires`,
    )
  }
  expectStatus(answer, 'success', 'logout with its session token')
  const after = await profileOf(target, email, token)
  expectStatus(after, 401, 'profile with the token of a session that logged out')
  expectStatus(await profileOf(target, kept.email, kept.token), 'success', 'profile of another, still open session')
}

const directives = (answer: Answer) =>
  (answer.headers.get('cache-control') ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

export const answersAreNotStored: Check = async (target) => {
  const answers: Array<readonly [string, Answer]> = [
    [
      'signup',
      await call(target, 'signup', {
        body: { name: 'Contract Check', email: freshEmail('nostore'), password: PASSWORD },
      }),
    ],
    ['a refused signup', await call(target, 'signup', { body: { name: '', email: 'bad', password: '' } })],
    ['a failed login', await login(target, freshEmail('nostore'), 'not-the-password-1')],
    [
      'a reset-link request',
      await call(target, 'send-reset-password-link', { body: { email: freshEmail('nostore') } }),
    ],
    ['a profile without a session', await call(target, `profile/${encodeURIComponent(freshEmail('nostore'))}`)],
  ]
  if (target.outbox || target.account) {
    const account = await activeAccount(target, 'nostore')
    const answer = await login(target, account.email, account.password)
    answers.push(['a login (it carries the token)', answer])
    answers.push(['a profile', await profileOf(target, account.email, tokenOf(answer))])
  }
  const missing = answers.filter(([, answer]) => !directives(answer).includes('no-store'))
  expectThat(
    missing.length === 0,
    `every auth answer must carry \`Cache-Control: no-store\`; missing on ${missing
      .map(([what, answer]) => `${what} (${answer.headers.get('cache-control') ?? 'no Cache-Control'})`)
      .join(', ')}`,
  )
}

// ── CORS ────────────────────────────────────────────────────────────────────────────────────

const headerList = (answer: Answer, name: string) =>
  (answer.headers.get(name) ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

function expectCredentialedCors(answer: Answer, target: ContractTarget, what: string) {
  const allowed = answer.headers.get('access-control-allow-origin')
  expectThat(
    allowed === new URL(target.origin).origin,
    `${what}: \`Access-Control-Allow-Origin\` must be exactly ${target.origin}, got ${allowed ?? 'none'}`,
  )
  expectThat(
    answer.headers.get('access-control-allow-credentials') === 'true',
    `${what}: \`Access-Control-Allow-Credentials: true\` is missing`,
  )
}

export const corsPreflightAllowsTheSite: Check = async (target) => {
  const preflight = await call(target, 'login', {
    method: 'OPTIONS',
    headers: {
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'accept,authorization,content-type',
    },
  })
  expectThat(preflight.status >= 200 && preflight.status < 300, `preflight: expected a 2xx, got ${preflight.status}`)
  expectCredentialedCors(preflight, target, 'preflight')
  const methods = headerList(preflight, 'access-control-allow-methods').map((m) => m.toUpperCase())
  expectThat(
    ['GET', 'POST'].every((method) => methods.includes(method)),
    `preflight: \`Access-Control-Allow-Methods\` must list GET and POST, got "${methods.join(', ')}"`,
  )
  const headers = headerList(preflight, 'access-control-allow-headers')
  expectThat(
    ['authorization', 'content-type'].every((name) => headers.includes(name)),
    `preflight: \`Access-Control-Allow-Headers\` must list Authorization and Content-Type, got "${headers.join(', ')}"`,
  )
}

export const corsOnEveryAnswer: Check = async (target) => {
  const ok = await call(target, 'send-reset-password-link', { body: { email: freshEmail('cors') } })
  expectCredentialedCors(ok, target, 'a 2xx answer')
  expectThat(headerList(ok, 'vary').includes('origin'), 'a 2xx answer: `Vary: Origin` is missing')
  const refused = await call(target, 'signup', { body: { name: '', email: 'bad', password: '' } })
  expectCredentialedCors(refused, target, 'a 400 answer')
}

export const corsExposesRetryAfter: Check = async (target) => {
  const locked = await lockOut(target)
  expectCredentialedCors(locked, target, 'the 429')
  expectThat(
    headerList(locked, 'access-control-expose-headers').includes('retry-after'),
    'the 429: `Access-Control-Expose-Headers` must list Retry-After, or the page cannot read it',
  )
}

export const corsIgnoresOtherOrigins: Check = async (target) => {
  const foreign = 'https://elsewhere.invalid'
  const answer = await call(target, 'login', {
    method: 'OPTIONS',
    origin: foreign,
    headers: { 'access-control-request-method': 'POST' },
  })
  const allowed = answer.headers.get('access-control-allow-origin')
  expectThat(
    allowed !== foreign && allowed !== '*',
    `a preflight from another origin must not be allowed, got \`Access-Control-Allow-Origin: ${allowed}\``,
  )
}

/** Required: the app depends on it. Recommended: good practice the app does not need. */
export type Level = 'required' | 'recommended'

/** `last`: run after every other check (a lockout may lock the client, not just the address). */
export type NamedCheck = { name: string; level: Level; check: Check; last?: boolean }

const check = (level: Level, name: string, run: Check, last = false): NamedCheck => ({ name, level, check: run, last })

/** Every check, in the order the suite runs them (the lockouts last: some backends lock by client). */
export const CHECKS: readonly NamedCheck[] = [
  check('required', 'signup accepts a new address with a message', signupAcceptsANewAddress),
  check('recommended', 'signup rejects invalid input with 400 and a message', signupRejectsInvalidInput),
  check('recommended', 'signup answers known and unknown addresses the same', signupDoesNotRevealAccounts),
  check('required', 'an activation link works once (then 400)', activationLinksWorkOnce),
  check(
    'required',
    'pending signups, another one first: the newest signup wins, the earlier link gets a 400',
    pendingSignupAttackerFirst,
  ),
  check(
    'required',
    'pending signups, the owner first: the owner’s link dies, and signing up again wins back',
    pendingSignupOwnerFirst,
  ),
  check(
    'required',
    'login: 401 with a message for a wrong password or an unknown address',
    loginRefusesWrongCredentials,
  ),
  check(
    'recommended',
    'login: the same answer for a wrong password and an unknown address',
    loginRefusesWithoutRevealingAccounts,
  ),
  check('required', 'login: 403 before activation', loginRefusesAnInactiveAccount),
  check('required', 'login gives a token', loginGivesAToken),
  check(
    'required',
    'profile: 200 with its session, 401 without, 403 for another address',
    profileNeedsTheOwnersSession,
  ),
  check('required', 'logout ends the session: its token then gets a 401', logoutEndsTheSession),
  check('required', 'every auth answer is Cache-Control: no-store', answersAreNotStored),
  check(
    'required',
    'the reset-link request: a 2xx with a message (a malformed address: the same, or a 400)',
    resetLinkRequestIsAnswered,
  ),
  check(
    'recommended',
    'the reset-link request answers known and unknown addresses the same',
    resetLinkRequestDoesNotRevealAccounts,
  ),
  check(
    'required',
    'forgot-password: a 2xx with `msg` (a malformed address: the same, or a 400)',
    forgotPasswordIsAnswered,
  ),
  check(
    'recommended',
    'forgot-password answers known and unknown addresses the same',
    forgotPasswordDoesNotRevealAccounts,
  ),
  check('required', 'a reset link works once (then 400)', resetLinksWorkOnce),
  check('recommended', 'expired activation and reset links get a 400', expiredLinksAreRefused),
  check('required', 'CORS: the preflight allows the site with credentials', corsPreflightAllowsTheSite),
  check('required', 'CORS: every answer echoes the site origin with credentials', corsOnEveryAnswer),
  check('recommended', 'CORS: another origin is not allowed', corsIgnoresOtherOrigins),
  check(
    'required',
    'login: 429 with Retry-After after repeated failures (if the backend locks)',
    lockoutSaysWhenToRetry,
    true,
  ),
  check('required', 'CORS: the 429 exposes Retry-After (if the backend locks)', corsExposesRetryAfter, true),
]
