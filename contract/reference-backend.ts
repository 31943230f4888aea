/**
 * A reference backend written from docs/deployment.md (Backend requirements) alone — none of
 * mocks/ — so the contract suite is seen to pass a backend that is not the one it was built beside.
 * It makes the choices the requirements leave open differently from the mock: every reset-link
 * request gets the same 200 (a malformed address too), and its outbox (`GET /mails`) lists plain
 * `{ to, subject, link }` records with the link as a string. It has no admin surface, so the
 * expiry checks are skipped against it. Test use only: in memory, loopback only.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { ContractTarget } from './http'

const HOUR = 60 * 60 * 1000
const LINK_LIFETIME = { activate: 24 * HOUR, reset: HOUR }
const SESSION_IDLE = 12 * HOUR
const SESSION_MAX = 7 * 24 * HOUR
const LOCK_AFTER = 5
const LOCK_MS = 15 * 60 * 1000

type User = { name: string; email: string; salt: Buffer; hash: Buffer; active: boolean; created: number }
type Link = { kind: 'activate' | 'reset'; email: string; expires: number; used: boolean }
type Session = { email: string; created: number; seen: number }
type Sent = { to: string; subject: string; link: string; text?: string }

const hashOf = (password: string, salt: Buffer) => scryptSync(password, salt, 32)
const newToken = () => randomBytes(24).toString('base64url')
const looksLikeEmail = (value: string) =>
  value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value) && value.slice(value.indexOf('@') + 2, -1).includes('.')

export async function startReferenceBackend(options: { origin: string }) {
  const origin = new URL(options.origin).origin
  const users = new Map<string, User>()
  const links = new Map<string, Link>()
  const sessions = new Map<string, Session>()
  const failures = new Map<string, number[]>()
  const mails: Sent[] = []
  let base = ''

  const mail = (to: string, subject: string, path: string, email: string, token: string, text?: string) =>
    mails.unshift({
      to,
      subject,
      link: `${origin}/${path}/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
      ...(text === undefined ? {} : { text }),
    })

  /** The account of `email`; a pending one lasts as long as its activation link, then it never was. */
  const accountOf = (email: string) => {
    const user = users.get(email)
    return user && (user.active || Date.now() - user.created <= LINK_LIFETIME.activate) ? user : undefined
  }

  const issue = (kind: Link['kind'], email: string) => {
    const token = newToken()
    links.set(token, { kind, email, expires: Date.now() + LINK_LIFETIME[kind], used: false })
    return token
  }

  const redeem = (kind: Link['kind'], email: string, token: string) => {
    const link = links.get(token)
    if (!link || link.kind !== kind || link.used || link.email !== email || link.expires < Date.now()) return false
    link.used = true
    return true
  }

  const sessionOf = (request: IncomingMessage) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    const session = token ? sessions.get(token) : undefined
    if (!token || !session) return undefined
    const now = Date.now()
    if (now - session.seen > SESSION_IDLE || now - session.created > SESSION_MAX) {
      sessions.delete(token)
      return undefined
    }
    session.seen = now
    return { token, session }
  }

  type Reply = [status: number, body: Record<string, unknown>, headers?: Record<string, string>]

  async function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    request: IncomingMessage,
  ): Promise<Reply> {
    const text = (key: string) => (typeof body[key] === 'string' ? String(body[key]).trim() : '')
    const email = text('email').toLowerCase()
    const parts = path.split('/').map(decodeURIComponent)

    if (method === 'POST' && path === 'signup') {
      const password = typeof body.password === 'string' ? body.password : ''
      if (!text('name')) return [400, { message: 'A name is needed.' }]
      if (!looksLikeEmail(email)) return [400, { message: 'That is not an e-mail address.' }]
      if (password.length < 8) return [400, { message: 'Passwords have at least 8 characters.' }]
      if (!users.get(email)?.active) {
        // The newest signup of a pending address wins: earlier activation links die with its credentials.
        for (const [token, link] of links) if (link.kind === 'activate' && link.email === email) links.delete(token)
        const salt = randomBytes(16)
        const created = Date.now()
        users.set(email, { name: text('name'), email, salt, hash: hashOf(password, salt), active: false, created })
        const when = new Date(created).toUTCString()
        const notice = `Someone signed up with this address on ${when}. Not you? Ignore this mail.`
        mail(email, 'Activate your account', 'activate', email, issue('activate', email), notice)
      }
      return [201, { message: 'Check your mailbox for the activation link.' }]
    }
    if (method === 'GET' && parts[0] === 'activate' && parts.length === 3) {
      const who = (parts[1] ?? '').toLowerCase()
      const user = accountOf(who)
      if (!user || !redeem('activate', who, parts[2] ?? '')) {
        return [400, { message: 'This link is used, expired or unknown.' }]
      }
      user.active = true
      return [200, { message: 'Activated. Welcome!' }]
    }
    if (method === 'POST' && path === 'login') {
      const now = Date.now()
      const recent = (failures.get(email) ?? []).filter((time) => now - time < LOCK_MS)
      if (recent.length >= LOCK_AFTER) {
        const seconds = Math.ceil((Math.min(...recent) + LOCK_MS - now) / 1000)
        return [429, { message: 'Too many attempts; try later.' }, { 'Retry-After': String(seconds) }]
      }
      const user = accountOf(email)
      const password = typeof body.password === 'string' ? body.password : ''
      const hash = hashOf(password, user?.salt ?? Buffer.alloc(16))
      if (!user || !timingSafeEqual(hash, user.hash)) {
        failures.set(email, [...recent, now])
        return [401, { message: 'Wrong e-mail or password.' }]
      }
      if (!user.active) return [403, { message: 'Activate your account first.' }]
      failures.delete(email)
      const token = newToken()
      sessions.set(token, { email, created: now, seen: now })
      return [200, { token, user: { name: user.name, email } }]
    }
    if (method === 'GET' && parts[0] === 'profile' && parts.length === 2) {
      const open = sessionOf(request)
      if (!open) return [401, { message: 'Please log in.' }]
      if ((parts[1] ?? '').toLowerCase() !== open.session.email) return [403, { message: 'Not yours.' }]
      const user = users.get(open.session.email)
      return [200, { user: { name: user?.name, email: user?.email } }]
    }
    if (method === 'POST' && path === 'logout') {
      const open = sessionOf(request)
      if (open) sessions.delete(open.token)
      return [204, {}]
    }
    if (method === 'POST' && (path === 'send-reset-password-link' || path === 'forgot-password')) {
      if (accountOf(email)) mail(email, 'Reset your password', 'reset-password', email, issue('reset', email))
      const said = 'If the address has an account, a reset link is on its way.'
      return [200, path === 'forgot-password' ? { msg: said } : { message: said }]
    }
    if (method === 'POST' && path === 'reset-password') {
      const password = typeof body.password === 'string' ? body.password : ''
      const user = accountOf(email)
      if (password.length < 8 || !user || !redeem('reset', email, text('token'))) {
        return [400, { success: false, message: 'This reset link cannot be used.' }]
      }
      user.salt = randomBytes(16)
      user.hash = hashOf(password, user.salt)
      user.active = true
      for (const [token, session] of sessions) if (session.email === email) sessions.delete(token)
      return [200, { success: true, message: 'Password changed.' }]
    }
    return [404, { message: 'No such call.' }]
  }

  async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
    let raw = ''
    for await (const chunk of request) raw += String(chunk)
    try {
      const value: unknown = JSON.parse(raw || '{}')
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
    } catch {
      return {}
    }
  }

  function send(response: ServerResponse, status: number, body?: unknown) {
    response.statusCode = status
    response.setHeader('Cache-Control', 'no-store')
    if (status === 204 || body === undefined) return response.end()
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(body))
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://reference.invalid')
    if (url.pathname === '/mails') return send(response, 200, mails)
    response.setHeader('Vary', 'Origin')
    if (request.headers.origin === origin) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Access-Control-Allow-Credentials', 'true')
      response.setHeader('Access-Control-Expose-Headers', 'Retry-After')
    }
    if (request.method === 'OPTIONS') {
      if (request.headers.origin === origin) {
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST')
        response.setHeader('Access-Control-Allow-Headers', 'Accept, Authorization, Content-Type')
      }
      return send(response, 204)
    }
    if (!url.pathname.startsWith('/auth/')) return send(response, 404, { message: 'No such call.' })
    const path = url.pathname.slice('/auth/'.length)
    readBody(request)
      .then((body) => route(request.method ?? 'GET', path, body, request))
      .then(([status, body, headers = {}]) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        send(response, status, body)
      })
      .catch(() => send(response, 500, { message: 'Something broke.' }))
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('the reference backend is not listening')
  base = `http://127.0.0.1:${address.port}`
  const target: ContractTarget = { baseUrl: base, origin, outbox: { kind: 'json', url: `${base}/mails` } }
  return { target, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
