// @vitest-environment node
import { request as httpRequest, type Server } from 'node:http'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { takeConsoleErrors } from '../vitest.setup'
import { mockConfig } from './config'
import { SEEDED_ACCOUNT } from './db'
import {
  ADMIN_CLOSED_MESSAGE,
  adminAccess,
  createMockApi,
  MAX_BODY_BYTES,
  mockApiOptionsFromEnv,
  type MockApiOptions,
} from './http-server'
import { LOGIN_FAILED_MESSAGE, SERVER_ERROR_MESSAGE } from './messages'
import { server as mswServer } from './node'

const APP_ORIGIN = 'http://127.0.0.1:4999'
let api: Server
let base = ''

beforeAll(async () => {
  api = createMockApi({ origin: APP_ORIGIN, openAdmin: true })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  const address = api.address()
  if (typeof address !== 'object' || address === null) throw new Error('the mock API is not listening')
  base = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  mockConfig.appOrigin = undefined
  await new Promise((resolve) => api.close(resolve))
})

// The Vitest setup's MSW server answers every request in this process; these go to the real server.
beforeEach(() => mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())))

type Call = { method?: string; origin?: string; body?: unknown; headers?: Record<string, string> }

const call = (path: string, { method = 'GET', origin = APP_ORIGIN, body, headers = {} }: Call = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(origin ? { origin } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

type Mail = { to: string; link?: { label: string; href: string } }
const outbox = async (): Promise<Mail[]> => (await (await call('/__admin/outbox', { origin: '' })).json()) as Mail[]
const admin = (action: string, body: unknown = {}) => call(`/__admin/${action}`, { method: 'POST', origin: '', body })

describe('CORS for the one app origin', () => {
  it('answers a preflight with the exact origin and credentials', async () => {
    const response = await call('/auth/login', {
      method: 'OPTIONS',
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
  })

  it('echoes the app origin (never *) with credentials on real answers', async () => {
    const response = await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('vary')).toMatch(/Origin/)
    // Once, from the handlers (mocks/handlers/respond.ts), not doubled on the way out.
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses other origins, preflight included, without any CORS header', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const response = await call('/auth/login', {
        method,
        origin: 'http://127.0.0.1:5000',
        ...(method === 'POST' ? { body: SEEDED_ACCOUNT } : { headers: { 'access-control-request-method': 'POST' } }),
      })
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  it('exposes Retry-After on a 429, so the page can read it', async () => {
    for (let i = 0; i < 5; i += 1) {
      await call('/auth/login', { method: 'POST', body: { email: SEEDED_ACCOUNT.email, password: `wrong-${i}` } })
    }
    const locked = await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(locked.headers.get('access-control-expose-headers')).toMatch(/\bRetry-After\b/i)
  })
})

describe('the handlers over HTTP', () => {
  it('answer under a base URL with a path prefix too', async () => {
    const response = await call('/api/v1/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ token: expect.any(String), user: { email: SEEDED_ACCOUNT.email } })
  })

  it('mail activation links that open the app, and the link activates the account', async () => {
    const user = { name: 'Http Person', email: 'http@example.org', password: 'long-enough-password' }
    expect((await call('/auth/signup', { method: 'POST', body: user })).status).toBe(201)
    const mail = (await outbox()).find((m) => m.to === user.email)
    expect(mail?.link?.label).toBe('Activate account')
    const link = new URL(mail?.link?.href ?? '')
    expect(link.origin).toBe(APP_ORIGIN)
    expect(link.pathname).toMatch(/^\/activate\/http%40example\.org\/[0-9a-f]+$/)

    expect((await call('/auth/login', { method: 'POST', body: user })).status).toBe(403)
    expect((await call(`/auth${link.pathname}`)).status).toBe(200)
    expect((await call('/auth/login', { method: 'POST', body: user })).status).toBe(200)
  })
})

describe('failing closed', () => {
  it('answers a login as `constructor` or `__proto__` with the usual 401, never a 500', async () => {
    for (const email of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const response = await call('/auth/login', { method: 'POST', body: { email, password: 'long-enough-1' } })
      expect(response.status, email).toBe(401)
      expect(await response.json()).toEqual({ message: LOGIN_FAILED_MESSAGE })
    }
  })

  it('answers an exception with a plain 500, logged here but never sent', async () => {
    const broken = createMockApi({
      origin: APP_ORIGIN,
      handlers: [
        http.post('*/auth/login', () => {
          throw new Error('secret detail in /home/someone/mocks/db.ts')
        }),
      ],
    })
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve))
    const address = broken.address()
    if (typeof address !== 'object' || address === null) throw new Error('not listening')
    try {
      const response = await fetch(`http://127.0.0.1:${address.port}/auth/login`, {
        method: 'POST',
        headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(SEEDED_ACCOUNT),
      })
      expect(response.status).toBe(500)
      const body = await response.text()
      expect(JSON.parse(body)).toEqual({ message: SERVER_ERROR_MESSAGE })
      expect(body).not.toMatch(/secret|home|Error/)
      expect(String(takeConsoleErrors()[0]?.[1])).toMatch(/secret detail/)
    } finally {
      await new Promise((resolve) => broken.close(resolve))
    }
  })
})

describe('admin surface', () => {
  it('reset empties the outbox and forgets new accounts, keeping the seeded one', async () => {
    await call('/auth/signup', {
      method: 'POST',
      body: { name: 'R', email: 'r@example.org', password: 'long-enough-1' },
    })
    expect(await outbox()).toHaveLength(1)
    expect((await admin('reset')).status).toBe(200)
    expect(await outbox()).toEqual([])
    // A fresh signup for the same address is a new, unactivated account again.
    await call('/auth/signup', {
      method: 'POST',
      body: { name: 'R', email: 'r@example.org', password: 'long-enough-1' },
    })
    expect((await outbox())[0]?.link?.label).toBe('Activate account')
    expect((await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })).status).toBe(200)
  })

  it('scenario switches failures on and reset switches them off', async () => {
    expect((await admin('scenario', { failure: 'server-error' })).status).toBe(200)
    const failed = await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })
    expect(failed.status).toBe(500)
    expect(await failed.text()).toMatch(/<html>/)

    await admin('scenario', { failure: 'network' })
    await expect(call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })).rejects.toThrow()

    expect((await admin('scenario', { failure: 'sideways' })).status).toBe(400)
    await admin('reset')
    expect((await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })).status).toBe(200)
  })

  it('scenario takes a scenario id from mocks/scenarios.ts, and GET scenario lists them', async () => {
    expect(await (await admin('scenario', { scenario: 'locked-out' })).json()).toMatchObject({
      scenario: 'locked-out',
      failure: 'none',
    })
    const locked = await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('900')
    const listed = (await (await call('/__admin/scenario', { origin: '' })).json()) as {
      scenario: string
      scenarios: { id: string; label: string }[]
    }
    expect(listed.scenario).toBe('locked-out')
    expect(listed.scenarios.map((s) => s.id)).toContain('profile-forbidden')

    expect((await admin('scenario', { scenario: 'sideways' })).status).toBe(400)
    await admin('reset')
    expect((await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })).status).toBe(200)
  })

  it('expire-tokens makes every link issued so far expired', async () => {
    const user = { name: 'Late', email: 'late@example.org', password: 'long-enough-password' }
    await call('/auth/signup', { method: 'POST', body: user })
    const link = new URL((await outbox())[0]?.link?.href ?? '')
    expect(await (await admin('expire-tokens')).json()).toEqual({ expired: 1 })
    const response = await call(`/auth${link.pathname}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.stringContaining('expired') })
  })

  it('end-sessions makes the next profile call a 401', async () => {
    const login = (await (await call('/auth/login', { method: 'POST', body: SEEDED_ACCOUNT })).json()) as {
      token: string
    }
    const profile = () =>
      call(`/auth/profile/${encodeURIComponent(SEEDED_ACCOUNT.email)}`, {
        headers: { authorization: `Bearer ${login.token}` },
      })
    expect((await profile()).status).toBe(200)
    expect(await (await admin('end-sessions', { email: SEEDED_ACCOUNT.email })).json()).toEqual({ ended: 1 })
    expect((await profile()).status).toBe(401)
  })

  it('takes POSTs as JSON only', async () => {
    const response = await fetch(`${base}/__admin/reset`, {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    })
    expect(response.status).toBe(415)
  })
})

describe('out of reach of web pages', () => {
  const port = () => new URL(base).port

  /** A raw request, so the Host header is the one given (fetch always sends the real one). */
  const raw = (path: string, host: string, init: { method?: string; body?: string } = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${base}${path}`,
        {
          method: init.method ?? 'GET',
          headers: { host, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        },
        (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        },
      )
      request.on('error', reject)
      request.end(init.body)
    })

  it('answers only a Host of 127.0.0.1 or localhost on its own port (DNS rebinding gets a 4xx)', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`]) {
      expect((await raw('/__admin/health', host)).status, host).toBe(200)
    }
    const login = JSON.stringify(SEEDED_ACCOUNT)
    for (const host of [
      `attacker.example:${port()}`,
      'attacker.example',
      '127.0.0.1',
      `127.0.0.1:${Number(port()) + 1}`,
      `localhost.attacker.example:${port()}`,
    ]) {
      const health = await raw('/__admin/health', host)
      expect(health.status, host).toBeGreaterThanOrEqual(400)
      expect(health.status, host).toBeLessThan(500)
      const outbox = await raw('/__admin/outbox', host)
      expect(outbox.status, host).toBe(403)
      expect(outbox.body).not.toMatch(/link/)
      expect((await raw('/auth/login', host, { method: 'POST', body: login })).status, host).toBe(403)
    }
  })

  it('refuses request bodies over 64 KB with a 413, declared or streamed, before any handler runs', async () => {
    const big = { name: 'Big', email: 'big@example.org', password: 'x'.repeat(MAX_BODY_BYTES) }
    const declared = await call('/auth/signup', { method: 'POST', body: big })
    expect(declared.status).toBe(413)
    expect(declared.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(await outbox()).toEqual([])

    // Chunked, without a Content-Length: counted as it arrives.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(8 * 1024)))
        controller.close()
      },
    })
    const streamed = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    const admin = await call('/__admin/reset', {
      method: 'POST',
      origin: '',
      body: { pad: 'x'.repeat(MAX_BODY_BYTES) },
    })
    expect(admin.status).toBe(413)

    // Just under the cap is read as usual.
    const fits = { ...SEEDED_ACCOUNT, pad: 'x'.repeat(MAX_BODY_BYTES - 200) }
    expect((await call('/auth/login', { method: 'POST', body: fits })).status).toBe(200)
  })

  it('refuses an address over 254 characters, and a 20,000-character hostile one at once', async () => {
    const long = { name: 'Long', email: `${'a'.repeat(64)}@${'b'.repeat(187)}.org`, password: 'long-enough-1' }
    expect(long.email).toHaveLength(256)
    const refused = await call('/auth/signup', { method: 'POST', body: long })
    expect(refused.status).toBe(400)
    expect(await outbox()).toEqual([])

    // Timed against a harmless address of the same length, so a busy machine slows both alike: the
    // quadratic pattern this replaced took about 0.27 s on the hostile one alone, the harmless one
    // a millisecond.
    const fastest = async (email: string) => {
      let best = Infinity
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now()
        const answer = await call('/auth/send-reset-password-link', { method: 'POST', body: { email } })
        best = Math.min(best, performance.now() - started)
        expect(answer.status).toBe(400)
      }
      return best
    }
    const harmless = await fastest(`${'a'.repeat(20_000)} x`)
    const hostile = await fastest(`a@${'a.'.repeat(10_000)} x`)
    expect(hostile).toBeLessThan(harmless * 3 + 20)
  })
})

/** Another mock API, for the admin access tests; closed after the file. */
async function startApi(options: Omit<MockApiOptions, 'origin'>): Promise<string> {
  const started = createMockApi({ origin: APP_ORIGIN, ...options })
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise((resolve) => started.close(resolve)))
  const address = started.address()
  if (typeof address !== 'object' || address === null) throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

const ADMIN_ROUTES = [
  ['GET', '/__admin/health'],
  ['GET', '/__admin/outbox'],
  ['GET', '/__admin/scenario'],
  ['POST', '/__admin/reset'],
  ['POST', '/__admin/scenario'],
  ['POST', '/__admin/expire-tokens'],
  ['POST', '/__admin/end-sessions'],
] as const

const adminCall = (apiBase: string, [method, path]: (typeof ADMIN_ROUTES)[number], authorization?: string) =>
  fetch(`${apiBase}${path}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? '{}' : undefined,
  })

describe('the admin surface without a token or MOCK_API_OPEN_ADMIN', () => {
  let closedBase = ''
  beforeAll(async () => {
    closedBase = await startApi({})
  })

  it('is closed: every admin route answers 403 and says how to open it', async () => {
    for (const route of ADMIN_ROUTES) {
      const response = await adminCall(closedBase, route)
      expect(response.status, route.join(' ')).toBe(403)
      expect(await response.json()).toEqual({ message: ADMIN_CLOSED_MESSAGE })
    }
    expect(ADMIN_CLOSED_MESSAGE).toMatch(/MOCK_API_ADMIN_TOKEN=<token>.*MOCK_API_OPEN_ADMIN=1/)
  })

  it('leaves the API calls alone', async () => {
    const response = await fetch(`${closedBase}/auth/login`, {
      method: 'POST',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(SEEDED_ACCOUNT),
    })
    expect(response.status).toBe(200)
  })

  it('is read from the environment, and the start-up line says which it is', () => {
    const env = (vars: Record<string, string>) => mockApiOptionsFromEnv(vars)
    expect(env({})).toMatchObject({ adminToken: undefined, openAdmin: false })
    expect(env({ MOCK_API_OPEN_ADMIN: '0' }).openAdmin).toBe(false)
    expect(env({ MOCK_API_OPEN_ADMIN: '1' }).openAdmin).toBe(true)
    expect(env({ MOCK_API_ADMIN_TOKEN: ' t ' }).adminToken).toBe('t')
    expect(adminAccess(env({}))).toContain(ADMIN_CLOSED_MESSAGE)
    expect(adminAccess(env({ MOCK_API_OPEN_ADMIN: 'yes' }))).toMatch(/open to local processes/)
    expect(adminAccess(env({ MOCK_API_OPEN_ADMIN: '1', MOCK_API_ADMIN_TOKEN: 't' }))).toMatch(/with its token/)
  })
})

describe('the admin token (MOCK_API_ADMIN_TOKEN)', () => {
  let guardedBase = ''
  const TOKEN = 'a-test-admin-token'

  beforeAll(async () => {
    // Opened as well: the token still wins.
    guardedBase = await startApi({ adminToken: TOKEN, openAdmin: true })
  })

  const get = (path: string, authorization?: string) =>
    fetch(`${guardedBase}${path}`, { headers: authorization ? { authorization } : {} })

  it('is required as a bearer token on every admin route when set', async () => {
    for (const path of ['/__admin/health', '/__admin/outbox', '/__admin/scenario']) {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
        const response = await get(path, authorization)
        expect(response.status, `${path} with ${authorization}`).toBe(401)
        expect(response.headers.get('www-authenticate')).toBe('Bearer')
      }
      expect((await get(path, `Bearer ${TOKEN}`)).status, path).toBe(200)
    }
    const reset = await fetch(`${guardedBase}/__admin/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(reset.status).toBe(401)
  })

  it('leaves the API calls alone', async () => {
    const response = await fetch(`${guardedBase}/auth/login`, {
      method: 'POST',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(SEEDED_ACCOUNT),
    })
    expect(response.status).toBe(200)
  })

  it('is not asked for when unset and the surface is opened (MOCK_API_OPEN_ADMIN=1)', async () => {
    for (const route of ADMIN_ROUTES) expect((await adminCall(base, route)).status, route.join(' ')).toBe(200)
  })
})
