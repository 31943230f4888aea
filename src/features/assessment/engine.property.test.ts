import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OUTCOMES, ROLE_TITLES, type Outcome } from '~/lib/content/roles'
import { back, canProceed, choose, initialState, next, setText, type AssessmentState } from './engine'
import { MAX_QUESTIONS, QUESTION_BANK, getQuestion } from './question-bank'

/** For each step: which enabled option to pick (as an index) and the text to type. */
const stepArb = fc.record({ pick: fc.nat(), text: fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() !== '') })
const runArb = fc.array(stepArb, { minLength: MAX_QUESTIONS, maxLength: MAX_QUESTIONS })

function enabledValues(state: AssessmentState): string[] {
  return getQuestion(state.current).options.filter((o) => !o.disabled).map((o) => o.value)
}

function answerAndNext(state: AssessmentState, pick: number, text: string): AssessmentState {
  const values = enabledValues(state)
  const chosen = choose(state, values[pick % values.length] ?? '')
  return next(setText(chosen, text))
}

describe('engine properties', () => {
  it('every valid answer sequence ends in one of the 13 outcomes within 13 answers', () => {
    fc.assert(
      fc.property(runArb, (steps) => {
        let state = initialState()
        let answered = 0
        for (const { pick, text } of steps) {
          if (state.result) break
          const before = state
          state = answerAndNext(state, pick, text)
          answered += 1
          // Every Next on a complete answer makes progress: a new question or the outcome.
          expect(state.result !== null || state.current !== before.current).toBe(true)
        }
        expect(state.result).not.toBeNull()
        expect(OUTCOMES).toContain(state.result?.outcome)
        expect(answered).toBeLessThanOrEqual(MAX_QUESTIONS)
        // The path never visits a question twice.
        expect(new Set(state.history).size).toBe(state.history.length)
      }),
      { numRuns: 500 },
    )
  })

  it('Back always restores the previous question and its answer', () => {
    fc.assert(
      fc.property(runArb, fc.nat({ max: MAX_QUESTIONS }), (steps, stopAfter) => {
        let state = initialState()
        for (const { pick, text } of steps.slice(0, stopAfter)) {
          if (state.result) break
          state = answerAndNext(state, pick, text)
        }
        if (state.result) state = back(state)
        const previous = state.history.at(-1)
        const restored = back(state)
        if (previous === undefined) {
          expect(restored).toBe(state)
          return
        }
        expect(restored.current).toBe(previous)
        expect(restored.answers[previous]).toBe(state.answers[previous])
        expect(restored.texts[previous]).toBe(state.texts[previous])
        expect(restored.history).toEqual(state.history.slice(0, -1))
        // The restored answer is complete, so Next is available again and leads back to where we were.
        expect(canProceed(restored)).toBe(true)
        expect(next(restored).current).toBe(state.current)
      }),
      { numRuns: 300 },
    )
  })

  it('a disabled or foreign option can never be chosen', () => {
    const disabled = QUESTION_BANK.flatMap((q) => q.options.filter((o) => o.disabled).map((o) => o.value))
    expect(disabled.length).toBeGreaterThan(0)
    const foreignArb = fc.oneof(fc.constantFrom(...disabled), fc.string())
    fc.assert(
      fc.property(runArb, fc.nat({ max: MAX_QUESTIONS }), foreignArb, (steps, stopAfter, value) => {
        let state = initialState()
        for (const { pick, text } of steps.slice(0, stopAfter)) {
          if (state.result) break
          state = answerAndNext(state, pick, text)
        }
        if (enabledValues(state).includes(value)) return
        expect(choose(state, value)).toBe(state)
      }),
      { numRuns: 300 },
    )
  })

  it('reaches each of the 12 roles and the Foundational Track', () => {
    // Exhaustive walk over every enabled option; Q4, Q6 and Q7 keep one representative each
    // because no rule reads their value (Q7 only marks the point where a held-back role shows).
    const reached = new Set<Outcome>()
    const explore = (state: AssessmentState, depth: number) => {
      expect(depth).toBeLessThanOrEqual(MAX_QUESTIONS)
      const values = enabledValues(state)
      const options = ['q4', 'q6', 'q7'].includes(state.current) ? values.slice(0, 1) : values
      for (const value of options) {
        const after = next(setText(choose(state, value), 'x'))
        if (after.result) reached.add(after.result.outcome)
        else explore(after, depth + 1)
      }
    }
    explore(initialState(), 1)
    expect([...reached].sort()).toEqual([...OUTCOMES].sort())
    expect(ROLE_TITLES.every((role) => reached.has(role))).toBe(true)
  })
})
