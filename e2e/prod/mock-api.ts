/**
 * The production-mode suite's fixtures: everything of e2e/fixtures.ts (console errors and CSP
 * violations fail a test) plus `mockApi`, the admin surface of the mock backend over HTTP
 * (mocks/http-server.ts), reset before every test.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { test as appTest } from '../fixtures'
import { MOCK_API_URL } from './ports'

export type SentMail = { to: string; subject: string; link: { label: string; href: string } | undefined }

export type MockApiAdmin = {
  reset: () => Promise<void>
  /** The mails sent to `to`, newest first. */
  mailsTo: (to: string) => Promise<SentMail[]>
  /** Ends the sessions of one address: its next authenticated call gets a 401. */
  endSessions: (email: string) => Promise<void>
}

// The admin surface asks for its token when the mock API was started with one (mocks/http-server.ts);
// without one, playwright.config.ts opens it (MOCK_API_OPEN_ADMIN=1).
const adminToken = process.env.MOCK_API_ADMIN_TOKEN?.trim()
const headers: Record<string, string> = adminToken ? { authorization: `Bearer ${adminToken}` } : {}

async function post(request: APIRequestContext, action: string, data: unknown = {}) {
  const response = await request.post(`${MOCK_API_URL}/__admin/${action}`, { data, headers })
  expect(response.ok(), `admin ${action}: ${response.status()}`).toBe(true)
  return response
}

function isMail(value: unknown): value is SentMail {
  return typeof value === 'object' && value !== null && typeof (value as { to?: unknown }).to === 'string'
}

export const test = appTest.extend<{ mockApi: MockApiAdmin }>({
  // Automatic: every test starts from a fresh backend (no lockout or session left by another).
  mockApi: [
    async ({ request }, use) => {
      await post(request, 'reset')
      await use({
        reset: async () => void (await post(request, 'reset')),
        mailsTo: async (to) => {
          const response = await request.get(`${MOCK_API_URL}/__admin/outbox`, { headers })
          const outbox: unknown = await response.json()
          return (Array.isArray(outbox) ? outbox : []).filter(isMail).filter((mail) => mail.to === to)
        },
        endSessions: async (email) => void (await post(request, 'end-sessions', { email })),
      })
    },
    { auto: true },
  ],
})

export { expect, MOCK_API_URL }
export { fillLogin, logOut, SEEDED, uniqueEmail } from '../fixtures'
