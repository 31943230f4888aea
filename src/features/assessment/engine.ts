/**
 * The assessment engine (docs/assessment.md): pure functions, no React, no storage.
 * Rules run when Next is pressed on a question; `decide` returns the next question or the outcome
 * with a human-readable trace. The state helpers model the Next/Back history stack (docs/product.md (Behaviour)).
 */
import { DEGREE_MAP, FUNCTION_MAP, MAJOR_MAP, mappedRole } from '~/lib/content/role-maps'
import { FOUNDATIONAL_TRACK, ROLE_TITLES, type Outcome, type RoleTitle } from '~/lib/content/roles'
import { listSentence } from '~/lib/list-sentence'
import {
  QUESTION_IDS,
  findOption,
  getQuestion,
  type OptionValue,
  type Question,
  type QuestionId,
} from './question-bank'
import { newestVersion, RULES_FINGERPRINTS } from './version-fingerprints'

export type Answers = Partial<Record<QuestionId, OptionValue>>
export type Texts = Partial<Record<QuestionId, string>>

/**
 * The version of the rules below and of the maps they use: the newest entry of RULES_FINGERPRINTS.
 * Add one there whenever a rule would give another outcome for the same answers: finished attempts
 * keep the versions they were scored with (with QUESTION_BANK_VERSION) and are never scored again
 * (docs/assessment.md (Version)).
 */
export const ENGINE_RULES_VERSION = newestVersion(RULES_FINGERPRINTS)

export type TraceFact = { questionId: QuestionId; value: OptionValue; statement: string }
export type Trace = {
  rule: RuleId
  /** The answers that decided, in question order. */
  facts: readonly TraceFact[]
  /** One sentence for the result card: "You rated your AI competence 2 of 10, so …". */
  summary: string
}

export type Step = { kind: 'question'; questionId: QuestionId } | { kind: 'outcome'; outcome: Outcome; trace: Trace }

/**
 * Used only when nothing else can decide (Q3 missing from the answers, so even the function map is
 * empty, and no question is left). Valid flows never get here because the function map covers
 * C1–C12; we pick the function map's own "Other function" role (C12) rather than the Foundational
 * Track, because the user has already shown more than foundational competence at Q1.
 */
export const LAST_RESORT_ROLE: RoleTitle = 'Compliance Guardian'

const HELD_BACK_VISIONARY: readonly OptionValue[] = ['B4', 'B5']
const Q8_UNSURE_BACKGROUNDS: readonly OptionValue[] = ['B1', 'B2', 'B3', 'B4', 'B5', 'B7']
const Q8_STAYING_BRANCH: Partial<Record<OptionValue, QuestionId>> = { B1: 'q9_2', B2: 'q9_5', B3: 'q9_3', B7: 'q9_4' }

/** "2) Agent Architect" → "Agent Architect" (docs/product.md (Behaviour): the label without its number prefix). */
export function stripNumberPrefix(label: string): string {
  return label.replace(/^\s*\d+\)\s*/, '')
}

/** The role a 9.1–9.3 option stands for, or undefined for "Uncertain". */
function roleOfOption(question: Question, value: OptionValue | undefined): RoleTitle | undefined {
  const label = stripNumberPrefix(findOption(question, value)?.label ?? '')
  return ROLE_TITLES.find((title) => title === label)
}

/** Where Next leads from a question before Q8 when no rule decides: the next one in order. */
const FOLLOWING = { q1: 'q2', q2: 'q3', q3: 'q4', q4: 'q5', q5: 'q6', q6: 'q7', q7: 'q8' } as const

function statementFor(question: Question, value: OptionValue, text: string | undefined): string {
  const option = findOption(question, value)
  const label = option?.label ?? value
  const typed = option?.requireText ? text?.trim() : undefined
  const extra = typed ? ` (“${typed}”)` : ''
  switch (question.id) {
    case 'q1':
      return `you rated your AI competence ${value.slice(1)} of 10`
    case 'q2':
      return `you described your background as “${label}”${extra}`
    case 'q3':
      return `you work in ${label}${extra}`
    case 'q5':
      return value === 'E1'
        ? 'you want to stay in your current role'
        : value === 'E2'
          ? 'you want to move to a different role'
          : 'you are not sure whether to stay in your current role'
    case 'q7':
      return `your industry is ${label}${extra}`
    case 'q8':
      return value === 'H1'
        ? 'you want to become the AI expert for your industry'
        : 'you do not want to become the AI expert for your industry'
    case 'q9_1':
    case 'q9_2':
    case 'q9_3': {
      const role = roleOfOption(question, value)
      return role ? `you chose ${role} as your target role` : 'you were not sure which role to choose'
    }
    case 'q9_4':
      return `your major is ${label}`
    case 'q9_5':
      return `your degree is in ${label}`
    default:
      return `you answered “${label}” to “${question.text}”`
  }
}

type Ctx = { answers: Answers; texts: Texts }

const creative = () => 'VITA Creator lets you keep your craft and add generative AI to it.'
const functionMapped = (role: Outcome) => `we suggest ${role}, the natural next step from the function you work in.`
const studied = (role: Outcome) => `${role} is the closest step from what you studied.`

/** Every rule, by its id, and how its sentence ends after the deciding answers: "…, so <conclusion>". */
const CONCLUSIONS = {
  'q1-foundational': () =>
    'we recommend the Foundational Track to build your IT and AI basics before you choose a target role.',
  'q2-creative-staying': creative,
  'q5-creative-staying': creative,
  'q7-held-back-domain-visionary': () =>
    'Domain Visionary builds on your expertise to find the AI use cases worth building in your field.',
  'q8-domain-expert': () => 'Domain Visionary is the role that turns domain expertise into AI use cases.',
  'q8-unsure-function-map': (role) => `we suggest ${role}, the gentlest step from the function you work in today.`,
  'q9-role-choice': (role) => `${role} is your target role.`,
  'q9-uncertain-function-map': functionMapped,
  'q9_4-major-map': studied,
  'q9_5-degree-map': studied,
  'no-entry-function-map': functionMapped,
  'last-resort': (role) => `we suggest ${role} as a gentle first AI role.`,
} satisfies Record<string, (outcome: Outcome) => string>

/** The rules of docs/assessment.md (Rules), by the ids traces and attempts keep. */
export type RuleId = keyof typeof CONCLUSIONS

function outcomeStep(ctx: Ctx, rule: RuleId, ids: readonly QuestionId[], outcome: Outcome): Step {
  const facts: TraceFact[] = []
  for (const id of QUESTION_IDS) {
    const value = ctx.answers[id]
    if (!ids.includes(id) || value === undefined) continue
    facts.push({ questionId: id, value, statement: statementFor(getQuestion(id), value, ctx.texts[id]) })
  }
  const joined = facts.length > 0 ? listSentence(facts.map((f) => f.statement)) : 'based on your answers'
  const sentence = `${joined}, so ${CONCLUSIONS[rule](outcome)}`
  return {
    kind: 'outcome',
    outcome,
    trace: { rule, facts, summary: sentence.charAt(0).toUpperCase() + sentence.slice(1) },
  }
}

/** Function map of Q3, or move on to the next question; after the last one, the last resort. */
function functionMapOrMoveOn(ctx: Ctx, at: QuestionId, rule: RuleId, ids: readonly QuestionId[]): Step {
  const role = mappedRole(FUNCTION_MAP, ctx.answers.q3)
  if (role) return outcomeStep(ctx, rule, [...ids, 'q3'], role)
  const following = QUESTION_IDS[QUESTION_IDS.indexOf(at) + 1]
  if (following) return { kind: 'question', questionId: following }
  return outcomeStep(ctx, 'last-resort', ids, LAST_RESORT_ROLE)
}

/**
 * The rule of docs/assessment.md for pressing Next on question `at`. An unanswered question stays put.
 * `answers` are the sent ones (see `next`). A later one may already be sent (after Back); only the
 * Q2 rule reads one (Q5), as the spec says.
 */
export function decide(answers: Answers, at: QuestionId, texts: Texts = {}): Step {
  const ctx: Ctx = { answers, texts }
  const value = answers[at]
  if (value === undefined) return { kind: 'question', questionId: at }

  switch (at) {
    case 'q1':
      if (value === 'A1' || value === 'A2') return outcomeStep(ctx, 'q1-foundational', ['q1'], FOUNDATIONAL_TRACK)
      break
    case 'q2':
    case 'q5':
      // The same rule, checked at either question: Q5 is known at Q2 only after a Back.
      if (answers.q2 === 'B6' && answers.q5 === 'E1') {
        return outcomeStep(ctx, `${at}-creative-staying`, ['q2', 'q5'], 'VITA Creator')
      }
      break
    case 'q7':
      if (answers.q2 !== undefined && HELD_BACK_VISIONARY.includes(answers.q2)) {
        return outcomeStep(ctx, 'q7-held-back-domain-visionary', ['q2', 'q7'], 'Domain Visionary')
      }
      break
    case 'q8': {
      if (value === 'H1') return outcomeStep(ctx, 'q8-domain-expert', ['q8'], 'Domain Visionary')
      const q2 = answers.q2
      if (q2 !== undefined && Q8_UNSURE_BACKGROUNDS.includes(q2) && answers.q5 === 'E3') {
        const role = mappedRole(FUNCTION_MAP, answers.q3)
        if (role) return outcomeStep(ctx, 'q8-unsure-function-map', ['q2', 'q3', 'q5', 'q8'], role)
      }
      const staying = answers.q5 === 'E1' && q2 !== undefined ? Q8_STAYING_BRANCH[q2] : undefined
      return { kind: 'question', questionId: staying ?? 'q9_1' }
    }
    case 'q9_1':
    case 'q9_2':
    case 'q9_3': {
      const role = roleOfOption(getQuestion(at), value)
      if (role) return outcomeStep(ctx, 'q9-role-choice', [at], role)
      return functionMapOrMoveOn(ctx, at, 'q9-uncertain-function-map', [at])
    }
    case 'q9_4':
    case 'q9_5': {
      const [map, rule] =
        at === 'q9_4' ? ([MAJOR_MAP, 'q9_4-major-map'] as const) : ([DEGREE_MAP, 'q9_5-degree-map'] as const)
      const role = mappedRole(map, value)
      if (role) return outcomeStep(ctx, rule, [at], role)
      return functionMapOrMoveOn(ctx, at, 'no-entry-function-map', [at])
    }
  }
  // Q3, Q4 and Q6 have no rule of their own; no question before Q8 is the last, so there is always a next one.
  return { kind: 'question', questionId: FOLLOWING[at] }
}

// ---- History stack -------------------------------------------------------------------------

export type AssessmentResult = { outcome: Outcome; trace: Trace }

export type AssessmentState = {
  readonly current: QuestionId
  /** Questions the user pressed Next on, oldest first; Back pops the last one. */
  readonly history: readonly QuestionId[]
  /** The selection shown on each question, sent or not: after Back the previous choice shows again. */
  readonly answers: Answers
  readonly texts: Texts
  /**
   * The answers sent with Next and not changed since: the only ones the rules read. Every question
   * on the history is sent; after Back, a question ahead of the current one stays sent until its
   * selection changes (docs/decisions/0012-assessment-engine-edge-cases.md).
   */
  readonly sent: Answers
  /** Set when Next on `current` produced an outcome. */
  readonly result: AssessmentResult | null
}

export function initialState(): AssessmentState {
  return { current: QUESTION_IDS[0], history: [], answers: {}, texts: {}, sent: {}, result: null }
}

function isOptionOf(question: Question, value: string): value is OptionValue {
  return question.options.some((o) => o.value === value)
}

/** Selects an option of the current question. Unknown or disabled options are refused (state unchanged). */
export function choose(state: AssessmentState, value: string): AssessmentState {
  const question = getQuestion(state.current)
  if (state.result || !isOptionOf(question, value) || findOption(question, value)?.disabled) return state
  // A changed selection takes back what was sent for this question: no rule reads it until Next.
  const { [state.current]: _taken, ...others } = state.sent
  const sent = state.sent[state.current] === value ? state.sent : others
  return { ...state, answers: { ...state.answers, [state.current]: value }, sent }
}

/** The "Please specify..." text of the current question (kept per question, as typed). */
export function setText(state: AssessmentState, text: string): AssessmentState {
  if (state.result) return state
  return { ...state, texts: { ...state.texts, [state.current]: text } }
}

/** Whether the current question is answered well enough to move on from it. */
export function canProceed({ result, current, answers, texts }: AssessmentState): boolean {
  const option = findOption(getQuestion(current), answers[current])
  if (result !== null || !option || option.disabled) return false
  return !option.requireText || (texts[current] ?? '').trim().length > 0
}

/**
 * Next: send the current selection, apply the current question's rule to the sent answers, and
 * push the question on the history or record the outcome.
 */
export function next(state: AssessmentState): AssessmentState {
  const value = state.answers[state.current]
  if (!canProceed(state) || value === undefined) return state
  const sent: Answers = { ...state.sent, [state.current]: value }
  const step = decide(sent, state.current, state.texts)
  if (step.kind === 'outcome') return { ...state, sent, result: { outcome: step.outcome, trace: step.trace } }
  if (step.questionId === state.current) return state
  return { ...state, sent, history: [...state.history, state.current], current: step.questionId }
}

/** Back: leave the result, or pop the history. Answers and texts are kept so the previous choice shows. */
export function back(state: AssessmentState): AssessmentState {
  if (state.result) return { ...state, result: null }
  const previous = state.history[state.history.length - 1]
  if (previous === undefined) return state
  return { ...state, current: previous, history: state.history.slice(0, -1) }
}

/** 1-based position of the current question on the user's path ("Question 3 of at most 8"). */
export function questionPosition(state: AssessmentState): number {
  return state.history.length + 1
}

// ---- How many questions are left ------------------------------------------------------------

/**
 * The questions whose answer a rule reads when Next is pressed on another question: Q2 (creative
 * and held-back rules, Q8), Q3 (function map) and Q5 (creative rule, Q8). Every other answer is read
 * only by its own question's rule; a property test checks this, and the bound below relies on it.
 */
export const READ_ACROSS_QUESTIONS: readonly QuestionId[] = ['q2', 'q3', 'q5']

const longestRuns = new Map<string, number>()

/**
 * The longest run of questions from `at` on, counting `at`, over every enabled answer to it and to
 * each question that follows, with `sent` as the answers already sent. Runs the rules themselves,
 * so the bound can never disagree with them; memoised on the answers other questions read (the rest
 * cannot change what follows), which keeps the whole tree to a few thousand rule calls, once.
 */
function longestRunFrom(at: QuestionId, sent: Answers): number {
  const key = [at, ...READ_ACROSS_QUESTIONS.map((id) => (id === at ? '' : (sent[id] ?? '')))].join('|')
  const known = longestRuns.get(key)
  if (known !== undefined) return known
  const question = getQuestion(at)
  let longest = 0
  for (const option of question.options) {
    if (option.disabled || !isOptionOf(question, option.value)) continue
    const answers: Answers = { ...sent, [at]: option.value }
    const step = decide(answers, at)
    // Rules only ever move forward in question order, so this recursion ends.
    const run = step.kind === 'outcome' ? 1 : 1 + longestRunFrom(step.questionId, answers)
    longest = Math.max(longest, run)
  }
  longestRuns.set(key, longest)
  return longest
}

/**
 * How many questions the user can still be asked, counting the current one, given the answers sent
 * so far: the longest of all continuations, so it is reached by at least one. 0 once the outcome shows.
 */
export function questionsLeftAtMost(state: AssessmentState): number {
  if (state.result) return 0
  return longestRunFrom(state.current, state.sent)
}

/** The most questions the user's path can have ("of at most 8"): those behind, plus the longest run ahead. */
export function pathLengthAtMost(state: AssessmentState): number {
  return state.history.length + Math.max(1, questionsLeftAtMost(state))
}
