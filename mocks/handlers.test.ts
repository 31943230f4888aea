import { getResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isValidEmail } from '../src/lib/email'
import { ACTIVATION_TTL_MS, getDb, readOutbox, SEEDED_ACCOUNT } from './db'
import { mockConfig } from './config'
import { noStore } from './handlers/respond'
import {
  ACTIVATION_EXPIRED_MESSAGE,
  ACTIVATION_INVALID_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  RESET_INVALID_MESSAGE,
  SERVER_ERROR_MESSAGE,
  utcDateTime,
} from './messages'
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './session-lifetime'

const base = 'http://api.test/auth'

async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>

async function signupAndActivate(email: string, password = 'long-enough-password') {
  await call('POST', 'signup', { name: 'Test Person', email, password })
  const mail = (await readOutbox()).find((m) => m.to === email && m.link?.label === 'Activate account')
  const path = new URL(mail?.link?.href ?? '').pathname.replace('/activate/', 'activate/')
  return call('GET', path)
}

describe('signup', () => {
  it('answers new and existing addresses byte-identically (no enumeration)', async () => {
    const fresh = await call('POST', 'signup', {
      name: 'New',
      email: 'new@example.org',
      password: 'long-enough-password',
    })
    const existing = await call('POST', 'signup', {
      name: 'Again',
      email: SEEDED_ACCOUNT.email,
      password: 'long-enough-password',
    })
    expect(fresh.status).toBe(201)
    expect(existing.status).toBe(fresh.status)
    expect(existing.text).toBe(fresh.text)
    const outbox = await readOutbox()
    expect(outbox.find((m) => m.to === 'new@example.org')?.link?.label).toBe('Activate account')
    expect(outbox.find((m) => m.to === SEEDED_ACCOUNT.email)?.link?.label).toBe('Reset password')
  })

  it.each([
    [{ email: 'a@example.org', password: 'long-enough-password' }, 'Please enter your name.'],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough-password' }, 'Please enter a valid e-mail address.'],
    [{ name: 'A', email: 'a@example.org', password: 'short' }, 'Please choose a password of at least 8 characters.'],
  ])('rejects %j with a message', async (body, message) => {
    const response = await call('POST', 'signup', body)
    expect(response.status).toBe(400)
    expect(json(response.text).message).toBe(message)
  })

  // The backend refuses exactly what the form refuses, so no address passes one and fails the other.
  it.each(['learner@example', 'a b@example.org', 'x@@example.org', ' Mixed.Case@Example.org '])(
    "applies the forms' e-mail rule to %j",
    async (email) => {
      const response = await call('POST', 'signup', { name: 'A', email, password: 'long-enough-password' })
      expect(response.status).toBe(isValidEmail(email) ? 201 : 400)
    },
  )
})

describe('activation', () => {
  it('works once; the same link then fails', async () => {
    const first = await signupAndActivate('once@example.org')
    expect(first.status).toBe(200)
    const mail = (await readOutbox()).find((m) => m.to === 'once@example.org')
    const second = await call('GET', new URL(mail?.link?.href ?? '').pathname.replace('/activate/', 'activate/'))
    expect(second.status).toBe(400)
    expect(json(second.text).message).toMatch(/invalid or has already been used/)
  })

  it('refuses a token for another address', async () => {
    await call('POST', 'signup', { name: 'X', email: 'x@example.org', password: 'long-enough-password' })
    const token = (await readOutbox())[0]?.link?.href.split('/').pop()
    const response = await call('GET', `activate/${encodeURIComponent('y@example.org')}/${token}`)
    expect(response.status).toBe(400)
  })
})

describe('login', () => {
  it('logs the seeded account in with a token and the user', async () => {
    const response = await call('POST', 'login', { email: SEEDED_ACCOUNT.email, password: SEEDED_ACCOUNT.password })
    expect(response.status).toBe(200)
    const body = json(response.text)
    expect(body.token).toEqual(expect.any(String))
    expect(body.user).toEqual({ name: SEEDED_ACCOUNT.name, email: SEEDED_ACCOUNT.email })
  })

  it('answers a wrong password and an unknown e-mail byte-identically', async () => {
    const wrong = await call('POST', 'login', { email: SEEDED_ACCOUNT.email, password: 'nope-nope-nope' })
    const unknown = await call('POST', 'login', { email: 'ghost@example.org', password: 'nope-nope-nope' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.text).toBe(wrong.text)
  })

  it('refuses an account that is not activated yet with 403', async () => {
    await call('POST', 'signup', { name: 'P', email: 'pending@example.org', password: 'long-enough-password' })
    const response = await call('POST', 'login', { email: 'pending@example.org', password: 'long-enough-password' })
    expect(response.status).toBe(403)
  })

  it('locks an address after 5 failures in 15 minutes with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call('POST', 'login', { email: SEEDED_ACCOUNT.email, password: `bad-${i}` })).status).toBe(401)
    }
    const locked = await call('POST', 'login', { email: SEEDED_ACCOUNT.email, password: SEEDED_ACCOUNT.password })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(json(locked.text).message).toMatch(/wait 15 minutes/)
    // Unknown addresses lock the same way (no enumeration through the limiter).
    for (let i = 0; i < 5; i += 1) await call('POST', 'login', { email: 'ghost@example.org', password: `bad-${i}` })
    expect((await call('POST', 'login', { email: 'ghost@example.org', password: 'x' })).status).toBe(429)
  })
})

describe('profile', () => {
  it('needs the bearer token of the same user', async () => {
    const login = json((await call('POST', 'login', SEEDED_ACCOUNT)).text)
    const own = await call('GET', `profile/${encodeURIComponent(SEEDED_ACCOUNT.email)}`, undefined, {
      authorization: `Bearer ${String(login.token)}`,
    })
    expect(own.status).toBe(200)
    expect(json(own.text).user).toMatchObject({ email: SEEDED_ACCOUNT.email, name: SEEDED_ACCOUNT.name })

    expect((await call('GET', `profile/${encodeURIComponent(SEEDED_ACCOUNT.email)}`)).status).toBe(401)
    const other = await call('GET', 'profile/other%40example.org', undefined, {
      authorization: `Bearer ${String(login.token)}`,
    })
    expect(other.status).toBe(403)
  })
})

describe('logout and the session lifetime', () => {
  afterEach(() => vi.useRealTimers())

  const logIn = async () => json((await call('POST', 'login', SEEDED_ACCOUNT)).text).token as string
  const profile = (token: string) =>
    call('GET', `profile/${encodeURIComponent(SEEDED_ACCOUNT.email)}`, undefined, { authorization: `Bearer ${token}` })

  it('logout ends the session of its token, and only that one; repeating it answers the same', async () => {
    const [ended, kept] = [await logIn(), await logIn()]
    const bearer = { authorization: `Bearer ${ended}` }
    const first = await call('POST', 'logout', undefined, bearer)
    expect(first.status).toBe(200)
    expect(json(first.text).message).toEqual(expect.any(String))
    expect((await profile(ended)).status).toBe(401)
    expect((await profile(kept)).status).toBe(200)
    const again = await call('POST', 'logout', undefined, bearer)
    expect([again.status, again.text]).toEqual([first.status, first.text])
  })

  it(`ends a session left unused for ${SESSION_IDLE_MS / 3_600_000} hours`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const token = await logIn()
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000)
    expect((await profile(token)).status).toBe(200)
    // That call restarted the idle clock.
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000)
    expect((await profile(token)).status).toBe(200)
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS)
    expect((await profile(token)).status).toBe(401)
  })

  it(`ends a session ${SESSION_MAX_MS / 86_400_000} days after its login, however busy`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const token = await logIn()
    const loggedInAt = Date.now()
    while (Date.now() + SESSION_IDLE_MS / 2 < loggedInAt + SESSION_MAX_MS) {
      vi.setSystemTime(Date.now() + SESSION_IDLE_MS / 2)
      expect((await profile(token)).status).toBe(200)
    }
    vi.setSystemTime(loggedInAt + SESSION_MAX_MS)
    expect((await profile(token)).status).toBe(401)
  })

  it('marks every auth answer no-store, failures included', async () => {
    const token = await logIn()
    const answers = [
      await call('POST', 'signup', { name: 'N', email: 'nostore@example.org', password: 'long-enough-password' }),
      await call('POST', 'signup', { name: '', email: 'bad', password: '' }),
      await call('GET', 'activate/a%40example.org/nothing'),
      await call('POST', 'login', SEEDED_ACCOUNT),
      await call('POST', 'login', { email: SEEDED_ACCOUNT.email, password: 'wrong-password' }),
      await profile(token),
      await profile('unknown'),
      await call('POST', 'send-reset-password-link', { email: SEEDED_ACCOUNT.email }),
      await call('POST', 'forgot-password', { email: SEEDED_ACCOUNT.email }),
      await call('POST', 'reset-password', { email: SEEDED_ACCOUNT.email, token: 'x', password: 'long-enough-2' }),
      await call('POST', 'logout', undefined, { authorization: `Bearer ${token}` }),
    ]
    for (const answer of answers) expect(answer.headers.get('cache-control'), answer.text).toBe('no-store')
  })
})

describe('password reset', () => {
  it('answers the link request identically for known and unknown addresses, in both variants', async () => {
    const known = await call('POST', 'send-reset-password-link', { email: SEEDED_ACCOUNT.email })
    const unknown = await call('POST', 'send-reset-password-link', { email: 'ghost@example.org' })
    expect(known.status).toBe(200)
    expect(unknown.text).toBe(known.text)
    const knownMsg = await call('POST', 'forgot-password', { email: SEEDED_ACCOUNT.email })
    const unknownMsg = await call('POST', 'forgot-password', { email: 'ghost@example.org' })
    expect(json(knownMsg.text).msg).toEqual(expect.any(String))
    expect(unknownMsg.text).toBe(knownMsg.text)
    expect((await readOutbox()).filter((m) => m.to === 'ghost@example.org')).toEqual([])
  })

  it('resets once with a valid token; the token cannot be reused', async () => {
    await call('POST', 'send-reset-password-link', { email: SEEDED_ACCOUNT.email })
    const href = (await readOutbox())[0]?.link?.href ?? ''
    const token = href.split('/').pop()
    const body = { email: SEEDED_ACCOUNT.email, token, password: 'brand-new-password' }
    const first = await call('POST', 'reset-password', body)
    expect(json(first.text)).toMatchObject({ success: true })
    const again = await call('POST', 'reset-password', body)
    expect(again.status).toBe(400)
    expect(json(again.text)).toMatchObject({ success: false })
    expect((await call('POST', 'login', { email: SEEDED_ACCOUNT.email, password: 'brand-new-password' })).status).toBe(
      200,
    )
  })

  it('refuses an expired token', async () => {
    await call('POST', 'send-reset-password-link', { email: SEEDED_ACCOUNT.email })
    const token = (await readOutbox())[0]?.link?.href.split('/').pop()
    const realNow = Date.now
    Date.now = () => realNow() + 61 * 60 * 1000
    try {
      const response = await call('POST', 'reset-password', {
        email: SEEDED_ACCOUNT.email,
        token,
        password: 'brand-new-password',
      })
      expect(response.status).toBe(400)
    } finally {
      Date.now = realNow
    }
  })
})

describe('failure injection', () => {
  it('answers a 500 with an HTML page when asked to', async () => {
    mockConfig.failure = 'server-error'
    const response = await call('POST', 'login', SEEDED_ACCOUNT)
    expect(response.status).toBe(500)
    expect(response.text).toMatch(/<html>/)
  })
})

describe('addresses and tokens named like Object’s own properties (fail closed)', () => {
  const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  it.each(KEYS)('%j gets the ordinary answer on every call keyed by an e-mail or a token', async (key) => {
    const signup = await call('POST', 'signup', { name: 'Proto', email: key, password: 'long-enough-password' })
    expect([signup.status, json(signup.text).message]).toEqual([400, INVALID_EMAIL_MESSAGE])

    const login = await call('POST', 'login', { email: key, password: 'long-enough-password' })
    expect([login.status, json(login.text).message]).toEqual([401, LOGIN_FAILED_MESSAGE])

    for (const path of ['send-reset-password-link', 'forgot-password']) {
      expect((await call('POST', path, { email: key })).status, path).toBe(400)
    }
    const reset = await call('POST', 'reset-password', { email: key, token: key, password: 'long-enough-password' })
    expect([reset.status, json(reset.text).message]).toEqual([400, RESET_INVALID_MESSAGE])
    const realReset = await call('POST', 'reset-password', {
      email: SEEDED_ACCOUNT.email,
      token: key,
      password: 'long-enough-password',
    })
    expect(realReset.status).toBe(400)

    const activate = await call('GET', `activate/${encodeURIComponent(key)}/${encodeURIComponent(key)}`)
    expect([activate.status, json(activate.text).message]).toEqual([400, ACTIVATION_INVALID_MESSAGE])

    const profilePath = `profile/${encodeURIComponent(key)}`
    expect((await call('GET', profilePath)).status).toBe(401)
    expect((await call('GET', profilePath, undefined, bearer(key))).status).toBe(401)
    expect((await call('POST', 'logout', undefined, bearer(key))).status).toBe(200)
    const token = String(json((await call('POST', 'login', SEEDED_ACCOUNT)).text).token)
    expect((await call('GET', profilePath, undefined, bearer(token))).status).toBe(403)
  })

  it('counts failed logins under such an address like any other, up to the lockout', async () => {
    for (const key of ['__proto__', 'constructor']) {
      for (let i = 0; i < 5; i += 1) {
        expect((await call('POST', 'login', { email: key, password: `wrong-password-${i}` })).status).toBe(401)
      }
      expect((await call('POST', 'login', { email: key, password: 'wrong-password' })).status).toBe(429)
    }
    // Nothing leaked into Object.prototype, and the seeded account is untouched.
    expect(Object.getPrototypeOf((await getDb()).loginFailures)).toBeNull()
    expect(({} as Record<string, unknown>).email).toBeUndefined()
    expect((await call('POST', 'login', SEEDED_ACCOUNT)).status).toBe(200)
  })

  it('a handler that throws answers a plain 500 that does not echo the exception', async () => {
    const boom = noStore([
      http.post('*/auth/boom', () => {
        throw new Error('secret detail in /home/someone/mocks/db.ts')
      }),
    ])
    const answer = await getResponse([boom], new Request('http://api.test/auth/boom', { method: 'POST' }))
    expect(answer?.status).toBe(500)
    expect(answer?.headers.get('cache-control')).toBe('no-store')
    const body = (await answer?.text()) ?? ''
    expect(json(body)).toEqual({ message: SERVER_ERROR_MESSAGE })
    expect(body).not.toMatch(/secret|home|Error/)
  })
})

describe('pending accounts: the newest signup wins (docs/deployment.md (Backend requirements))', () => {
  afterEach(() => vi.useRealTimers())

  const VICTIM = 'owner@example.org'
  const OWNER = 'owner-passphrase-1'
  const ATTACKER = 'attacker-passphrase-1'

  /** Signs `VICTIM` up with `password`; the path of the activation link mailed for it. */
  async function signUp(password: string, name = 'Someone'): Promise<string> {
    expect((await call('POST', 'signup', { name, email: VICTIM, password })).status).toBe(201)
    const mail = (await readOutbox()).find((m) => m.to === VICTIM && m.link?.label === 'Activate account')
    return new URL(mail?.link?.href ?? '').pathname.replace('/activate/', 'activate/')
  }
  const loginStatus = async (password: string) => (await call('POST', 'login', { email: VICTIM, password })).status
  /** What a link never issued gets: an earlier, dead link must get exactly this. */
  const neverIssued = () => call('GET', `activate/${encodeURIComponent(VICTIM)}/${'0'.repeat(48)}`)

  it('attacker first, then the owner: the attacker’s link is dead, and only the owner’s password works', async () => {
    const attackers = await signUp(ATTACKER, 'Mallory')
    const owners = await signUp(OWNER, 'Owner')
    expect(owners).not.toBe(attackers)

    const dead = await call('GET', attackers)
    expect([dead.status, dead.text]).toEqual([(await neverIssued()).status, (await neverIssued()).text])
    expect(json(dead.text).message).toBe(ACTIVATION_INVALID_MESSAGE)
    expect(await loginStatus(OWNER)).toBe(403)

    expect((await call('GET', owners)).status).toBe(200)
    expect(await loginStatus(OWNER)).toBe(200)
    expect(await loginStatus(ATTACKER)).toBe(401)
    expect((await call('GET', attackers)).status).toBe(400)
  })

  it('owner first, then the attacker: the owner’s link is dead; signing up again kills the attacker’s', async () => {
    const owners = await signUp(OWNER, 'Owner')
    const attackers = await signUp(ATTACKER, 'Mallory')

    const dead = await call('GET', owners)
    expect([dead.status, dead.text]).toEqual([(await neverIssued()).status, (await neverIssued()).text])
    // Nothing was activated: the pending credentials are the attacker's now, and still pending.
    expect(await loginStatus(OWNER)).toBe(401)
    expect(await loginStatus(ATTACKER)).toBe(403)

    // The owner signs up again, as the dead link's message says: that signup is now the newest.
    const again = await signUp(OWNER, 'Owner')
    expect((await call('GET', attackers)).status).toBe(400)
    expect((await call('GET', again)).status).toBe(200)
    expect(await loginStatus(OWNER)).toBe(200)
    expect(await loginStatus(ATTACKER)).toBe(401)
  })

  it('an earlier link never activates anything, before or after the newest is used', async () => {
    const links: string[] = []
    for (const password of ['first-passphrase-1', ATTACKER, 'third-passphrase-1', OWNER]) {
      links.push(await signUp(password))
      for (const earlier of links.slice(0, -1)) expect((await call('GET', earlier)).status, earlier).toBe(400)
      expect(await loginStatus(password)).toBe(403)
    }
    expect((await call('GET', links.at(-1) ?? '')).status).toBe(200)
    for (const earlier of links.slice(0, -1)) expect((await call('GET', earlier)).status, earlier).toBe(400)
    expect(await loginStatus(OWNER)).toBe(200)
    for (const stale of ['first-passphrase-1', ATTACKER, 'third-passphrase-1'])
      expect(await loginStatus(stale)).toBe(401)
  })

  it('two signups at once leave one live link, and it activates the password stored', async () => {
    await Promise.all(
      [OWNER, ATTACKER].map((password) => call('POST', 'signup', { name: 'N', email: VICTIM, password })),
    )
    const live = Object.entries((await getDb()).tokens).filter(([, t]) => t.email === VICTIM && t.kind === 'activate')
    expect(live).toHaveLength(1)
    expect((await call('GET', `activate/${encodeURIComponent(VICTIM)}/${live[0]?.[0]}`)).status).toBe(200)
    expect([await loginStatus(OWNER), await loginStatus(ATTACKER)].sort()).toEqual([200, 401])
  })

  it(`a pending account is gone ${ACTIVATION_TTL_MS / 3_600_000} hours after its signup, as if never made`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const link = await signUp(ATTACKER)
    const signedUpAt = Date.now()
    vi.setSystemTime(signedUpAt + ACTIVATION_TTL_MS)
    expect(await loginStatus(ATTACKER)).toBe(403)

    vi.setSystemTime(signedUpAt + ACTIVATION_TTL_MS + 1)
    const late = await call('GET', link)
    expect([late.status, json(late.text).message]).toEqual([400, ACTIVATION_EXPIRED_MESSAGE])
    // Logins and reset links answer as for an address never registered.
    const pendingLogin = await call('POST', 'login', { email: VICTIM, password: ATTACKER })
    const unknownLogin = await call('POST', 'login', { email: 'ghost@example.org', password: ATTACKER })
    expect([pendingLogin.status, pendingLogin.text]).toEqual([unknownLogin.status, unknownLogin.text])
    const mailsBefore = (await readOutbox()).length
    expect((await call('POST', 'send-reset-password-link', { email: VICTIM })).status).toBe(200)
    expect(await readOutbox()).toHaveLength(mailsBefore)

    // A signup works afresh; the old link stays dead.
    const fresh = await signUp(OWNER)
    expect((await call('GET', link)).status).toBe(400)
    expect((await call('GET', fresh)).status).toBe(200)
    expect(await loginStatus(OWNER)).toBe(200)
  })

  it('the activation mail says when the signup was made (UTC) and to ignore it if that was not you', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-04T05:06:07Z'))
    await signUp(OWNER, 'Owner')
    const mail = (await readOutbox()).find((m) => m.to === VICTIM)
    expect(utcDateTime(new Date('2026-03-04T05:06:07Z'))).toBe('4 March 2026, 05:06 UTC')
    expect(mail?.text).toContain('sign up on 4 March 2026, 05:06 UTC')
    expect(mail?.text).toMatch(/If it was not you, ignore this mail/)
  })
})
