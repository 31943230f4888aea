/**
 * The mock backend's scenarios, in one place for all three ways of running it
 * (docs/architecture.md (Demo mode)): the in-page demo backend (`localStorage['demo:fail']`,
 * mocks/browser.ts), the Playwright fixtures (`test.use({ scenario })`, e2e/qa/fixtures.ts) and the
 * HTTP mock API (`POST /__admin/scenario {"scenario": id}`, mocks/http-server.ts).
 *
 * A scenario is data: a failure mode applied to every call (mocks/config.ts) and/or canned answers
 * for some calls, which mocks/handlers.ts turns into msw handlers placed before the real ones.
 * No msw import here, so a page can list the scenarios (id, label, description) without loading
 * the mock backend.
 */
import type { FailureMode } from './config'
import {
  ACTIVATION_EXPIRED_MESSAGE,
  ACTIVATION_INVALID_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  loginRateLimitMessage,
  NOT_ACTIVATED_MESSAGE,
  NOT_YOUR_PROFILE_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_INVALID_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './messages'

/** The seven account calls (docs/deployment.md (Backend requirements)), by name. */
export const CALLS = {
  signup: { method: 'POST', path: '*/auth/signup' },
  activate: { method: 'GET', path: '*/auth/activate/:email/:token' },
  login: { method: 'POST', path: '*/auth/login' },
  profile: { method: 'GET', path: '*/auth/profile/:email' },
  'send-reset-link': { method: 'POST', path: '*/auth/send-reset-password-link' },
  'forgot-password': { method: 'POST', path: '*/auth/forgot-password' },
  'reset-password': { method: 'POST', path: '*/auth/reset-password' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>

export type CallName = keyof typeof CALLS
export const CALL_NAMES = Object.keys(CALLS) as CallName[]

/** What a call answers in a scenario instead of running its handler. */
export type CannedAnswer = {
  status: number
  body: Readonly<Record<string, unknown>>
  /** Sent as `Retry-After` (and exposed to the page), for a 429. */
  retryAfterSeconds?: number
}

export type Scenario = {
  readonly id: string
  /** Short, for a switch or a menu. */
  readonly label: string
  /** One sentence: what the user will see. */
  readonly description: string
  /** Applied to every call (latency, a 500 page, a dropped connection). */
  readonly failure: FailureMode
  readonly answers: Readonly<Partial<Record<CallName, CannedAnswer>>>
}

/** The lockout a `locked-out` scenario reports: the mock's full 15-minute window. */
export const LOCKED_OUT_SECONDS = 15 * 60

/** A scenario as written below: without a failure mode it has none; without answers, every call runs its handler. */
type ScenarioEntry = Omit<Scenario, 'failure' | 'answers'> & Partial<Pick<Scenario, 'failure' | 'answers'>>

const ENTRIES = [
  {
    id: 'happy',
    label: 'Normal',
    description: 'Every call behaves like a careful real backend.',
  },
  {
    id: 'slow',
    label: 'Slow backend',
    description: 'Every call answers, 4 seconds late: the busy labels stay on screen.',
    failure: 'slow',
  },
  {
    id: 'server-error',
    label: 'Server error',
    description: 'Every call gets a 500 with an HTML error page, which the forms never show.',
    failure: 'server-error',
  },
  {
    id: 'network',
    label: 'Offline backend',
    description: 'Every call fails without an answer, as if the connection dropped.',
    failure: 'network',
  },
  {
    id: 'login-wrong-password',
    label: 'Login: wrong password (401)',
    description: 'Every login is refused as a wrong e-mail or password.',
    answers: { login: { status: 401, body: { message: LOGIN_FAILED_MESSAGE } } },
  },
  {
    id: 'login-not-activated',
    label: 'Login: account not activated (403)',
    description: 'Every login is refused until the account is activated.',
    answers: { login: { status: 403, body: { message: NOT_ACTIVATED_MESSAGE } } },
  },
  {
    id: 'locked-out',
    label: 'Login: locked out (429)',
    description: 'Every login is refused for 15 minutes after too many failures; the button counts down.',
    answers: {
      login: {
        status: 429,
        body: { message: loginRateLimitMessage(LOCKED_OUT_SECONDS) },
        retryAfterSeconds: LOCKED_OUT_SECONDS,
      },
    },
  },
  {
    id: 'signup-rejected',
    label: 'Signup: rejected (400)',
    description: 'Every registration is refused with the server’s reason.',
    answers: { signup: { status: 400, body: { message: PASSWORD_TOO_SHORT_MESSAGE } } },
  },
  {
    id: 'activation-invalid',
    label: 'Activation link invalid or used (400)',
    description: 'Every activation link is refused as invalid or already used.',
    answers: { activate: { status: 400, body: { message: ACTIVATION_INVALID_MESSAGE } } },
  },
  {
    id: 'expired-link',
    label: 'Links expired (400)',
    description: 'Activation and password reset links are refused as expired.',
    answers: {
      activate: { status: 400, body: { message: ACTIVATION_EXPIRED_MESSAGE } },
      'reset-password': { status: 400, body: { success: false, message: RESET_INVALID_MESSAGE } },
    },
  },
  {
    id: 'reset-invalid',
    label: 'Reset link invalid or used (400)',
    description: 'Every password reset is refused: the link is invalid, expired or used.',
    answers: { 'reset-password': { status: 400, body: { success: false, message: RESET_INVALID_MESSAGE } } },
  },
  {
    id: 'profile-session-expired',
    label: 'Profile: session expired (401)',
    description: 'The profile refuses the session: the user is logged out and told why.',
    answers: { profile: { status: 401, body: { message: SESSION_EXPIRED_MESSAGE } } },
  },
  {
    id: 'profile-forbidden',
    label: 'Profile: not yours (403)',
    description: 'The profile is refused as another user’s.',
    answers: { profile: { status: 403, body: { message: NOT_YOUR_PROFILE_MESSAGE } } },
  },
] as const satisfies readonly ScenarioEntry[]

export type ScenarioId = (typeof ENTRIES)[number]['id']

/** A scenario with what its entry leaves out filled in. */
const scenario = (entry: ScenarioEntry & { readonly id: ScenarioId }): Scenario & { readonly id: ScenarioId } => ({
  failure: 'none',
  answers: {},
  ...entry,
})

export const SCENARIOS: readonly (Scenario & { readonly id: ScenarioId })[] = ENTRIES.map(scenario)

export const DEFAULT_SCENARIO: ScenarioId = 'happy'

/**
 * The scenarios the demo controls offer a sales demo, in their order: normal, a failing server,
 * no connection, a slow one. The others (one refused call each) stay for tests and automation.
 */
export const DEMO_SWITCH_SCENARIOS: readonly ScenarioId[] = ['happy', 'server-error', 'network', 'slow']

/**
 * The localStorage key the in-page demo backend reads on every request. It keeps its first name:
 * the original failure switches (`server-error`, `network`, `slow`) are scenario ids too.
 */
export const DEMO_SCENARIO_KEY = 'demo:fail'

export function isScenarioId(value: unknown): value is ScenarioId {
  return SCENARIOS.some((scenario) => scenario.id === value)
}

/** A stored or posted value as a scenario; anything unknown (or `none`, the old "off") is the happy path. */
export function parseScenario(value: string | null | undefined): ScenarioId {
  return isScenarioId(value) ? value : DEFAULT_SCENARIO
}

export function scenarioById(id: ScenarioId): Scenario {
  return SCENARIOS.find((known) => known.id === id) ?? scenario(ENTRIES[0])
}
