/**
 * What each version of the question bank and of the rules stands for, as a fingerprint
 * (docs/assessment.md (Version)). version-fingerprints.test.ts computes today's fingerprints and
 * fails when one is not the fingerprint recorded for today's version: a change that needs a new
 * version cannot go out under the old one.
 *
 * Add an entry for a new version; never change a recorded one. A saved record and a finished
 * attempt name the versions they were made with, and a version must keep meaning what it meant.
 */

/**
 * QUESTION_BANK_VERSION → the fingerprint of the question ids and option values, in order (the
 * wording is not part of it: it may change without a new version).
 */
export const QUESTION_BANK_FINGERPRINTS: Readonly<Record<string, string>> = {
  '1.0': '7b7f8ff31abf2d9b',
}

/**
 * ENGINE_RULES_VERSION → QUESTION_BANK_VERSION → the fingerprint of every decision the rules make
 * on that bank's answers: for each question and answer to it, with every combination of the
 * answers other questions' rules read, the next question or the outcome. A new question bank under
 * the same rules gets an entry of its own when the rules decide as before on every answer the
 * earlier bank had.
 */
export const RULES_FINGERPRINTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '1.0': { '1.0': '9a66aa98b7495af6' },
}
