/**
 * What the contract checks need to talk to a backend: plain HTTP (fetch), the target's options, a
 * "cannot check this here" signal, and the mails of an outbox. Nothing here knows the mock.
 */
import { readOutbox, type Outbox } from './outbox'

export type ContractTarget = {
  /** The API base the site is built with (VITE_API_BASE_URL); calls go to `<baseUrl>/auth/…`. */
  baseUrl: string
  /** The site's origin, sent as `Origin` and expected back in `Access-Control-Allow-Origin`. */
  origin: string
  /** Where the mails sent can be read (contract/outbox.ts, docs/testing.md); without it the mail flows are skipped. */
  outbox?: Outbox | undefined
  /** A test-only admin surface; `POST <adminUrl>/expire-tokens` makes the expiry checks possible. */
  adminUrl?: string | undefined
  /** Sent as a bearer token to the admin surface (and an outbox under it), e.g. the mock API's MOCK_API_ADMIN_TOKEN. */
  adminToken?: string | undefined
  /** An activated account to log in with when there is no outbox to activate a fresh one. */
  account?: { email: string; password: string } | undefined
}

/** Thrown by a check that cannot run against this target; the suite reports it as skipped with the message. */
export class ContractSkip extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContractSkip'
  }
}

/** Thrown when the backend breaks the contract; the message says what was expected. */
export class ContractViolation extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContractViolation'
  }
}

export function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new ContractViolation(message)
}

export type Json = Record<string, unknown>

export type Answer = { status: number; headers: Headers; text: string; json: Json | undefined }

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

function parseObject(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return isObject(value) ? value : undefined
  } catch {
    return undefined
  }
}

type CallOptions = { body?: unknown; token?: string; origin?: string | null; method?: string; headers?: Json }

/** One call to `<baseUrl>/auth/<path>`, sent as the site would: with its Origin, JSON in and out. */
export async function call(target: ContractTarget, path: string, options: CallOptions = {}): Promise<Answer> {
  const { body, token, origin = target.origin, method = body === undefined ? 'GET' : 'POST' } = options
  const headers: Record<string, string> = { accept: 'application/json' }
  if (origin !== null) headers.origin = origin
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name] = String(value)
  const response = await fetch(`${target.baseUrl.replace(/\/+$/, '')}/auth/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: parseObject(text) }
}

export const describeAnswer = (answer: Answer) => `${answer.status} ${answer.text.slice(0, 200)}`

/** A message the site can show: a non-empty plain-text string field. */
export function messageOf(answer: Answer, field: 'message' | 'msg' = 'message'): string | undefined {
  const value = answer.json?.[field]
  return typeof value === 'string' && value.trim() !== '' && !/<[a-z!/]/i.test(value) ? value : undefined
}

export function expectMessage(answer: Answer, what: string, field: 'message' | 'msg' = 'message'): string {
  const message = messageOf(answer, field)
  expectThat(message !== undefined, `${what}: expected a plain-text \`${field}\`, got ${describeAnswer(answer)}`)
  return message
}

export function expectStatus(answer: Answer, expected: number | 'success', what: string): void {
  const ok = expected === 'success' ? answer.status >= 200 && answer.status < 300 : answer.status === expected
  expectThat(ok, `${what}: expected ${expected === 'success' ? 'a 2xx' : expected}, got ${describeAnswer(answer)}`)
}

/** A fresh address per call, so checks never depend on each other or on earlier runs. */
export const freshEmail = (tag: string) =>
  `contract-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`

/** The parts of a mailed link: `/activate/{email}/{token}` or `/reset-password/{email}/{token}`. */
export type MailedLink = { email: string; token: string; href: string }

/** The bearer token for the admin surface, on URLs under it only. */
export function adminHeaders(target: ContractTarget, url: string): Record<string, string> {
  const under = target.adminUrl !== undefined && url.startsWith(target.adminUrl)
  return under && target.adminToken ? { authorization: `Bearer ${target.adminToken}` } : {}
}

/**
 * The newest link of this kind mailed to `email`, waiting up to 5 s for it (a real backend may
 * queue its mails). The outbox is read as its kind says (contract/outbox.ts): a plain link string,
 * `link.href`, or a link in the mail's text or HTML all count. Links whose token is in `except`
 * (those of earlier mails) are passed over: the newest link mailed since.
 */
export async function mailedLink(
  target: ContractTarget,
  email: string,
  kind: 'activate' | 'reset-password',
  except: readonly string[] = [],
): Promise<MailedLink> {
  const outbox = target.outbox
  if (!outbox) throw new ContractSkip('no outbox (--outbox): checks that need the mailed links are skipped')
  const pattern = new RegExp(`/${kind}/([^/?#]+)/([^/?#]+)`)
  const deadline = Date.now() + 5000
  for (;;) {
    const mails = await readOutbox(outbox, email, adminHeaders(target, outbox.url)).catch(() => [])
    for (const mail of mails) {
      for (const href of mail.links) {
        const match = URL.canParse(href) ? pattern.exec(new URL(href).pathname) : null
        const token = decodeURIComponent(match?.[2] ?? '')
        if (match && !except.includes(token)) return { email: decodeURIComponent(match[1] ?? ''), token, href }
      }
    }
    if (Date.now() > deadline) {
      const fresh = except.length > 0 ? 'new ' : ''
      throw new ContractViolation(
        `no ${fresh}${kind} link mailed to ${email} in the ${outbox.kind} outbox at ${outbox.url}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** `POST <adminUrl>/<action>` if the target has such an admin surface; false when it has not. */
export async function adminAction(target: ContractTarget, action: string): Promise<boolean> {
  if (!target.adminUrl) return false
  const url = `${target.adminUrl.replace(/\/+$/, '')}/${action}`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...adminHeaders(target, url) },
    body: '{}',
  }).catch(() => undefined)
  return response?.ok === true
}
