/**
 * The mock backend over HTTP: the same handlers as demo mode and the unit tests
 * (mocks/handlers.ts), answered by msw's getResponse as the in-page demo backend answers them
 * (mocks/browser.ts), so a real-backend build can be run and tested end to end without a backend
 * (`npm run mock-api`, the production-mode Playwright suite).
 *
 * It behaves like the backend docs/deployment.md (Backend requirements) asks for: credentialed
 * CORS for exactly one app origin, `Retry-After` exposed, the database in memory. A small admin
 * surface under /__admin/ lets tests reset it, read the mails it "sent" and inject failures
 * (the switches of mocks/config.ts). It is a test tool: it listens on 127.0.0.1 only.
 *
 * A web page or another local process must not reach it either (the outbox holds every reset link):
 * it answers only a `Host` of 127.0.0.1 or localhost on its own port (DNS rebinding gets a 403),
 * keeps /__admin/ closed (403) unless it has a token (`MOCK_API_ADMIN_TOKEN`, then asked as a bearer
 * token) or was opened for local use (`MOCK_API_OPEN_ADMIN=1`), and refuses request bodies over
 * 64 KB with a 413. The e-mail check it runs is linear, and refuses over-long
 * addresses first (src/lib/email.ts).
 */
import { timingSafeEqual } from 'node:crypto'
import { once } from 'node:events'
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'
import { HOST, MOCK_API_PORT, originOf, PREVIEW_PORT } from '../scripts/ports.mjs'
import { mockConfig } from './config'
import { endSessions, expireTokens, readOutbox, resetDb } from './db'
import { handlersFor } from './handlers'
import { readJson } from './handlers/respond'
import { SERVER_ERROR_MESSAGE } from './messages'
import { DEFAULT_SCENARIO, isScenarioId, SCENARIOS, scenarioById, type ScenarioId } from './scenarios'

export type MockApiOptions = {
  /** The one origin allowed to call with credentials, e.g. http://127.0.0.1:4173. Mail links open it. */
  origin: string
  /** Milliseconds every answer waits (0 unless set). */
  latencyMs?: number
  /**
   * Handlers placed before the scenario's and the real ones. Tests use it to serve a deliberately
   * broken backend (contract/checks.test.ts); `npm run mock-api` never sets it.
   */
  handlers?: readonly RequestHandler[]
  /** When set, every /__admin/ call needs `Authorization: Bearer <adminToken>` (MOCK_API_ADMIN_TOKEN). */
  adminToken?: string | undefined
  /** Without a token, /__admin/ answers anyone only when this is true (MOCK_API_OPEN_ADMIN=1); else a 403. */
  openAdmin?: boolean | undefined
}

/** How a closed admin surface is opened: said at start and in its 403. */
export const ADMIN_CLOSED_MESSAGE =
  'The admin surface is closed. Start the mock API with MOCK_API_ADMIN_TOKEN=<token> (then send Authorization: Bearer <token>) or, for local use, MOCK_API_OPEN_ADMIN=1.'

/** The largest request body taken; a larger one gets a 413 before any handler sees it. */
export const MAX_BODY_BYTES = 64 * 1024

export const ADMIN_PREFIX = '/__admin/'
const ALLOWED_METHODS = 'GET, POST, OPTIONS'
// What the app sends: the JSON body type, the bearer token, and redaxios's Accept.
const ALLOWED_HEADERS = 'Accept, Authorization, Content-Type'

/** The node:http server (not listening yet). */
export function createMockApi(options: MockApiOptions): Server {
  const origin = new URL(options.origin).origin
  const latencyMs = options.latencyMs ?? 0
  const extra = options.handlers ?? []
  let current: ScenarioId = DEFAULT_SCENARIO
  const scenario = (id: ScenarioId, latency: number) => {
    current = id
    mockConfig.failure = scenarioById(id).failure
    mockConfig.latencyMs = latency
  }
  scenario(DEFAULT_SCENARIO, latencyMs)
  mockConfig.appOrigin = origin
  mockConfig.reportError = (error) => console.error('Mock API: a handler failed:', error)

  const adminToken = options.adminToken?.trim() || undefined
  const openAdmin = options.openAdmin === true

  /**
   * GET health · POST reset · GET outbox · GET scenario (the current one and the list) ·
   * POST scenario {scenario | failure, latencyMs?} (mocks/scenarios.ts) · POST end-sessions {email?} ·
   * POST expire-tokens (every token issued so far expires, for the contract suite's expiry checks).
   * POSTs take JSON only, so a web page cannot send them without a preflight, which the admin
   * surface never answers.
   */
  async function admin(action: string, request: IncomingMessage, response: ServerResponse) {
    const route = `${request.method ?? 'GET'} ${action}`
    if (route === 'GET health') return sendJson(response, 200, { ok: true })
    if (route === 'GET outbox') return sendJson(response, 200, await readOutbox())
    if (route === 'GET scenario') {
      return sendJson(response, 200, {
        scenario: current,
        latencyMs: mockConfig.latencyMs,
        scenarios: SCENARIOS.map(({ id, label, description }) => ({ id, label, description })),
      })
    }
    if (request.method !== 'POST') return sendJson(response, 404, { message: `No admin route ${route}.` })
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
      return sendJson(response, 415, { message: 'Send JSON.' })
    }
    // The body as a JSON object; `{}` when it is empty, not JSON, or not an object.
    const body = await readJson(await fetchRequest(request))
    switch (action) {
      case 'reset':
        scenario(DEFAULT_SCENARIO, latencyMs)
        await resetDb()
        return sendJson(response, 200, { ok: true })
      case 'scenario': {
        const id = requestedScenario(body)
        if (id === undefined) {
          return sendJson(response, 400, {
            message: `Unknown scenario ${String(body.scenario ?? body.failure)}. Known: ${SCENARIOS.map((s) => s.id).join(', ')}.`,
          })
        }
        const latency =
          typeof body.latencyMs === 'number' && body.latencyMs >= 0 ? body.latencyMs : mockConfig.latencyMs
        scenario(id, latency)
        return sendJson(response, 200, { scenario: id, failure: scenarioById(id).failure, latencyMs: latency })
      }
      case 'expire-tokens':
        return sendJson(response, 200, { expired: await expireTokens() })
      case 'end-sessions': {
        const ended = await endSessions(typeof body.email === 'string' ? body.email : undefined)
        return sendJson(response, 200, { ended })
      }
      default:
        return sendJson(response, 404, { message: `No admin route ${route}.` })
    }
  }

  async function respond(request: IncomingMessage, response: ServerResponse) {
    if (!isOwnHost(request)) {
      // DNS rebinding: a page on another name that resolves here. Nothing is answered for it.
      return sendJson(response, 403, { message: 'Unknown Host.' })
    }
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    if (path.startsWith(ADMIN_PREFIX)) {
      if (adminToken !== undefined && !hasBearer(request, adminToken)) {
        response.setHeader('WWW-Authenticate', 'Bearer')
        return sendJson(response, 401, { message: 'The admin surface needs its token (MOCK_API_ADMIN_TOKEN).' })
      }
      if (adminToken === undefined && !openAdmin) return sendJson(response, 403, { message: ADMIN_CLOSED_MESSAGE })
      return admin(path.slice(ADMIN_PREFIX.length), request, response)
    }

    const requestOrigin = request.headers.origin
    if (requestOrigin !== undefined && requestOrigin !== origin) {
      // No CORS headers: the browser refuses the answer; the handler never runs for a foreign origin.
      return sendJson(response, 403, { message: 'Origin not allowed.' })
    }
    if (requestOrigin !== undefined) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Access-Control-Allow-Credentials', 'true')
      // The login form reads Retry-After on a 429; without this the browser hides it from the page.
      response.setHeader('Access-Control-Expose-Headers', 'Retry-After')
    }
    response.setHeader('Vary', 'Origin')

    if (mockConfig.failure === 'network') {
      // A dropped connection, preflights included: no status, no body.
      request.socket.destroy()
      return
    }
    if (request.method === 'OPTIONS') {
      if (requestOrigin !== undefined) {
        response.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
        response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        response.setHeader('Access-Control-Max-Age', '600')
      }
      response.setHeader('Cache-Control', 'no-store')
      response.statusCode = 204
      response.end()
      return
    }
    // handlersFor makes each scenario's list once: its handlers keep their state while it lasts.
    const answer = await getResponse([...extra, ...handlersFor(current)], await fetchRequest(request))
    if (!answer) return sendJson(response, 404, { message: 'Not found' })
    response.statusCode = answer.status
    answer.headers.forEach((value, name) => response.appendHeader(name, value))
    response.end(Buffer.from(await answer.arrayBuffer()))
  }

  return createHttpServer((request, response) => {
    respond(request, response).catch((error: unknown) => {
      if (!(error instanceof BodyTooLarge)) {
        // Logged here, never sent: an exception's text can name files and internals.
        console.error('Mock API: a request failed:', error)
        return sendJson(response, 500, { message: SERVER_ERROR_MESSAGE })
      }
      // The rest of the body is not read: the connection closes after this answer.
      response.setHeader('Connection', 'close')
      sendJson(response, 413, { message: `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB.` })
    })
  })
}

/** Whether the request names this server: 127.0.0.1 or localhost, on the port it came in on. */
function isOwnHost(request: IncomingMessage): boolean {
  const host = (request.headers.host ?? '').toLowerCase()
  const port = request.socket.localPort
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`
}

function hasBearer(request: IncomingMessage, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

class BodyTooLarge extends Error {}

/** The request body, read up to MAX_BODY_BYTES; a BodyTooLarge beyond that (chunked bodies too). */
async function readBody(request: IncomingMessage): Promise<Buffer> {
  if (Number(request.headers['content-length']) > MAX_BODY_BYTES) throw new BodyTooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** The request as msw takes it (a fetch Request), its body read here under the cap. */
async function fetchRequest(request: IncomingMessage): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(new URL(request.url ?? '/', `http://${request.headers.host}`), {
    method: request.method,
    headers: Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    body: hasBody ? new Uint8Array(await readBody(request)) : undefined,
  })
}

/**
 * `{scenario: id}`, or the older `{failure: mode}`: the first scenario with that failure mode, which
 * for `none` (and for neither) is the happy path, and for the others the scenario of the same id.
 * Undefined for an unknown name.
 */
function requestedScenario(body: Record<string, unknown>): ScenarioId | undefined {
  if (body.scenario !== undefined) return isScenarioId(body.scenario) ? body.scenario : undefined
  return SCENARIOS.find((known) => known.failure === (body.failure ?? 'none'))?.id
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json')
  response.setHeader('Cache-Control', 'no-store')
  response.end(JSON.stringify(body))
}

/**
 * The options MOCK_API_ORIGIN, MOCK_API_LATENCY_MS, MOCK_API_ADMIN_TOKEN and MOCK_API_OPEN_ADMIN
 * (`1`, `true` or `yes`) ask for.
 */
export function mockApiOptionsFromEnv(env: NodeJS.ProcessEnv): MockApiOptions {
  return {
    origin: env.MOCK_API_ORIGIN?.trim() || originOf(PREVIEW_PORT),
    latencyMs: Number(env.MOCK_API_LATENCY_MS) || 0,
    adminToken: env.MOCK_API_ADMIN_TOKEN?.trim() || undefined,
    openAdmin: /^(1|true|yes)$/i.test(env.MOCK_API_OPEN_ADMIN?.trim() ?? ''),
  }
}

/** What the start-up line says of /__admin/: token, open, or closed and how to open it. */
export function adminAccess(options: Pick<MockApiOptions, 'adminToken' | 'openAdmin'>): string {
  if (options.adminToken?.trim()) return `${ADMIN_PREFIX} with its token (MOCK_API_ADMIN_TOKEN)`
  if (options.openAdmin) return `${ADMIN_PREFIX} open to local processes (MOCK_API_OPEN_ADMIN=1)`
  return `${ADMIN_PREFIX} closed. ${ADMIN_CLOSED_MESSAGE}`
}

/** Reads the options from the environment (above) and MOCK_API_PORT (default 4180), then listens on 127.0.0.1. */
export async function startMockApiFromEnv(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = Number(env.MOCK_API_PORT) || MOCK_API_PORT
  const options = mockApiOptionsFromEnv(env)
  const server = createMockApi(options)
  // once() rejects with the server's error instead (a port in use).
  await once(server.listen(port, HOST), 'listening')
  console.log(`Mock API on http://127.0.0.1:${port} for the app at ${options.origin}. Admin: ${adminAccess(options)}`)
  return server
}
