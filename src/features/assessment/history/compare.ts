/**
 * Two attempts side by side (docs/assessment.md (Attempt history)): which answers changed and
 * which rule decided each. Pure, and it reads only what the attempts stored, so attempts scored by
 * different versions of the questions or rules compare as they were.
 */
import { answerText, newestFirst, type Attempt } from './attempt'

export type AnswerChange = {
  questionId: string
  number: string
  question: string
  /** null: the question was not asked in that attempt. */
  before: string | null
  after: string | null
}

export type Comparison = {
  older: Attempt
  newer: Attempt
  /** Questions whose answer (or typed text) differs, or that only one attempt asked, in question order. */
  changes: AnswerChange[]
  /** Questions both attempts answered the same way. */
  unchanged: number
  sameRule: boolean
  sameVersions: boolean
}

/** Numeric: 10 sorts after 9, and 9.2 after 9.1. */
const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number.localeCompare(b.number, 'en', { numeric: true })

/** Compares two attempts, whichever order they come in: the older one is "before". */
export function compareAttempts(first: Attempt, second: Attempt): Comparison {
  const [newer, older] = newestFirst(first, second) <= 0 ? [first, second] : [second, first]
  const beforeById = new Map(older.answers.map((answer) => [answer.questionId, answer]))
  const afterById = new Map(newer.answers.map((answer) => [answer.questionId, answer]))
  const changes: AnswerChange[] = []
  let unchanged = 0
  for (const id of new Set([...beforeById.keys(), ...afterById.keys()])) {
    const before = beforeById.get(id)
    const after = afterById.get(id)
    const beforeText = before ? answerText(before) : null
    const afterText = after ? answerText(after) : null
    if (before && after && before.value === after.value && beforeText === afterText) {
      unchanged += 1
      continue
    }
    // The newer wording of the question, if it was asked then.
    const shown = after ?? before
    if (!shown) continue
    changes.push({
      questionId: id,
      number: shown.number,
      question: shown.question,
      before: beforeText,
      after: afterText,
    })
  }
  changes.sort(byNumber)
  return {
    older,
    newer,
    changes,
    unchanged,
    sameRule: older.trace.rule === newer.trace.rule && older.trace.decidedBy === newer.trace.decidedBy,
    sameVersions: older.rules.questionBank === newer.rules.questionBank && older.rules.engine === newer.rules.engine,
  }
}
