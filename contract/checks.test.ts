// @vitest-environment node
/**
 * The contract checks can fail: each runs against the HTTP mock API (mocks/http-server.ts) with a
 * deliberately broken handler placed before the real ones, and must reject; against the intact
 * mock API the same checks pass.
 */
import type { Server } from 'node:http'
import { getResponse, http, HttpResponse, passthrough, type RequestHandler } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockConfig } from '../mocks/config'
import { getDb } from '../mocks/db'
import { normaliseEmail } from '../src/lib/email'
import { handlers } from '../mocks/handlers'
import { createMockApi } from '../mocks/http-server'
import { server as mswServer } from '../mocks/node'
import {
  activationLinksWorkOnce,
  answersAreNotStored,
  forgotPasswordDoesNotRevealAccounts,
  lockoutSaysWhenToRetry,
  loginRefusesWithoutRevealingAccounts,
  logoutEndsTheSession,
  pendingSignupAttackerFirst,
  pendingSignupOwnerFirst,
  resetLinkRequestDoesNotRevealAccounts,
  resetLinkRequestIsAnswered,
  resetLinksWorkOnce,
  signupDoesNotRevealAccounts,
  type Check,
} from './checks'
import { ContractSkip, ContractViolation, type ContractTarget } from './http'

const ORIGIN = 'http://127.0.0.1:4998'
let running: Server | undefined

async function serve(broken: RequestHandler[] = []): Promise<ContractTarget> {
  const api = createMockApi({ origin: ORIGIN, handlers: broken, openAdmin: true })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  running = api
  const address = api.address()
  if (typeof address !== 'object' || address === null) throw new Error('not listening')
  const baseUrl = `http://127.0.0.1:${address.port}`
  return {
    baseUrl,
    origin: ORIGIN,
    outbox: { kind: 'json', url: `${baseUrl}/__admin/outbox` },
    adminUrl: `${baseUrl}/__admin`,
  }
}

// The unit tests' MSW server answers every fetch of this process; these go to the real server.
beforeEach(() => mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())))
afterEach(async () => {
  mockConfig.appOrigin = undefined
  await new Promise((resolve) => (running ? running.close(resolve) : resolve(undefined)))
  running = undefined
})

const emailIn = async (request: Request) => {
  const body: unknown = await request.clone().json()
  const email = typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : ''
  return normaliseEmail(email)
}
const isKnown = async (request: Request) => (await getDb()).users[await emailIn(request)] !== undefined

/** Answers like the real handler the first time a token is used, then accepts it again and again. */
function acceptsUsedTokens(path: string, method: 'get' | 'post', answer: () => Response): RequestHandler {
  const seen = new Set<string>()
  return http[method](path, async ({ request, params }) => {
    const body: unknown = method === 'post' ? await request.clone().json() : {}
    const token = String(
      params.token ?? (typeof body === 'object' && body !== null && 'token' in body ? body.token : ''),
    )
    if (seen.has(token)) return answer()
    seen.add(token)
    return undefined
  })
}

/** The real signup, after which the address's earlier activation links work again (what the mock once did). */
const keepsEarlierActivationLinks = http.post('*/auth/signup', async ({ request }) => {
  const email = await emailIn(request)
  const db = await getDb()
  const earlier = Object.entries(db.tokens).filter(([, token]) => token.kind === 'activate' && token.email === email)
  const answer = await getResponse(handlers, request.clone())
  for (const [key, token] of earlier) db.tokens[key] = token
  return answer
})

const BROKEN: ReadonlyArray<readonly [string, Check[], RequestHandler[]]> = [
  [
    'signup says an address is taken',
    [signupDoesNotRevealAccounts],
    [
      http.post('*/auth/signup', async ({ request }) =>
        (await isKnown(request))
          ? HttpResponse.json({ message: 'This e-mail is already registered.' }, { status: 409 })
          : undefined,
      ),
    ],
  ],
  [
    'login says an address is unknown',
    [loginRefusesWithoutRevealingAccounts],
    [
      http.post('*/auth/login', async ({ request }) =>
        (await isKnown(request)) ? undefined : HttpResponse.json({ message: 'No such account.' }, { status: 401 }),
      ),
    ],
  ],
  [
    'the reset-link request says an address is unknown',
    [resetLinkRequestDoesNotRevealAccounts],
    [
      http.post('*/auth/send-reset-password-link', async ({ request }) =>
        (await isKnown(request)) ? undefined : HttpResponse.json({ message: 'No such account.' }, { status: 404 }),
      ),
    ],
  ],
  [
    'forgot-password answers unknown addresses differently',
    [forgotPasswordDoesNotRevealAccounts],
    [
      http.post('*/auth/forgot-password', async ({ request }) =>
        (await isKnown(request)) ? undefined : HttpResponse.json({ msg: 'Unknown e-mail.' }),
      ),
    ],
  ],
  [
    'activation accepts a used link',
    [activationLinksWorkOnce],
    [
      acceptsUsedTokens('*/auth/activate/:email/:token', 'get', () =>
        HttpResponse.json({ message: 'Your account is now active. You can log in.' }),
      ),
    ],
  ],
  [
    'a new signup of a pending address leaves the earlier activation links working',
    [pendingSignupAttackerFirst, pendingSignupOwnerFirst],
    [keepsEarlierActivationLinks],
  ],
  [
    'reset accepts a used link',
    [resetLinksWorkOnce],
    [
      acceptsUsedTokens('*/auth/reset-password', 'post', () =>
        HttpResponse.json({ success: true, message: 'Your password has been reset.' }),
      ),
    ],
  ],
  [
    'logout answers but leaves the session open',
    [logoutEndsTheSession],
    [http.post('*/auth/logout', () => HttpResponse.json({ message: 'You are logged out.' }))],
  ],
  [
    'the answers may be stored (no Cache-Control: no-store)',
    [answersAreNotStored],
    [
      http.all('*/auth/*', async ({ request }) => {
        const real = await getResponse(handlers, request.clone())
        if (!real) return undefined
        const headers = new Headers(real.headers)
        headers.set('cache-control', 'private, max-age=60')
        return new Response(real.body, { status: real.status, headers })
      }),
    ],
  ],
  [
    'a malformed address on the reset-link request gets neither the usual answer nor a 400',
    [resetLinkRequestIsAnswered],
    [
      http.post('*/auth/send-reset-password-link', async ({ request }) =>
        (await emailIn(request)) === 'not-an-address'
          ? HttpResponse.json({ message: 'No such address.' }, { status: 404 })
          : undefined,
      ),
    ],
  ],
  [
    'the 429 drops Retry-After',
    [lockoutSaysWhenToRetry],
    [
      http.post('*/auth/login', async ({ request }) => {
        const real = await getResponse(handlers, request.clone())
        if (real?.status !== 429) return real
        return HttpResponse.json(await real.json(), { status: 429 })
      }),
    ],
  ],
]

describe('the contract checks', () => {
  it('skip logout, saying why, on a backend without the call (404)', async () => {
    const target = await serve([
      http.post('*/auth/logout', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    ])
    const outcome = await logoutEndsTheSession(target).catch((error: unknown) => error)
    expect(outcome).toBeInstanceOf(ContractSkip)
    expect(String((outcome as Error).message)).toMatch(/no POST auth\/logout here \(404\)/)
  })

  it('pass against the intact mock API', async () => {
    const target = await serve()
    for (const [, checks] of BROKEN) for (const check of checks) await check(target)
  }, 30_000)

  it.each(BROKEN.map(([name, checks, broken]) => [name, checks, broken] as const))(
    'fail when %s',
    async (_name, checks, broken) => {
      const target = await serve(broken)
      for (const check of checks) await expect(check(target)).rejects.toBeInstanceOf(ContractViolation)
    },
  )
})
