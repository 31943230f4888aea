/**
 * The mock backend's database (docs/architecture.md (Demo mode)): users, single-use tokens, sessions, login failures
 * and the outbox of mails "sent". In the browser it persists to its own IndexedDB store so demo
 * accounts survive reloads and offline use; when the browser denies IndexedDB (site data blocked)
 * it lives in memory for the tab, as it does under Node, where tests reset it.
 */
import { normaliseEmail } from '../src/lib/email'
import { keyValueStore, type KeyValueStore } from '../src/lib/indexed-db'
import { SEEDED_ACCOUNT } from './seed.mjs'
import type { MockSession } from './session-lifetime'

export { SEEDED_ACCOUNT } from './seed.mjs'

/** How long an activation link works, and a pending (not yet activated) account lasts after its signup. */
export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000
export const RESET_TTL_MS = 60 * 60 * 1000
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_LOGIN_FAILURES = 5

export type MockUser = {
  name: string
  email: string
  salt: string
  passwordHash: string
  activated: boolean
  createdAt: string
}

export type MockToken = { kind: 'activate' | 'reset'; email: string; expiresAt: number; used: boolean }

export type MailLink = { label: 'Activate account' | 'Reset password'; href: string }

export type Mail = {
  id: string
  to: string
  subject: string
  text: string
  sentAt: string
  link: MailLink | undefined
}

/** Rows keyed by e-mail or token. Made by `table`: no prototype, so `__proto__` or `constructor` is an ordinary key. */
export type Table<T> = Record<string, T>

export type DbState = {
  users: Table<MockUser>
  tokens: Table<MockToken>
  sessions: Table<MockSession>
  loginFailures: Table<number[]>
  outbox: Mail[]
}

/** A table of these rows without a prototype; `Object.assign` makes even a copied `__proto__` key an own row. */
export function table<T>(rows: Record<string, T> = {}): Table<T> {
  return Object.assign(Object.create(null) as Table<T>, rows)
}

/** The row stored under `key`, never one inherited from Object (`constructor`, `toString`…). */
export const row = <T>(rows: Table<T>, key: string): T | undefined => (Object.hasOwn(rows, key) ? rows[key] : undefined)

/** A stored or hand-made state with every table made by `table` (IndexedDB gives plain objects back). */
export const withTables = (state: DbState): DbState => ({
  ...state,
  users: table(state.users),
  tokens: table(state.tokens),
  sessions: table(state.sessions),
  loginFailures: table(state.loginFailures),
})

const emptyState = (): DbState => ({
  users: table(),
  tokens: table(),
  sessions: table(),
  loginFailures: table(),
  outbox: [],
})

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function randomToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(24)))
}

/**
 * Demo password hashes (docs/decisions/0080-demo-password-hashing.md): PBKDF2-HMAC-SHA-256 through WebCrypto with
 * the user's random salt, stored as `pbkdf2-sha256$<iterations>$<hex>` so the scheme and its cost travel with the
 * hash. Visitors type passwords into the demo, and the hashes stay on the device in IndexedDB. 600,000 iterations:
 * OWASP's figure for PBKDF2-HMAC-SHA-256.
 */
export const PBKDF2_ITERATIONS = 600_000
export const HASH_SCHEME = 'pbkdf2-sha256'
/**
 * The cost in use: PBKDF2_ITERATIONS everywhere except the unit tests' jsdom screens (vitest.setup.ts), which log in
 * dozens of times on a shared machine; mocks/db.test.ts checks the real cost, the e2e tests the stored hashes.
 */
export const hashCost = { iterations: PBKDF2_ITERATIONS }

export async function hashPassword(password: string, salt: string, iterations = hashCost.iterations): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  )
  return `${HASH_SCHEME}$${iterations}$${hex(new Uint8Array(bits))}`
}

const HASH_FORMAT = new RegExp(`^${HASH_SCHEME}\\$([1-9]\\d*)\\$[0-9a-f]{64}$`)

/** The iteration count a hash of this scheme was made with; undefined for anything else (the old SHA-256 round). */
export function hashIterations(hash: string): number | undefined {
  const count = HASH_FORMAT.exec(hash)?.[1]
  return count === undefined ? undefined : Number(count)
}

/** A hash written by this scheme at today's cost. */
export const isCurrentHash = (hash: string) => hashIterations(hash) === hashCost.iterations

/**
 * Whether `password` is the user's, hashed at the cost stored with their hash (an older, lower one too). An unknown
 * user (undefined) costs the same work and never matches.
 */
export async function passwordMatches(password: string, user: MockUser | undefined): Promise<boolean> {
  const iterations = user && hashIterations(user.passwordHash)
  const hash = await hashPassword(password, user?.salt ?? 'no-such-user', iterations ?? hashCost.iterations)
  return user !== undefined && iterations !== undefined && hash === user.passwordHash
}

/**
 * After a successful login with `password`, checked against `verified`: a hash made at a lower cost than today's is
 * made again at today's, with a new salt, unless the hash changed meanwhile (a reset), which then stays.
 */
export async function upgradeHash(user: MockUser, password: string, verified: string): Promise<boolean> {
  if ((hashIterations(verified) ?? 0) >= hashCost.iterations) return false
  const salt = randomToken()
  const upgraded = await hashPassword(password, salt)
  if (user.passwordHash !== verified) return false
  user.passwordHash = upgraded
  user.salt = salt
  return true
}

/**
 * A database stored by an older version, whose accounts carry the old single salted SHA-256 round: those hashes
 * cannot be strengthened without the passwords, so those accounts are removed, with their sessions, pending links,
 * lockouts and mails, and the seeded account is made again (docs/decisions/0080-demo-password-hashing.md). PBKDF2
 * hashes at an older cost stay: they are made again at the next login. Returns how many accounts were removed.
 */
export async function dropWeakHashes(target: DbState): Promise<number> {
  const weak = Object.values(target.users).filter((user) => hashIterations(user.passwordHash) === undefined)
  const gone = new Set(weak.map((user) => user.email))
  for (const email of gone) {
    delete target.users[email]
    delete target.loginFailures[email]
  }
  for (const [token, session] of Object.entries(target.sessions))
    if (gone.has(session.email)) delete target.sessions[token]
  for (const [token, link] of Object.entries(target.tokens)) if (gone.has(link.email)) delete target.tokens[token]
  target.outbox = target.outbox.filter((mail) => !gone.has(mail.to))
  if (gone.has(SEEDED_ACCOUNT.email)) await seed(target)
  return gone.size
}

let state: DbState | undefined
let loading: Promise<DbState> | undefined
/** Where the database is kept under the key `state`; none under Node. */
let persistence: KeyValueStore | undefined
const outboxListeners = new Set<() => void>()

/** Browser only: keep the database in IndexedDB (or in memory for the tab where it is denied). */
export function persistInIndexedDb(): void {
  persistence = keyValueStore('reskilling-demo-backend', 'db')
}

/** False when demo accounts last only for this tab: in memory, never in IndexedDB. */
export const demoDataPersists = (): Promise<boolean> => persistence?.persists() ?? Promise.resolve(false)

// The seeded account's record, hashed once per page or process: a reset of the demo data does not pay for PBKDF2 again.
let seededUser: Promise<MockUser> | undefined

async function seed(target: DbState): Promise<void> {
  seededUser ??= makeUser({
    ...SEEDED_ACCOUNT,
    activated: true,
    createdAt: new Date('2026-01-05T09:00:00Z').toISOString(),
  })
  target.users[SEEDED_ACCOUNT.email] = { ...(await seededUser) }
}

export type NewUser = { name: string; email: string; password: string; activated: boolean; createdAt?: string }

/** A user record with its own salt and the password hashed: signup, the seeded account and tests' accounts. */
export async function makeUser(user: NewUser): Promise<MockUser> {
  const salt = randomToken()
  return {
    name: user.name,
    email: normaliseEmail(user.email),
    salt,
    passwordHash: await hashPassword(user.password, salt),
    activated: user.activated,
    createdAt: user.createdAt ?? new Date().toISOString(),
  }
}

/**
 * The account of `email`: none for an address never registered, nor for one pending for more than
 * ACTIVATION_TTL_MS since its signup, which is then as if it had never been made
 * (docs/deployment.md (Backend requirements)).
 */
export function accountOf(db: DbState, email: string, now = Date.now()): MockUser | undefined {
  const user = row(db.users, email)
  if (!user) return undefined
  return user.activated || Date.parse(user.createdAt) + ACTIVATION_TTL_MS >= now ? user : undefined
}

/** Tests: adds (or replaces) an account directly, without signup or mail. */
export async function addUser(user: NewUser): Promise<void> {
  const db = await getDb()
  const record = await makeUser(user)
  db.users[record.email] = record
  await commit()
}

/** Tests: every activation and reset token issued so far is now expired (a clock jump past their TTL). */
export async function expireTokens(): Promise<number> {
  const db = await getDb()
  const tokens = Object.values(db.tokens)
  for (const token of tokens) token.expiresAt = Math.min(token.expiresAt, Date.now() - 1)
  await commit()
  return tokens.length
}

export async function getDb(): Promise<DbState> {
  if (state) return state
  loading ??= (async () => {
    const stored = await persistence?.get<DbState>('state').catch(() => undefined)
    const next = stored ? withTables(stored) : emptyState()
    const dropped = await dropWeakHashes(next)
    if (!row(next.users, SEEDED_ACCOUNT.email)) await seed(next)
    if (dropped > 0 && persistence) await persistence.set('state', next).catch(() => undefined)
    // A reset during the load wins over what was stored.
    state ??= next
    return state
  })()
  return loading
}

/** Writes the database through after a change. */
export async function commit(): Promise<void> {
  if (state && persistence) await persistence.set('state', state).catch(() => undefined)
}

/**
 * A fresh database with only the seeded account: no other users, tokens, sessions, lockouts or
 * mails. Written through, so in the browser (the demo controls' reset) it replaces what IndexedDB
 * held instead of being loaded back from it; tests and the HTTP server's admin reset use it too.
 */
export async function resetDb(): Promise<void> {
  const fresh = emptyState()
  await seed(fresh)
  state = fresh
  loading = Promise.resolve(fresh)
  await commit()
  for (const listener of outboxListeners) listener()
}

/** Ends the sessions of one address, or every session; returns how many ended. */
export async function endSessions(email?: string): Promise<number> {
  const db = await getDb()
  const wanted = email === undefined ? undefined : normaliseEmail(email)
  const ending = Object.keys(db.sessions).filter(
    (token) => wanted === undefined || row(db.sessions, token)?.email === wanted,
  )
  for (const token of ending) delete db.sessions[token]
  await commit()
  return ending.length
}

export async function sendMail(mail: Omit<Mail, 'id' | 'sentAt'>): Promise<void> {
  const db = await getDb()
  db.outbox.unshift({ ...mail, id: randomToken().slice(0, 12), sentAt: new Date().toISOString() })
  await commit()
  for (const listener of outboxListeners) listener()
}

/** The outbox, newest first (the Demo inbox reads it). */
export async function readOutbox(): Promise<Mail[]> {
  return [...(await getDb()).outbox]
}

export function subscribeOutbox(listener: () => void): () => void {
  outboxListeners.add(listener)
  return () => outboxListeners.delete(listener)
}
