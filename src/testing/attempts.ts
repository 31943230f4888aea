/** Test helper: finished attempts made by walking the real engine, as the screen does. */
import { choose, initialState, next, setText, type AssessmentState } from '~/features/assessment/engine'
import { attemptFromState, type Attempt } from '~/features/assessment/history/attempt'

/** Chooses each value in turn (with a typed text) and presses Next. */
export function walk(values: readonly string[], from: AssessmentState = initialState()): AssessmentState {
  let state = from
  for (const value of values) state = next(setText(choose(state, value), `about ${value}`))
  return state
}

let counter = 0
/** A finished attempt for `values`; throws if they do not reach an outcome. */
export function finishedAttempt(
  values: readonly string[],
  finishedAt: string,
  id = `attempt-${String(++counter).padStart(4, '0')}`,
): Attempt {
  const attempt = attemptFromState(walk(values), id, finishedAt)
  if (!attempt) throw new Error(`${values.join(' ')} does not finish the assessment`)
  return attempt
}

/** Two short paths with different outcomes and rules. */
export const FOUNDATIONAL = ['A1'] as const
export const EXECUTIVE = ['A7', 'B3', 'C11', 'D2', 'E3', 'F3', 'G17', 'H2'] as const

/** `count` attempts a minute apart from 2026-01-01, alternating the two paths. */
export function manyAttempts(count: number): Attempt[] {
  return Array.from({ length: count }, (_, index) =>
    finishedAttempt(
      index % 2 === 0 ? EXECUTIVE : FOUNDATIONAL,
      new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      `bulk-${String(index).padStart(5, '0')}`,
    ),
  )
}
