/**
 * Two attempts side by side (docs/assessment.md (Attempt history)): which answers changed and
 * which rule decided each. Pure, and it reads only what the attempts stored, so attempts scored by
 * different versions of the questions or rules compare as they were.
 */
import { answerText, newestFirst, type Attempt } from './attempt'

/** Numeric: 10 sorts after 9, and 9.2 after 9.1. */
const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number.localeCompare(b.number, 'en', { numeric: true })

/**
 * Compares two attempts, whichever order they come in: the older one is "before". `changes` are the questions whose
 * answer (or typed text) differs, or that only one attempt asked (null: not asked in that attempt), in question
 * order; `unchanged` counts the questions both attempts answered the same way.
 */
export function compareAttempts(first: Attempt, second: Attempt) {
  const [newer, older] = newestFirst(first, second) <= 0 ? [first, second] : [second, first]
  const beforeById = new Map(older.answers.map((answer) => [answer.questionId, answer]))
  const afterById = new Map(newer.answers.map((answer) => [answer.questionId, answer]))
  // Every question either attempt asked, once, in the newer wording where it was asked then.
  const asked = new Map([...beforeById, ...afterById])
  const changes = [...asked]
    .flatMap(([questionId, { number, question }]) => {
      const before = beforeById.get(questionId)
      const after = afterById.get(questionId)
      const beforeText = before ? answerText(before) : null
      const afterText = after ? answerText(after) : null
      const same = before?.value === after?.value && beforeText === afterText
      return same ? [] : [{ questionId, number, question, before: beforeText, after: afterText }]
    })
    .sort(byNumber)
  return {
    older,
    newer,
    changes,
    unchanged: asked.size - changes.length,
    sameRule: older.trace.rule === newer.trace.rule && older.trace.decidedBy === newer.trace.decidedBy,
    sameVersions: older.rules.questionBank === newer.rules.questionBank && older.rules.engine === newer.rules.engine,
  }
}
