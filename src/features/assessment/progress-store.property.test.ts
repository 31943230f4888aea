// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { back, next, type AssessmentState } from './engine'
import { parseProgress, progressRecord } from './progress-store'
import { actionsArb, run } from '~/testing/assessment-actions'

const email = 'learner@example.com'

/** Save and reload: the record as IndexedDB hands it back (a structured clone), parsed and replayed. */
function saveAndReload(state: AssessmentState): AssessmentState {
  const stored: unknown = structuredClone(progressRecord(email, state, '2026-01-01T00:00:00.000Z'))
  const loaded = parseProgress(stored, email)
  if (loaded.status !== 'in-progress' && loaded.status !== 'finished') {
    throw new Error(`reload gave ${JSON.stringify(loaded)} for ${JSON.stringify(state)}`)
  }
  expect(loaded.status).toBe(state.result ? 'finished' : 'in-progress')
  return loaded.state
}

/** What the user sees while pressing Back until it does nothing: each question with its selection and text. */
function backWalk(state: AssessmentState) {
  const seen = []
  for (let s = state, previous: AssessmentState | undefined; s !== previous; previous = s, s = back(s)) {
    seen.push({
      current: s.current,
      result: s.result?.outcome,
      selected: s.answers[s.current],
      text: s.texts[s.current],
    })
  }
  return seen
}

describe('saved progress properties', () => {
  it('any reachable state survives save and reload: question, selection, text, history, result', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const state = run(actions)
        const reloaded = saveAndReload(state)
        expect(reloaded).toEqual(state)
        // Same Back behaviour, and Next applies the same rule to the same sent answers.
        expect(backWalk(reloaded)).toEqual(backWalk(state))
        expect(next(reloaded)).toEqual(next(state))
      }),
      { numRuns: 1000 },
    )
  })

  it('a reload in the middle changes nothing about what the user can do next', () => {
    fc.assert(
      fc.property(actionsArb, actionsArb, (before, after) => {
        const state = run(before)
        expect(run(after, saveAndReload(state))).toEqual(run(after, state))
      }),
      { numRuns: 500 },
    )
  })

  it('the engine keeps its invariants: every question behind is sent, and a sent answer is the one shown', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const state = run(actions)
        for (const id of state.history) expect(state.sent[id]).toBeDefined()
        for (const [id, value] of Object.entries(state.sent)) expect(state.answers).toHaveProperty(id, value)
      }),
      { numRuns: 500 },
    )
  })
})
