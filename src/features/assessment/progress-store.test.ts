// @vitest-environment node
import { createStore, set } from 'idb-keyval'
import { afterEach, describe, expect, it } from 'vitest'
import { back, choose, initialState, next, setText, type AssessmentState } from './engine'
import {
  PROGRESS_RECORD_VERSION,
  clearProgress,
  loadProgress,
  parseProgress,
  progressRecord,
  saveProgress,
  type SavedProgress,
  type SavedProgressV1,
} from './progress-store'
import { QUESTION_BANK_VERSION } from './question-bank'

const email = 'learner@example.com'

function walk(values: readonly string[], from: AssessmentState = initialState()): AssessmentState {
  let state = from
  for (const value of values) state = next(setText(choose(state, value), `about ${value}`))
  return state
}

/** A valid record as saveProgress writes it, to tamper with. */
function record(overrides: Partial<SavedProgress> = {}, state: Partial<SavedProgress['state']> = {}): SavedProgress {
  return {
    recordVersion: PROGRESS_RECORD_VERSION,
    version: QUESTION_BANK_VERSION,
    email,
    state: {
      current: 'q3',
      history: ['q1', 'q2'],
      sent: { q1: 'A5', q2: 'B1' },
      unsent: {},
      texts: { q2: 'Developer' },
      ...state,
    },
    finished: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** A record as the first version of the app wrote it: every selection in one map. */
function recordV1(
  overrides: Partial<SavedProgressV1> = {},
  state: Partial<SavedProgressV1['state']> = {},
): SavedProgressV1 {
  return {
    version: QUESTION_BANK_VERSION,
    email,
    state: {
      current: 'q3',
      history: ['q1', 'q2'],
      answers: { q1: 'A5', q2: 'B1' },
      texts: { q2: 'Developer' },
      ...state,
    },
    finished: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** Q1 A5, Q2 B6 with text, Q3, Q4 sent; E1 chosen on Q5 without pressing Next. */
function creativeWithUnsentQ5(): AssessmentState {
  return choose(walk(['A5', 'B6', 'C3', 'D2']), 'E1')
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
    expect(await loadProgress('  Learner@Example.COM ')).toMatchObject({
      status: 'in-progress',
      state: { current: 'q3' },
    })
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
    await writeRaw(record({}, { unsent: { q3: 'C12' }, texts: { q2: 'Developer', q3: 'Procurement' } }))
    expect(await loadProgress(email)).toMatchObject({ status: 'in-progress', state: { answers: { q3: 'C12' } } })
  })

  it('keeps a selection made without Next apart from the sent answers, and out of the rules', async () => {
    // B6 sent, then E1 chosen on Q5 but not sent: replaying must not let the Q2 rule read that E1.
    const state = setText(creativeWithUnsentQ5(), 'Illustrator')
    await saveProgress(email, state)
    const loaded = await loadProgress(email)
    expect(loaded).toEqual({ status: 'in-progress', state, updatedAt: expect.any(String) })
    if (loaded.status !== 'in-progress') return
    expect(loaded.state.current).toBe('q5')
    expect(loaded.state.answers.q5).toBe('E1')
    expect(loaded.state.sent.q5).toBeUndefined()
    expect(next(loaded.state).result?.outcome).toBe('VITA Creator')
    expect(next(loaded.state).result?.trace.rule).toBe('q5-creative-staying')
  })

  it('writes sent and unsent answers separately', () => {
    const saved = progressRecord(email, setText(creativeWithUnsentQ5(), 'ignored by Q5'), '2026-01-01T00:00:00.000Z')
    expect(saved.recordVersion).toBe(PROGRESS_RECORD_VERSION)
    expect(saved.state).toMatchObject({
      current: 'q5',
      history: ['q1', 'q2', 'q3', 'q4'],
      sent: { q1: 'A5', q2: 'B6', q3: 'C3', q4: 'D2' },
      unsent: { q5: 'E1' },
    })
  })

  it('keeps answers sent before Back as sent, and a changed one as unsent', async () => {
    // Q5 = E1 sent, then Back to Q2: the Q2 rule may read it ("if Q5 is known").
    let state = walk(['A5', 'B1', 'C1', 'D2', 'E1'])
    while (state.current !== 'q2') state = back(state)
    await saveProgress(email, state)
    let loaded = await loadProgress(email)
    expect(loaded).toMatchObject({ status: 'in-progress', state: { current: 'q2', sent: { q5: 'E1' } } })
    if (loaded.status !== 'in-progress') return
    expect(next(setText(choose(loaded.state, 'B6'), 'Painter')).result?.trace.rule).toBe('q2-creative-staying')

    // Changing Q5 to E2 without Next, then going back, takes the sent E1 back.
    state = walk(['B1', 'C1', 'D2'], state)
    state = back(choose(state, 'E2'))
    await saveProgress(email, state)
    loaded = await loadProgress(email)
    expect(loaded).toMatchObject({ status: 'in-progress', state: { current: 'q4', answers: { q5: 'E2' } } })
    if (loaded.status === 'in-progress') expect(loaded.state.sent.q5).toBeUndefined()
  })

  describe('version 1 records (one map of answers) are migrated, not discarded', () => {
    it('resumes the unsent Q5 selection that used to be discarded', () => {
      const v1 = recordV1(
        {},
        {
          current: 'q5',
          history: ['q1', 'q2', 'q3', 'q4'],
          answers: { q1: 'A5', q2: 'B6', q3: 'C3', q4: 'D2', q5: 'E1' },
          texts: { q2: 'Illustrator' },
        },
      )
      const loaded = parseProgress(v1, email)
      expect(loaded).toMatchObject({
        status: 'in-progress',
        state: {
          current: 'q5',
          history: ['q1', 'q2', 'q3', 'q4'],
          answers: { q5: 'E1' },
          texts: { q2: 'Illustrator' },
        },
      })
      if (loaded.status !== 'in-progress') return
      expect(loaded.state.sent.q5).toBeUndefined()
      expect(next(loaded.state).result?.outcome).toBe('VITA Creator')
    })

    it('loads a plain record and a finished one', async () => {
      await writeRaw(recordV1())
      expect(await loadProgress(email)).toMatchObject({
        status: 'in-progress',
        state: { current: 'q3', sent: { q2: 'B1' } },
      })
      const finished = parseProgress(
        recordV1({ finished: true }, { history: [], current: 'q1', answers: { q1: 'A2' }, texts: {} }),
        email,
      )
      expect(finished).toMatchObject({ status: 'finished', state: { result: { outcome: 'Foundational Track' } } })
    })
  })

  it.each<[string, unknown, string]>([
    ['an older bank version', record({ version: '0.9' }), 'version'],
    ['no version', { ...record(), version: undefined }, 'version'],
    ['a newer record version', { ...record(), recordVersion: 3 }, 'version'],
    ['a string', 'q1=A5', 'shape'],
    ['null', null, 'shape'],
    ['an array', [record()], 'shape'],
    ['no state', { ...record(), state: undefined }, 'shape'],
    ['history that is not a list', record({}, { history: 'q1' as never }), 'shape'],
    ['no sent answers', record({}, { sent: undefined as never }), 'shape'],
    ['a numeric answer', record({}, { sent: { q1: 5 } as never }), 'shape'],
    ['a non-string text', record({}, { texts: { q2: { html: 'x' } } as never }), 'shape'],
    ['a question both sent and unsent', record({}, { unsent: { q2: 'B3' } }), 'shape'],
    ['an unknown question id', record({}, { sent: { q1: 'A5', q2: 'B1', q10: 'Z1' } as never }), 'unknown-question'],
    ['an unknown current question', record({}, { current: 'q0' as never }), 'unknown-question'],
    ['an option of another question', record({}, { sent: { q1: 'B1', q2: 'B1' } as never }), 'unknown-option'],
    ['an unknown unsent option', record({}, { unsent: { q3: 'C99' } as never }), 'unknown-option'],
    ['the disabled A10', record({}, { sent: { q1: 'A10', q2: 'B1' } }), 'disabled-option'],
    [
      'a history that skips questions',
      record({}, { history: ['q1', 'q2', 'q3'], current: 'q9_2' }),
      'inconsistent-path',
    ],
    ['a history that does not start at Q1', record({}, { history: ['q2'], current: 'q3' }), 'inconsistent-path'],
    [
      'a history answer that was never sent',
      record({}, { sent: { q1: 'A5' }, unsent: { q2: 'B1' } }),
      'inconsistent-path',
    ],
    ['a missing required text', record({}, { texts: {} }), 'inconsistent-path'],
    ['a path past a Foundational outcome', record({}, { sent: { q1: 'A1', q2: 'B1' } }), 'inconsistent-path'],
    ['a finished flag without an outcome', record({ finished: true }), 'inconsistent-path'],
    [
      'a finished flag on an unsent answer',
      record({ finished: true }, { history: [], current: 'q1', sent: {}, unsent: { q1: 'A1' } }),
      'inconsistent-path',
    ],
    ['another user’s record', record({ email: 'other@example.com' }), 'other-user'],
    [
      'a version 1 record with an unknown option',
      recordV1({}, { answers: { q1: 'A11', q2: 'B1' } as never }),
      'unknown-option',
    ],
    ['a version 1 record that skips questions', recordV1({}, { history: ['q1', 'q3'] }), 'inconsistent-path'],
    ['a version 1 record of an older bank', recordV1({ version: '0.9' }), 'version'],
  ])('discards %s', async (_name, raw, reason) => {
    await writeRaw(raw)
    await expect(loadProgress(email)).resolves.toEqual({ status: 'discarded', reason })
  })
})
