// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ENGINE_RULES_VERSION, initialState } from '../engine'
import { QUESTION_BANK_VERSION } from '../question-bank'
import { AttemptError, attemptFromState, parseAttempt } from './attempt'
import { EXECUTIVE, finishedAttempt, walk } from '~/testing/attempts'

describe('a finished attempt', () => {
  it('keeps the sent answers with their question and option texts, the trace and the versions', () => {
    const attempt = finishedAttempt(EXECUTIVE, '2026-03-01T10:00:00.000Z', 'abcdef12-0000')
    expect(attempt.outcome).toBe('AI Executive')
    expect(attempt.rules).toEqual({ questionBank: QUESTION_BANK_VERSION, engine: ENGINE_RULES_VERSION })
    expect(attempt.answers.map((answer) => answer.questionId)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'])
    expect(attempt.answers[1]).toEqual({
      questionId: 'q2',
      number: '2',
      question: 'Which description fits your background best?',
      value: 'B3',
      label: 'Business, management or consulting',
      text: 'about B3',
    })
    // A text typed for an option that asks for none is not an answer.
    expect(attempt.answers[2]).not.toHaveProperty('text')
    expect(attempt.trace.rule).toBe('q8-unsure-function-map')
    expect(attempt.trace.decidedBy).toMatch(/unsure about staying/)
    expect(attempt.trace.summary).toMatch(/so we suggest AI Executive/)
  })

  it('is only made once an outcome shows', () => {
    expect(attemptFromState(initialState(), 'abcdef12', '2026-03-01T10:00:00.000Z')).toBeNull()
    expect(attemptFromState(walk(['A5', 'B1']), 'abcdef12', '2026-03-01T10:00:00.000Z')).toBeNull()
  })

  it('reads back exactly as stored, and ignores fields it does not know', () => {
    const attempt = finishedAttempt(EXECUTIVE, '2026-03-01T10:00:00.000Z')
    expect(parseAttempt(JSON.parse(JSON.stringify(attempt)))).toEqual(attempt)
    expect(parseAttempt({ ...attempt, extra: '<script>' })).not.toHaveProperty('extra')
  })

  it('keeps an attempt of other question and rule versions as it was (never rescored)', () => {
    const attempt = finishedAttempt(EXECUTIVE, '2026-03-01T10:00:00.000Z')
    const old = {
      ...attempt,
      outcome: 'Prompt Whisperer',
      rules: { questionBank: '0.9', engine: '0.9' },
      answers: [{ questionId: 'q0', number: '0', question: 'A removed question?', value: 'Z1', label: 'Yes' }],
      trace: { ...attempt.trace, rule: 'q0-old-rule', decidedBy: 'an old rule' },
    }
    expect(parseAttempt(old)).toEqual(old)
  })

  it.each([
    ['no id', { id: undefined }, /id/],
    ['a bad date', { finishedAt: 'yesterday' }, /date/],
    ['no answers', { answers: [] }, /no answers/],
    ['a broken answer', { answers: [{ questionId: 'q1' }] }, /question number/],
    ['no trace', { trace: null }, /reason/],
  ])('refuses %s, saying what is wrong', (_, change, message) => {
    const attempt = { ...finishedAttempt(EXECUTIVE, '2026-03-01T10:00:00.000Z'), ...change }
    expect(() => parseAttempt(attempt)).toThrow(AttemptError)
    expect(() => parseAttempt(attempt)).toThrow(message)
  })
})
