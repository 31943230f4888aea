// @vitest-environment node
/**
 * A change to the questions or the rules that needs a new version (docs/assessment.md (Version))
 * fails here until a version with its fingerprint is added to version-fingerprints.ts.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decide, ENGINE_RULES_VERSION, LAST_RESORT_ROLE, READ_ACROSS_QUESTIONS, type Answers } from './engine'
import { QUESTION_BANK, QUESTION_BANK_VERSION, getQuestion, type OptionValue } from './question-bank'
import { newestVersion, QUESTION_BANK_FINGERPRINTS, RULES_FINGERPRINTS } from './version-fingerprints'

const fingerprint = (facts: unknown) => createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 16)

/** What QUESTION_BANK_VERSION stands for: the question ids and their option values, in order. */
const bankFacts = () => QUESTION_BANK.map((question) => [question.id, question.options.map((option) => option.value)])

/** A value no question offers: how a rule treats an answer its map has no entry for. */
const UNKNOWN = '?' as OptionValue

/**
 * What ENGINE_RULES_VERSION stands for: for every question and every answer to it (and one it
 * does not offer), with every combination of the answers that rules read across questions (each
 * unanswered too), where Next leads: the next question or the outcome. `decide` reads no other
 * answer (engine.property.test.ts checks READ_ACROSS_QUESTIONS), so this is all it decides.
 */
function ruleFacts(): string[] {
  const across = READ_ACROSS_QUESTIONS.map((id) => [undefined, ...getQuestion(id).options.map((o) => o.value)])
  let combinations: Answers[] = [{}]
  READ_ACROSS_QUESTIONS.forEach((id, index) => {
    combinations = combinations.flatMap((answers) =>
      (across[index] ?? []).map((value) => (value === undefined ? answers : { ...answers, [id]: value })),
    )
  })
  const facts = new Set<string>([`last resort: ${LAST_RESORT_ROLE}`])
  for (const question of QUESTION_BANK) {
    for (const value of [...question.options.map((o) => o.value as OptionValue), UNKNOWN]) {
      for (const others of combinations) {
        const answers: Answers = { ...others, [question.id]: value }
        const step = decide(answers, question.id)
        const sent = Object.entries(answers)
          .map(([id, answer]) => `${id}=${answer}`)
          .sort()
          .join(' ')
        facts.add(`${question.id}: ${sent} → ${step.kind === 'question' ? step.questionId : step.outcome}`)
      }
    }
  }
  return [...facts].sort()
}

describe('versions of the question bank and the rules', () => {
  it('QUESTION_BANK_VERSION stands for today’s question ids and option values', () => {
    const today = fingerprint(bankFacts())
    expect(
      QUESTION_BANK_FINGERPRINTS[QUESTION_BANK_VERSION],
      `the question ids or option values changed: add a question bank version after '${QUESTION_BANK_VERSION}' to QUESTION_BANK_FINGERPRINTS with the fingerprint '${today}' (version-fingerprints.ts; docs/assessment.md (Version))`,
    ).toBe(today)
  })

  it('ENGINE_RULES_VERSION stands for what today’s rules decide', () => {
    const today = fingerprint(ruleFacts())
    const recorded = RULES_FINGERPRINTS[ENGINE_RULES_VERSION]?.[QUESTION_BANK_VERSION]
    expect(
      recorded,
      recorded === undefined
        ? `rules ${ENGINE_RULES_VERSION} have no fingerprint on question bank ${QUESTION_BANK_VERSION}: if they decide as before on every answer the earlier bank had, add '${QUESTION_BANK_VERSION}': '${today}' to their entry in RULES_FINGERPRINTS; else add a rules version after '${ENGINE_RULES_VERSION}' with { '${QUESTION_BANK_VERSION}': '${today}' } (version-fingerprints.ts; docs/assessment.md (Version))`
        : `the rules changed: add a rules version after '${ENGINE_RULES_VERSION}' to RULES_FINGERPRINTS with { '${QUESTION_BANK_VERSION}': '${today}' } (version-fingerprints.ts; docs/assessment.md (Version))`,
    ).toBe(today)
  })

  it('numbers versions major.minor, in order, so the newest is the last entry', () => {
    for (const table of [QUESTION_BANK_FINGERPRINTS, RULES_FINGERPRINTS]) {
      const versions = Object.keys(table)
      for (const version of versions) expect(version).toMatch(/^\d+\.\d+$/)
      const sorted = [...versions].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      expect(versions).toEqual(sorted)
    }
    expect(QUESTION_BANK_VERSION).toBe(newestVersion(QUESTION_BANK_FINGERPRINTS))
    expect(ENGINE_RULES_VERSION).toBe(newestVersion(RULES_FINGERPRINTS))
  })

  it('the fingerprints see a changed answer, a changed outcome and a changed order', () => {
    const bank = bankFacts()
    expect(fingerprint(bank)).not.toBe(fingerprint([...bank].reverse()))
    const facts = ruleFacts()
    expect(facts.length).toBeGreaterThan(QUESTION_BANK.length)
    const first = facts.findIndex((fact) => fact.includes('→'))
    const changed = facts.map((fact, index) => (index === first ? fact.replace(/→ .*$/, '→ elsewhere') : fact))
    expect(changed).not.toEqual(facts)
    expect(fingerprint(changed)).not.toBe(fingerprint(facts))
  })
})
