/**
 * A finished attempt as the learner's history keeps it (docs/assessment.md (Attempt history)):
 * pure, no storage. An attempt stores everything needed to show it again — the question and option
 * texts, the trace, the versions of the question bank and rules it was scored by — so a later change
 * of questions or rules never breaks it, and it is never scored again.
 */
import { ENGINE_RULES_VERSION, type AssessmentState, type RuleId } from '../engine'
import { isRecord } from '~/lib/is-record'
import { isIsoTime } from '~/lib/iso-time'
import { QUESTION_BANK_VERSION, findOption, getQuestion } from '../question-bank'

export type AttemptAnswer = {
  questionId: string
  /** The question's number as shown ("9.2"), which also orders answers across versions. */
  number: string
  question: string
  value: string
  label: string
  /** The "Please specify..." text, only when the chosen option asked for one. */
  text?: string
}

/** An attempt as `parseAttempt` reads it back: exactly the fields it stores (described there). */
export type Attempt = ReturnType<typeof parseAttempt>

/** The engine's rules in words, for the history and its comparison (docs/assessment.md (Rules)). */
export const RULE_DESCRIPTIONS: Record<RuleId, string> = {
  'q1-foundational': 'an AI competence of 1 or 2 leads to the Foundational Track',
  'q2-creative-staying': 'a creative background and staying in the role lead to VITA Creator (checked at question 2)',
  'q5-creative-staying': 'a creative background and staying in the role lead to VITA Creator (checked at question 5)',
  'q7-held-back-domain-visionary':
    'an academic or founder background leads to Domain Visionary after the industry question',
  'q8-domain-expert': 'wanting to become your industry’s AI expert leads to Domain Visionary',
  'q8-unsure-function-map': 'being unsure about staying leads to the role of your function',
  'q9-role-choice': 'the role you chose is your target role',
  'q9-uncertain-function-map': 'being uncertain about a role leads to the role of your function',
  'q9_4-major-map': 'your major leads to its closest role',
  'q9_5-degree-map': 'your degree leads to its closest role',
  'no-entry-function-map': 'the role of your function',
  'last-resort': 'no rule applied, so the last resort decided',
}

/**
 * The attempt for a state whose outcome is showing, or null while there is none. The answers are
 * the sent ones on the path (the history, then the question that decided), as the rules read them.
 */
export function attemptFromState(state: AssessmentState, id: string, finishedAt: string): Attempt | null {
  if (state.result === null) return null
  const answers: AttemptAnswer[] = []
  for (const questionId of [...state.history, state.current]) {
    const question = getQuestion(questionId)
    const option = findOption(question, state.sent[questionId])
    if (!option) continue
    const text = option.requireText ? state.texts[questionId]?.trim() : undefined
    answers.push({
      questionId,
      number: question.number,
      question: question.text,
      value: option.value,
      label: option.label,
      ...(text ? { text } : {}),
    })
  }
  const { outcome, trace } = state.result
  return {
    id,
    finishedAt,
    outcome,
    rules: { questionBank: QUESTION_BANK_VERSION, engine: ENGINE_RULES_VERSION },
    answers,
    trace: {
      rule: trace.rule,
      decidedBy: RULE_DESCRIPTIONS[trace.rule],
      facts: trace.facts.map((fact) => ({ ...fact })),
      summary: trace.summary,
    },
  }
}

/** How an answer reads: its label, with the typed text quoted when there is one. */
export function answerText(answer: Pick<AttemptAnswer, 'label' | 'text'>): string {
  return answer.text ? `${answer.label} (“${answer.text}”)` : answer.label
}

/** Newest first; equal times in id order, so the order never depends on where attempts came from. */
export function newestFirst(a: Pick<Attempt, 'id' | 'finishedAt'>, b: Pick<Attempt, 'id' | 'finishedAt'>): number {
  const byTime = Date.parse(b.finishedAt) - Date.parse(a.finishedAt)
  if (byTime !== 0) return byTime
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

// ---- Parsing untrusted attempts (storage and imported files) ----------------------------------

/** Why an attempt was refused, in words that can follow "Attempt 3: ". */
export class AttemptError extends Error {}

/** Ids, numbers, values, versions and outcomes are short. */
const MAX_SHORT = 200
/** Texts are not limited by the screen, so only absurd ones are refused: a learner's own never is. */
const MAX_LONG = 1_000_000
const MAX_ANSWERS = 60
export const ATTEMPT_ID = /^[A-Za-z0-9-]{8,64}$/

function text(value: unknown, what: string, max = MAX_SHORT): string {
  if (typeof value !== 'string') throw new AttemptError(`${what} is missing`)
  if (value.trim() === '') throw new AttemptError(`${what} is empty`)
  if (value.length > max) throw new AttemptError(`${what} is too long`)
  return value
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new AttemptError(`${what} is missing`)
  if (value.length > MAX_ANSWERS) throw new AttemptError(`${what} has too many entries`)
  return value
}

function object(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new AttemptError(`${what} is missing`)
  return value
}

function parseAnswer(raw: unknown): AttemptAnswer {
  const answer = object(raw, 'an answer')
  const parsed: AttemptAnswer = {
    questionId: text(answer.questionId, 'a question id'),
    number: text(answer.number, 'a question number'),
    question: text(answer.question, 'a question', MAX_LONG),
    value: text(answer.value, 'an answer value'),
    label: text(answer.label, 'an answer label', MAX_LONG),
  }
  if (answer.text !== undefined) parsed.text = text(answer.text, 'a typed answer', MAX_LONG)
  return parsed
}

function parseFact(raw: unknown) {
  const fact = object(raw, 'a reason')
  return {
    questionId: text(fact.questionId, 'a reason’s question'),
    value: text(fact.value, 'a reason’s answer'),
    statement: text(fact.statement, 'a reason', MAX_LONG),
  }
}

/** A stored attempt, or null where it is damaged (parseAttempt throws nothing but AttemptError). */
export function readAttempt(raw: unknown): Attempt | null {
  try {
    return parseAttempt(raw)
  } catch {
    return null
  }
}

/**
 * Checks an attempt from storage or a file and copies exactly the known fields (nothing else is
 * kept). Throws AttemptError saying what is wrong. Question ids, values and rules are not checked
 * against this version's question bank: an attempt of another version is shown as it was stored.
 */
export function parseAttempt(raw: unknown) {
  const attempt = object(raw, 'the attempt')
  const id = text(attempt.id, 'its id')
  if (!ATTEMPT_ID.test(id)) throw new AttemptError('its id is not valid')
  if (!isIsoTime(attempt.finishedAt)) throw new AttemptError('its date is not valid')
  const rules = object(attempt.rules, 'its rules version')
  const trace = object(attempt.trace, 'its reason')
  const answers = list(attempt.answers, 'its answers').map(parseAnswer)
  if (answers.length === 0) throw new AttemptError('it has no answers')
  return {
    /** Random and stable: it identifies the attempt across devices, so an import never duplicates it. */
    id,
    /** ISO 8601, when the outcome was shown. */
    finishedAt: attempt.finishedAt,
    /** The outcome as decided then; a string, since a later version may no longer have that outcome. */
    outcome: text(attempt.outcome, 'its outcome'),
    rules: {
      questionBank: text(rules.questionBank, 'its question bank version'),
      engine: text(rules.engine, 'its rules version'),
    },
    /** The answers sent on the way to the outcome, in the order they were asked. */
    answers,
    trace: {
      rule: text(trace.rule, 'its deciding rule'),
      /** The deciding rule in words, as the version that decided it put it. */
      decidedBy: text(trace.decidedBy, 'its deciding rule', MAX_LONG),
      facts: list(trace.facts, 'its reasons').map(parseFact),
      summary: text(trace.summary, 'its reason', MAX_LONG),
    },
  }
}
