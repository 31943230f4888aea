// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OUTCOMES, ROLE_TITLES, type Outcome } from '~/lib/content/roles'
import {
  READ_ACROSS_QUESTIONS,
  back,
  canProceed,
  choose,
  decide,
  initialState,
  next,
  pathLengthAtMost,
  questionPosition,
  questionsLeftAtMost,
  setText,
  type Answers,
  type AssessmentState,
} from './engine'
import { MAX_QUESTIONS, QUESTION_BANK, QUESTION_IDS, getQuestion, type OptionValue } from './question-bank'
import { actionsArb, enabledValues, run } from '~/testing/assessment-actions'

/** For each step: which enabled option to pick (as an index) and the text to type. */
const stepArb = fc.record({
  pick: fc.nat(),
  text: fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() !== ''),
})
const runArb = fc.array(stepArb, { minLength: MAX_QUESTIONS, maxLength: MAX_QUESTIONS })

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

  it('Next reads only sent answers: selections never sent on other questions change nothing', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const state = run(actions)
        const answers: Answers = { ...state.sent }
        const current = state.answers[state.current]
        if (current !== undefined) answers[state.current] = current
        const [withUnsent, withoutUnsent] = [next(state), next({ ...state, answers })]
        expect(withoutUnsent.current).toBe(withUnsent.current)
        expect(withoutUnsent.history).toEqual(withUnsent.history)
        expect(withoutUnsent.sent).toEqual(withUnsent.sent)
        expect(withoutUnsent.result).toEqual(withUnsent.result)
      }),
      { numRuns: 500 },
    )
  })

  it('no rule reads an answer across questions except those of READ_ACROSS_QUESTIONS', () => {
    // Two full answer sets that agree on the question itself and on Q2, Q3 and Q5, differing anywhere
    // else (or unanswered there), must get the same decision: the longest-run bound relies on it.
    const valuesArb = fc.tuple(
      ...QUESTION_IDS.map((id) =>
        fc.option(fc.constantFrom(...getQuestion(id).options.map((o) => o.value)), { nil: undefined }),
      ),
    )
    const toAnswers = (values: readonly (string | undefined)[]): Answers => {
      const answers: Answers = {}
      QUESTION_IDS.forEach((id, i) => {
        const value = getQuestion(id).options.find((o) => o.value === values[i])?.value
        // Values come from the bank's own options, so they are option values.
        if (value !== undefined) answers[id] = value as OptionValue
      })
      return answers
    }
    fc.assert(
      fc.property(fc.constantFrom(...QUESTION_IDS), valuesArb, valuesArb, (at, a, b) => {
        const first = toAnswers(a)
        const kept = [at, ...READ_ACROSS_QUESTIONS]
        const second = toAnswers(b)
        for (const id of QUESTION_IDS) if (kept.includes(id)) second[id] = first[id]
        for (const id of kept) if (first[id] === undefined) delete second[id]
        const summary = (answers: Answers) => {
          const step = decide(answers, at, { q2: 'x', q3: 'x', q7: 'x' })
          return step.kind === 'question' ? step : { kind: step.kind, outcome: step.outcome, rule: step.trace.rule }
        }
        expect(summary(second)).toEqual(summary(first))
      }),
      { numRuns: 2000 },
    )
  })
})

/** Answers the current question with `value` (typing text where it is needed) and presses Next. */
const send = (state: AssessmentState, value: string) => next(setText(choose(state, value), 'details'))

describe('"of at most N": the longest path the sent answers still allow', () => {
  const continuationArb = fc.array(fc.nat(), { minLength: MAX_QUESTIONS, maxLength: MAX_QUESTIONS })

  /** Questions a continuation actually asks from `state` on, counting the current one. */
  function askedUntilOutcome(state: AssessmentState, picks: readonly number[]): number {
    let s = state
    let asked = 0
    for (const pick of picks) {
      if (s.result) break
      const values = enabledValues(s)
      s = send(s, values[pick % values.length] ?? '')
      asked += 1
    }
    expect(s.result).not.toBeNull()
    return asked
  }

  /** Depth-first search for a continuation that asks exactly `want` questions. */
  function someContinuationAsks(state: AssessmentState, want: number): boolean {
    if (want <= 0) return false
    return enabledValues(state).some((value) => {
      const after = send(state, value)
      return after.result ? want === 1 : someContinuationAsks(after, want - 1)
    })
  }

  it('is never exceeded by any continuation, and some continuation reaches it, from any reachable state', () => {
    fc.assert(
      fc.property(actionsArb, continuationArb, (actions, picks) => {
        let state = run(actions)
        if (state.result) {
          expect(questionsLeftAtMost(state)).toBe(0)
          expect(pathLengthAtMost(state)).toBe(questionPosition(state))
          state = back(state)
        }
        const left = questionsLeftAtMost(state)
        expect(askedUntilOutcome(state, picks)).toBeLessThanOrEqual(left)
        expect(someContinuationAsks(state, left)).toBe(true)
        expect(pathLengthAtMost(state)).toBe(state.history.length + left)
        expect(pathLengthAtMost(state)).toBeLessThanOrEqual(9)
      }),
      { numRuns: 500 },
    )
  })

  it('equals the longest continuation exactly, at every question of every forward path', () => {
    // Exhaustive over the tree of answers (Q4, Q6 and Q7 with one representative, as above): the
    // true longest continuation of each state, computed bottom-up, against the engine's bound.
    let checked = 0
    const longest = (state: AssessmentState): number => {
      const values = enabledValues(state)
      const options = ['q4', 'q6', 'q7'].includes(state.current) ? values.slice(0, 1) : values
      const runs = options.map((value) => {
        const after = send(state, value)
        return after.result ? 1 : 1 + longest(after)
      })
      const max = Math.max(...runs)
      expect(questionsLeftAtMost(state)).toBe(max)
      checked += 1
      return max
    }
    expect(longest(initialState())).toBe(9)
    expect(checked).toBeGreaterThan(1000)
  })

  it('shrinks with the answers that rule questions out', () => {
    expect(pathLengthAtMost(initialState())).toBe(9)
    // Academic background: Domain Visionary is shown after Q7 at the latest.
    expect(pathLengthAtMost(send(send(initialState(), 'A5'), 'B4'))).toBe(7)
    // Unsure, with a background the function map decides for: Q8 is the last question.
    let state = initialState()
    for (const value of ['A5', 'B1', 'C1', 'D2', 'E3']) state = send(state, value)
    expect(state.current).toBe('q6')
    expect(pathLengthAtMost(state)).toBe(8)
    // A selection that is not sent changes nothing.
    expect(pathLengthAtMost(choose(send(send(initialState(), 'A5'), 'B6'), 'C3'))).toBe(9)
  })
})
