import fc from 'fast-check'
import { back, choose, initialState, next, setText, type AssessmentState } from '~/features/assessment/engine'
import { getQuestion } from '~/features/assessment/question-bank'

/**
 * Test helper: what a user can do on the question screen, as fast-check arbitraries. Selections
 * pick an enabled option by index (any index, wrapped), texts include blank ones, and Next/Back
 * come often enough that runs go deep into the assessment and back out again.
 */
export type UserAction =
  | { kind: 'select'; pick: number }
  | { kind: 'type'; text: string }
  | { kind: 'next' }
  | { kind: 'back' }
  /** Select, type a non-blank text and press Next, as most users do on most questions. */
  | { kind: 'answer'; pick: number; text: string }

const textArb = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '   ', 'Illustrator', '<img src=x onerror=alert(1)>'),
)

const answerArb = fc
  .record({ pick: fc.nat(), text: fc.string({ minLength: 1, maxLength: 12 }).filter((t) => t.trim() !== '') })
  .map(({ pick, text }) => ({ kind: 'answer' as const, pick, text }))

export const actionArb: fc.Arbitrary<UserAction> = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((pick) => ({ kind: 'select' as const, pick })) },
  { weight: 2, arbitrary: textArb.map((text) => ({ kind: 'type' as const, text })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'next' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'back' as const }) },
  { weight: 4, arbitrary: answerArb },
)

/** A run of answers (deep into the assessment), then any mix of actions (Back, changes, unsent selections). */
export const actionsArb: fc.Arbitrary<UserAction[]> = fc
  .tuple(fc.array(answerArb, { maxLength: 10 }), fc.array(actionArb, { maxLength: 30 }))
  .map(([forward, mixed]) => [...forward, ...mixed])

export function enabledValues(state: AssessmentState): string[] {
  return getQuestion(state.current)
    .options.filter((o) => !o.disabled)
    .map((o) => o.value)
}

export function apply(state: AssessmentState, action: UserAction): AssessmentState {
  switch (action.kind) {
    case 'select': {
      const values = enabledValues(state)
      return choose(state, values[action.pick % values.length] ?? '')
    }
    case 'type':
      return setText(state, action.text)
    case 'next':
      return next(state)
    case 'back':
      return back(state)
    case 'answer':
      return next(setText(apply(state, { kind: 'select', pick: action.pick }), action.text))
  }
}

export function run(actions: readonly UserAction[], from: AssessmentState = initialState()): AssessmentState {
  return actions.reduce(apply, from)
}
