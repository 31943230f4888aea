// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compareAttempts } from './compare'
import { EXECUTIVE, FOUNDATIONAL, finishedAttempt } from '~/testing/attempts'

const before = finishedAttempt(FOUNDATIONAL, '2026-01-05T09:00:00.000Z', 'before-01')
const after = finishedAttempt(EXECUTIVE, '2026-02-05T09:00:00.000Z', 'after-001')

describe('comparing two attempts', () => {
  it('names each changed answer with its question, before → after, in question order', () => {
    const { changes, unchanged } = compareAttempts(before, after)
    expect(unchanged).toBe(0)
    expect(changes[0]).toEqual({
      questionId: 'q1',
      number: '1',
      question: 'How would you rate your own AI competence today?',
      before: '1 – I have no IT skills and have never used AI',
      after: '7 – I understand how models are trained and where they fail',
    })
    // Questions only the later attempt asked: "not asked" before.
    expect(changes.map((change) => [change.number, change.before === null])).toEqual([
      ['1', false],
      ['2', true],
      ['3', true],
      ['4', true],
      ['5', true],
      ['6', true],
      ['7', true],
      ['8', true],
    ])
    expect(changes[1]?.after).toBe('Business, management or consulting (“about B3”)')
  })

  it('takes the older attempt as "before", whichever order they are given in', () => {
    const forwards = compareAttempts(before, after)
    const backwards = compareAttempts(after, before)
    expect(backwards).toEqual(forwards)
    expect(forwards.older.id).toBe('before-01')
  })

  it('says which rule decided each, and whether it was the same', () => {
    const comparison = compareAttempts(before, after)
    expect(comparison.sameRule).toBe(false)
    expect(comparison.older.trace.decidedBy).toMatch(/AI competence of 1 or 2/)
    expect(comparison.newer.trace.decidedBy).toMatch(/unsure about staying/)
    const again = finishedAttempt(EXECUTIVE, '2026-03-05T09:00:00.000Z', 'again-001')
    expect(compareAttempts(after, again)).toMatchObject({ sameRule: true, changes: [], unchanged: 8 })
  })

  it('counts a changed typed text as a change, and notices different rule versions', () => {
    const retyped = {
      ...after,
      id: 'retyped-1',
      finishedAt: '2026-03-05T09:00:00.000Z',
      rules: { questionBank: '1.0', engine: '2.0' },
      answers: after.answers.map((answer) => (answer.questionId === 'q2' ? { ...answer, text: 'COO' } : answer)),
    }
    const comparison = compareAttempts(after, retyped)
    expect(comparison.changes.map((change) => change.after)).toEqual(['Business, management or consulting (“COO”)'])
    expect(comparison.sameVersions).toBe(false)
  })

  it('orders question numbers numerically (9.2 after 8, 10 after 9)', () => {
    const a = {
      ...before,
      answers: [
        { questionId: 'x10', number: '10', question: 'Ten?', value: 'a', label: 'A' },
        { questionId: 'x9', number: '9.2', question: 'Nine two?', value: 'a', label: 'A' },
      ],
    }
    const b = { ...after, answers: [{ questionId: 'x8', number: '8', question: 'Eight?', value: 'a', label: 'A' }] }
    expect(compareAttempts(a, b).changes.map((change) => change.number)).toEqual(['8', '9.2', '10'])
  })
})
