import { createStore, get } from 'idb-keyval'
import { describe, expect, it, vi } from 'vitest'
import {
  addUser,
  commit,
  dropWeakHashes,
  getDb,
  hashCost,
  hashIterations,
  hashPassword,
  isCurrentHash,
  passwordMatches,
  PBKDF2_ITERATIONS,
  persistInIndexedDb,
  readOutbox,
  resetDb,
  row,
  SEEDED_ACCOUNT,
  sendMail,
  upgradeHash,
  withTables,
  type DbState,
} from './db'
import { denyIndexedDb } from '~/testing/storage-denied'

describe('resetDb in the browser (IndexedDB)', () => {
  it('replaces what IndexedDB held with the seeded account alone, so a reload does not bring it back', async () => {
    persistInIndexedDb()
    const db = await getDb()
    db.users['gone@example.org'] = { ...db.users[SEEDED_ACCOUNT.email]!, email: 'gone@example.org' }
    db.sessions['a-token'] = { email: 'gone@example.org', createdAt: Date.now() }
    await sendMail({ to: 'gone@example.org', subject: 'Hello', text: 'Hi', link: undefined })
    await commit()
    const stored = () => get<DbState>('state', createStore('reskilling-demo-backend', 'db'))
    expect(Object.keys((await stored())?.users ?? {})).toContain('gone@example.org')

    await resetDb()

    const after = await stored()
    expect(Object.keys(after?.users ?? {})).toEqual([SEEDED_ACCOUNT.email])
    expect(after?.sessions).toEqual({})
    expect(after?.outbox).toEqual([])
    expect(await readOutbox()).toEqual([])
    expect(Object.keys((await getDb()).users)).toEqual([SEEDED_ACCOUNT.email])
  })
})

describe('tables keyed by e-mail or token', () => {
  it('hold `__proto__` and `constructor` as ordinary keys, also once read back from storage as plain objects', async () => {
    await resetDb()
    const seeded = (await getDb()).users[SEEDED_ACCOUNT.email]!
    // What IndexedDB gives back: plain objects, a `__proto__` row among their own keys.
    const stored = JSON.parse(
      JSON.stringify({
        users: { [SEEDED_ACCOUNT.email]: seeded },
        tokens: {},
        sessions: {},
        loginFailures: {},
        outbox: [],
      }).replace('"loginFailures":{}', '"loginFailures":{"__proto__":[1,2]}'),
    ) as DbState
    const state = withTables(stored)
    expect(row(state.loginFailures, '__proto__')).toEqual([1, 2])
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(row(state.users, key), key).toBeUndefined()
      expect(state.users[key], key).toBeUndefined()
    }
    state.users.__proto__ = { ...seeded, email: '__proto__' }
    expect(Object.keys(state.users)).toEqual([SEEDED_ACCOUNT.email, '__proto__'])
    expect(Object.getPrototypeOf(state.users)).toBeNull()
  })
})

describe('demo password hashes (docs/decisions/0080-demo-password-hashing.md)', () => {
  it('are PBKDF2-SHA-256 with at least OWASP’s 600,000 iterations, salted and repeatable', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    const hash = await hashPassword('correct-horse-battery', 'salt-a', PBKDF2_ITERATIONS)
    expect(hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[0-9a-f]{64}$`))
    expect(await hashPassword('correct-horse-battery', 'salt-a', PBKDF2_ITERATIONS)).toBe(hash)
    expect(await hashPassword('correct-horse-battery', 'salt-b', PBKDF2_ITERATIONS)).not.toBe(hash)
    expect(await hashPassword('correct-horse-batterz', 'salt-a', PBKDF2_ITERATIONS)).not.toBe(hash)
  })

  it('outside the unit tests, the cost in use is the full one', async () => {
    // vitest.setup.ts lowers it for the jsdom screens; a fresh copy of the module starts at the full cost.
    expect(hashCost.iterations).toBeLessThan(PBKDF2_ITERATIONS)
    vi.resetModules()
    const fresh = await import('./db')
    expect(fresh.hashCost.iterations).toBe(PBKDF2_ITERATIONS)
    expect(await fresh.hashPassword('pw', 'salt')).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$`))
  })

  it('match the PBKDF2 test vector (RFC 7914 section 11), so the cost is real and not a single round', async () => {
    const hash = await hashPassword('passwd', 'salt', 1)
    expect(hash).toBe('pbkdf2-sha256$1$55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc')
  })

  it('every stored account, the seeded one included, carries a current hash, each with its own salt', async () => {
    await resetDb()
    await addUser({ name: 'Sam', email: 'sam@example.org', password: 'long-enough-password', activated: true })
    const users = Object.values((await getDb()).users)
    expect(users).toHaveLength(2)
    for (const user of users) expect(isCurrentHash(user.passwordHash), user.email).toBe(true)
    expect(new Set(users.map((user) => user.salt)).size).toBe(2)
  })

  it('an older database: accounts with the old SHA-256 hash go, with everything of theirs; the seeded one is made again', async () => {
    await resetDb()
    const current = (await getDb()).users[SEEDED_ACCOUNT.email]!
    const legacy = (email: string) => ({ ...current, email, passwordHash: 'ab'.repeat(32) })
    const lowerCost = await hashPassword('long-enough-password', current.salt, hashCost.iterations - 1)
    const stored: DbState = {
      users: {
        [SEEDED_ACCOUNT.email]: legacy(SEEDED_ACCOUNT.email),
        'old@example.org': legacy('old@example.org'),
        'new@example.org': { ...current, email: 'new@example.org' },
        // PBKDF2 at a lower cost than today's stays: the next login makes it again.
        'lower@example.org': { ...current, email: 'lower@example.org', passwordHash: lowerCost },
      },
      tokens: {
        t1: { kind: 'reset', email: 'old@example.org', expiresAt: Date.now() + 1000, used: false },
        t2: { kind: 'reset', email: 'new@example.org', expiresAt: Date.now() + 1000, used: false },
      },
      sessions: { s1: { email: 'old@example.org', createdAt: 1 }, s2: { email: 'new@example.org', createdAt: 1 } },
      loginFailures: { 'old@example.org': [1], 'new@example.org': [1] },
      outbox: [
        { id: '1', to: 'old@example.org', subject: 'a', text: 'a', sentAt: '', link: undefined },
        { id: '2', to: 'new@example.org', subject: 'b', text: 'b', sentAt: '', link: undefined },
      ],
    }
    expect(await dropWeakHashes(stored)).toBe(2)
    expect(Object.keys(stored.users).sort()).toEqual([SEEDED_ACCOUNT.email, 'lower@example.org', 'new@example.org'])
    expect(isCurrentHash(stored.users[SEEDED_ACCOUNT.email]!.passwordHash)).toBe(true)
    expect(Object.keys(stored.tokens)).toEqual(['t2'])
    expect(Object.keys(stored.sessions)).toEqual(['s2'])
    expect(Object.keys(stored.loginFailures)).toEqual(['new@example.org'])
    expect(stored.outbox.map((mail) => mail.to)).toEqual(['new@example.org'])
  })
})

describe('hashes made at a lower cost than today’s', () => {
  const login = async (email: string, password: string) =>
    (
      await fetch('http://api.test/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).status

  /** An account whose hash was made at `iterations`, as an older version of the demo stored it. */
  async function olderAccount(email: string, activated: boolean, iterations: number) {
    await addUser({ name: 'Old', email, password: 'long-enough-password', activated })
    const user = (await getDb()).users[email]!
    user.passwordHash = await hashPassword('long-enough-password', user.salt, iterations)
    expect(hashIterations(user.passwordHash)).toBe(iterations)
    return user
  }

  it('still verify, and a successful login makes them again at today’s cost with a new salt', async () => {
    const lower = Math.floor(hashCost.iterations / 2)
    const user = await olderAccount('older@example.org', true, lower)
    const before = { hash: user.passwordHash, salt: user.salt }

    expect(await login(user.email, 'wrong-password-1')).toBe(401)
    expect(user.passwordHash).toBe(before.hash)
    expect(await login(user.email, 'long-enough-password')).toBe(200)
    expect(hashIterations(user.passwordHash)).toBe(hashCost.iterations)
    expect(isCurrentHash(user.passwordHash)).toBe(true)
    expect(user.salt).not.toBe(before.salt)
    expect(await login(user.email, 'long-enough-password')).toBe(200)
    expect(await login(user.email, 'wrong-password-1')).toBe(401)
  })

  it('are not made again by a login that fails, nor by one refused as not activated', async () => {
    const user = await olderAccount('pending-older@example.org', false, Math.floor(hashCost.iterations / 2))
    const before = user.passwordHash
    expect(await login(user.email, 'long-enough-password')).toBe(403)
    expect(user.passwordHash).toBe(before)
  })

  it('stay as they are when the password changed while the new hash was made (a reset wins)', async () => {
    const user = await olderAccount('raced@example.org', true, Math.floor(hashCost.iterations / 2))
    const verified = user.passwordHash
    user.passwordHash = await hashPassword('reset-password-2', user.salt)
    const afterReset = user.passwordHash
    expect(await upgradeHash(user, 'long-enough-password', verified)).toBe(false)
    expect(user.passwordHash).toBe(afterReset)
  })

  it('of another form (the old single SHA-256 round) never match', async () => {
    const user = await olderAccount('sha@example.org', true, 1)
    user.passwordHash = 'ab'.repeat(32)
    expect(hashIterations(user.passwordHash)).toBeUndefined()
    expect(await passwordMatches('long-enough-password', user)).toBe(false)
    expect(await passwordMatches('long-enough-password', undefined)).toBe(false)
  })
})

describe('the demo backend where the browser denies IndexedDB (site data blocked)', () => {
  it('keeps its accounts in memory for the tab, and says they do not persist', async () => {
    const restore = denyIndexedDb()
    try {
      vi.resetModules()
      const db = await import('./db')
      db.persistInIndexedDb()
      expect(await db.demoDataPersists()).toBe(false)
      await db.addUser({ name: 'Tab', email: 'tab@example.org', password: 'long-enough-1', activated: true })
      expect(Object.keys((await db.getDb()).users).sort()).toEqual([SEEDED_ACCOUNT.email, 'tab@example.org'])
      await db.sendMail({ to: 'tab@example.org', subject: 'Hello', text: 'Hi', link: undefined })
      expect(await db.readOutbox()).toHaveLength(1)
    } finally {
      restore()
    }
  })
})
