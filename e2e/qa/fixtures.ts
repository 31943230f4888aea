/**
 * The QA fixtures: the mock backend's own handlers (mocks/handlers.ts) answering the real-backend
 * build's API calls inside Playwright, through @msw/playwright (docs/testing.md).
 *
 * - `network`: msw's setup API over Playwright routing (`network.use(http.post(...))` overrides
 *   a call for one test). Its database is the Node one of mocks/db.ts, in memory in the test
 *   worker, reset before every test.
 * - `scenario`: an option, `test.use({ scenario: 'locked-out' })`, from mocks/scenarios.ts — the
 *   same list the demo backend and the HTTP mock API take.
 * - `outbox` and `seedUser`: read the mails "sent", add an account without signing up.
 *
 * @msw/playwright routes every request of the browser context with `context.route`; requests a
 * service worker makes would never reach it, so the project keeps `serviceWorkers: 'block'`.
 * The build calls the mock API's origin (e2e/prod/ports.ts), but nothing it asks reaches that
 * server: an API call no handler answers fails the test instead of going there.
 */
import { defineNetworkFixture, type NetworkFixture } from '@msw/playwright'
import { mockConfig } from '../../mocks/config'
import { addUser, readOutbox, resetDb, SEEDED_ACCOUNT, type Mail, type MailLink } from '../../mocks/db'
import { handlersFor } from '../../mocks/handlers'
import { DEFAULT_SCENARIO, scenarioById, type ScenarioId } from '../../mocks/scenarios'
import { test as appTest, expect, uniqueEmail } from '../fixtures'
import { APP_ORIGIN, MOCK_API_URL } from '../prod/ports'

export type SeededUser = { name: string; email: string; password: string }

type QaFixtures = {
  /** The backend's behaviour for the whole test (mocks/scenarios.ts). */
  scenario: ScenarioId
  network: NetworkFixture
  outbox: {
    /** Every mail sent so far, newest first. */
    all: () => Promise<Mail[]>
    /** The newest mail to `to` carrying a link with this label; fails the test if there is none. */
    link: (to: string, label: MailLink['label']) => Promise<string>
  }
  /** Adds an account (activated unless told otherwise); unset fields get unique values. */
  seedUser: (user?: Partial<SeededUser> & { activated?: boolean }) => Promise<SeededUser>
}

/** The console errors a scenario makes the browser log on its own ("Failed to load resource…"). */
function expectedConsoleErrors(id: ScenarioId): string[] {
  const scenario = scenarioById(id)
  const statuses = Object.values(scenario.answers).map((answer) => `status of ${answer.status}`)
  if (scenario.failure === 'server-error') statuses.push('status of 500')
  if (scenario.failure === 'network') statuses.push('net::ERR_FAILED')
  return statuses
}

export const test = appTest.extend<QaFixtures>({
  scenario: [DEFAULT_SCENARIO, { option: true }],
  // The failed calls a scenario causes are expected; a test can still set its own list.
  allowConsoleErrors: async ({ scenario }, use) => use(expectedConsoleErrors(scenario)),

  network: [
    async ({ context, scenario }, use) => {
      await resetDb()
      Object.assign(mockConfig, {
        failure: scenarioById(scenario).failure,
        latencyMs: 0,
        // Short enough to keep the suite quick, long enough to see the busy labels.
        slowMs: 1500,
        appOrigin: APP_ORIGIN,
      })
      const unhandled: string[] = []
      const network = defineNetworkFixture({
        context,
        handlers: handlersFor(scenario),
        onUnhandledRequest: (request) => {
          if (new URL(request.url).origin === MOCK_API_URL) unhandled.push(`${request.method} ${request.url}`)
        },
      })
      await network.enable()
      await use(network)
      // Not disabled: the context closes with the test. Disabled first, a call still on its way (the
      // profile's, just after a login) would pass through to the HTTP mock API, which answers 401.
      expect(unhandled, 'API calls no handler answered').toEqual([])
    },
    { auto: true },
  ],

  // Both depend on `network`, so they always see the database it has just reset.
  outbox: async ({ network }, use) => {
    void network
    await use({
      all: readOutbox,
      link: async (to, label) => {
        const mail = (await readOutbox()).find((m) => m.to === to.toLowerCase() && m.link?.label === label)
        expect(mail, `a "${label}" mail to ${to}`).toBeDefined()
        return mail?.link?.href ?? ''
      },
    })
  },

  seedUser: async ({ network }, use) => {
    void network
    await use(async ({ activated = true, ...user } = {}) => {
      const seeded = {
        name: user.name ?? 'Sam Seeded',
        email: user.email ?? uniqueEmail('seeded'),
        password: user.password ?? 'seeded-password-1',
      }
      await addUser({ ...seeded, activated })
      return seeded
    })
  },
})

export { expect, SEEDED_ACCOUNT as SEEDED }
export { fillLogin, uniqueEmail } from '../fixtures'
