/** Every mock handler, shared by the in-page demo backend, the Vitest server, the HTTP mock API and the QA fixtures. */
import { HttpResponse, type HttpHandler, type RequestHandler } from 'msw'
import { accountHandlers } from './handlers/accounts'
import { passwordResetHandlers } from './handlers/password-reset'
import { profileHandlers } from './handlers/profile'
import { noStore, rateLimited, route } from './handlers/respond'
import { sessionHandlers } from './handlers/sessions'
import {
  CALL_NAMES,
  CALLS,
  SCENARIOS,
  scenarioById,
  type CallName,
  type CannedAnswer,
  type ScenarioId,
} from './scenarios'

const routes = [...accountHandlers, ...sessionHandlers, ...profileHandlers, ...passwordResetHandlers]

/** The real handlers, every answer `no-store`. */
export const handlers = [noStore(routes)]

function cannedHandler(call: CallName, answer: CannedAnswer): HttpHandler {
  const { method, path } = CALLS[call]
  // Latency and the scenario's failure mode still apply (a slow 401 is still slow).
  return (method === 'GET' ? route.get : route.post)(path, () => {
    if (answer.retryAfterSeconds !== undefined) {
      return rateLimited(String(answer.body.message ?? ''), answer.retryAfterSeconds)
    }
    return HttpResponse.json(answer.body, { status: answer.status })
  })
}

/** The canned answers of a scenario (mocks/scenarios.ts) as handlers, to place before the real ones. */
export function scenarioHandlers(id: ScenarioId): HttpHandler[] {
  const { answers } = scenarioById(id)
  return CALL_NAMES.flatMap((call) => (answers[call] ? [cannedHandler(call, answers[call])] : []))
}

/** The full handler list of each scenario, made once: its canned answers first, then the real handlers. */
const byScenario = new Map(SCENARIOS.map(({ id }) => [id, [noStore([...scenarioHandlers(id), ...routes])]]))
export const handlersFor = (id: ScenarioId): RequestHandler[] => byScenario.get(id) ?? handlers
