// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockConfig } from './config'
import { handlersFor, scenarioHandlers } from './handlers'
import { server } from './node'
import { CALL_NAMES, CALLS, parseScenario, SCENARIOS, scenarioById, type CallName } from './scenarios'

const base = 'http://api.test'

/** A request for each call, to the route mocks/scenarios.ts names for it. */
function requestFor(call: CallName): Request {
  const { method, path } = CALLS[call]
  const url = base + path.slice(1).replace(':email', 'someone%40example.org').replace(':token', 'a-token')
  return method === 'GET'
    ? new Request(url)
    : new Request(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'S', email: 'someone@example.org', password: 'long-enough-pw', token: 't' }),
      })
}

describe('the scenario list', () => {
  it('has unique ids and labels, and a sentence for each', () => {
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length)
    expect(new Set(SCENARIOS.map((s) => s.label)).size).toBe(SCENARIOS.length)
    for (const scenario of SCENARIOS) expect(scenario.description).toMatch(/^[A-Z].+\.$/)
  })

  it('reads stored values: known ids as they are, anything else (the old "none" too) as the happy path', () => {
    expect(parseScenario('locked-out')).toBe('locked-out')
    expect(parseScenario('slow')).toBe('slow')
    expect(parseScenario('none')).toBe('happy')
    expect(parseScenario('sideways')).toBe('happy')
    expect(parseScenario(null)).toBe('happy')
  })

  it('has a test in the QA suite for every scenario', () => {
    const spec = readFileSync(resolve(import.meta.dirname, '../e2e/qa/accounts.spec.ts'), 'utf8')
    const used = new Set([...spec.matchAll(/scenario: '([\w-]+)'/g)].map(([, id]) => id))
    expect(SCENARIOS.map((s) => s.id).filter((id) => !used.has(id))).toEqual([])
  })
})

describe('canned answers', () => {
  const withAnswers = SCENARIOS.filter((s) => Object.keys(s.answers).length > 0)

  it.each(withAnswers.map((s) => [s.id, s] as const))('%s answers as declared', async (_id, scenario) => {
    server.use(...scenarioHandlers(scenario.id))
    for (const call of CALL_NAMES) {
      const answer = scenarioById(scenario.id).answers[call]
      if (!answer) continue
      const response = await fetch(requestFor(call))
      expect(response.status, call).toBe(answer.status)
      expect(await response.json(), call).toEqual(answer.body)
      if (answer.retryAfterSeconds !== undefined) {
        expect(response.headers.get('retry-after')).toBe(String(answer.retryAfterSeconds))
        expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After')
      }
    }
  })

  it('leave the other calls to the real handlers', async () => {
    server.use(...scenarioHandlers('locked-out'))
    const reset = await fetch(requestFor('send-reset-link'))
    expect(reset.status).toBe(200)
  })

  it('put the canned answers first in the full list, and mark every answer no-store', async () => {
    const list = handlersFor('expired-link')
    const canned = await getResponse(list, requestFor('activate'))
    expect(canned?.status).toBe(400)
    expect(await canned?.json()).toEqual(scenarioById('expired-link').answers.activate?.body)
    expect(canned?.headers.get('cache-control')).toBe('no-store')
    const real = await getResponse(list, requestFor('send-reset-link'))
    expect(real?.status).toBe(200)
    expect(real?.headers.get('cache-control')).toBe('no-store')
  })

  it('failure-mode scenarios have no canned answer: the switch of mocks/config.ts does the work', async () => {
    for (const id of ['slow', 'server-error', 'network'] as const) expect(scenarioHandlers(id)).toEqual([])
    mockConfig.failure = scenarioById('server-error').failure
    const response = await fetch(requestFor('login'))
    expect(response.status).toBe(500)
    expect(await response.text()).toMatch(/<html>/)
  })
})
