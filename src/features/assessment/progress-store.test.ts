import { createStore, set } from 'idb-keyval'
import { afterEach, describe, expect, it } from 'vitest'
import { back, choose, initialState, next, setText, type AssessmentState } from './engine'
import { clearProgress, loadProgress, saveProgress, type SavedProgress } from './progress-store'
import { QUESTION_BANK_VERSION } from './question-bank'

const email = 'learner@example.com'

function walk(values: readonly string[]): AssessmentState {
  let state = initialState()
  for (const value of values) state = next(setText(choose(state, value), `about ${value}`))
  return state
}

/** A valid record as saveProgress writes it, to tamper with. */
function record(overrides: Partial<SavedProgress> = {}, state: Partial<SavedProgress['state']> = {}): SavedProgress {
  return {
    version: QUESTION_BANK_VERSION,
    email,
    state: { current: 'q3', history: ['q1', 'q2'], answers: { q1: 'A5', q2: 'B1' }, texts: { q2: 'Developer' }, ...state },
    finished: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

// Written straight into the same database, the way an old app version or a curious user would.
const writeRaw = (value: unknown, forEmail = email) =>
  set(`progress:${forEmail}`, value, createStore('reskilling-assessment', 'progress'))

afterEach(async () => {
  await clearProgress(email)
  await clearProgress('other@example.com')
})

describe('progress store', () => {
  it('has nothing for a user who never started', async () => {
    expect(await loadProgress(email)).toEqual({ status: 'none' })
  })

  it('restores answers, texts, history and the current question', async () => {
    const state = back(walk(['A6', 'B3', 'C7', 'D1']))
    await saveProgress(email, state)
    const loaded = await loadProgress(email)
    expect(loaded).toMatchObject({ status: 'in-progress', state })
  })

  it('keeps users apart and ignores e-mail case and spaces', async () => {
    await saveProgress(email, walk(['A6', 'B3']))
    expect(await loadProgress('other@example.com')).toEqual({ status: 'none' })
    expect(await loadProgress('  Learner@Example.COM ')).toMatchObject({ status: 'in-progress', state: { current: 'q3' } })
  })

  it('reports a finished assessment with its outcome recomputed', async () => {
    const state = walk(['A2'])
    expect(state.result?.outcome).toBe('Foundational Track')
    await saveProgress(email, state)
    const loaded = await loadProgress(email)
    expect(loaded.status).toBe('finished')
    if (loaded.status === 'finished') expect(loaded.state.result?.outcome).toBe('Foundational Track')
  })

  it('forgets everything on clear', async () => {
    await saveProgress(email, walk(['A6']))
    await clearProgress(email)
    expect(await loadProgress(email)).toEqual({ status: 'none' })
  })

  it('keeps markup in free text as plain data', async () => {
    const state = setText(choose(walk(['A6']), 'B1'), '<img src=x onerror=alert(1)>')
    await saveProgress(email, state)
    expect(await loadProgress(email)).toMatchObject({ state: { texts: { q2: '<img src=x onerror=alert(1)>' } } })
  })

  it('accepts a hand-written valid record (the baseline for the tampering cases below)', async () => {
    await writeRaw(record())
    expect(await loadProgress(email)).toMatchObject({ status: 'in-progress', state: { current: 'q3' } })
  })

  it.each<[string, unknown, string]>([
    ['an older bank version', record({ version: '0.9' }), 'version'],
    ['no version', { ...record(), version: undefined }, 'version'],
    ['a string', 'q1=A5', 'shape'],
    ['null', null, 'shape'],
    ['an array', [record()], 'shape'],
    ['no state', { ...record(), state: undefined }, 'shape'],
    ['history that is not a list', record({}, { history: 'q1' as never }), 'shape'],
    ['a numeric answer', record({}, { answers: { q1: 5 } as never }), 'shape'],
    ['a non-string text', record({}, { texts: { q2: { html: 'x' } } as never }), 'shape'],
    ['an unknown question id', record({}, { answers: { q1: 'A5', q2: 'B1', q10: 'Z1' } as never }), 'unknown-question'],
    ['an unknown current question', record({}, { current: 'q0' as never }), 'unknown-question'],
    ['an option of another question', record({}, { answers: { q1: 'B1', q2: 'B1' } as never }), 'unknown-option'],
    ['an unknown option value', record({}, { answers: { q1: 'A11', q2: 'B1' } as never }), 'unknown-option'],
    ['the disabled A10', record({}, { answers: { q1: 'A10', q2: 'B1' } }), 'disabled-option'],
    ['a history that skips questions', record({}, { history: ['q1', 'q2', 'q3'], current: 'q9_2' }), 'inconsistent-path'],
    ['a history that does not start at Q1', record({}, { history: ['q2'], current: 'q3' }), 'inconsistent-path'],
    ['a missing required text', record({}, { texts: {} }), 'inconsistent-path'],
    ['a path past a Foundational outcome', record({}, { answers: { q1: 'A1', q2: 'B1' } }), 'inconsistent-path'],
    ['a finished flag without an outcome', record({ finished: true }), 'inconsistent-path'],
    ['another user’s record', record({ email: 'other@example.com' }), 'other-user'],
  ])('discards %s', async (_name, raw, reason) => {
    await writeRaw(raw)
    await expect(loadProgress(email)).resolves.toEqual({ status: 'discarded', reason })
  })
})
