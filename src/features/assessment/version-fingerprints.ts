/**
 * The versions of the question bank and of the rules, and what each stands for, as a fingerprint
 * (docs/assessment.md (Version)). Today's version of each is the newest entry of its table here:
 * a new version is a new entry, so it cannot be bumped without saying what it stands for.
 * version-fingerprints.test.ts computes today's fingerprints and fails, printing them, when one is
 * not the one recorded for today's version: a change that needs a new version cannot go out under
 * the old one.
 *
 * Add an entry after the last for a new version ("major.minor", so the entries keep their order);
 * never change a recorded one. A saved record and a finished attempt name the versions they were
 * made with, and a version must keep meaning what it meant.
 */

/**
 * Question bank version → the fingerprint of the question ids and option values, in order (the
 * wording is not part of it: it may change without a new version).
 */
export const QUESTION_BANK_FINGERPRINTS: Readonly<Record<string, string>> = {
  '1.0': '7b7f8ff31abf2d9b',
}

/**
 * Rules version → question bank version → the fingerprint of every decision the rules make on that
 * bank's answers: for each question and answer to it, with every combination of the answers other
 * questions' rules read, the next question or the outcome. A new question bank under unchanged
 * rules is a new entry under the newest rules version, when the rules decide as before on every
 * answer the earlier bank had.
 */
export const RULES_FINGERPRINTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '1.0': { '1.0': '9a66aa98b7495af6' },
}

/** The newest version of a table: its last entry. */
export function newestVersion(table: Readonly<Record<string, unknown>>): string {
  const newest = Object.keys(table).at(-1)
  if (newest === undefined) throw new Error('a version table without a version')
  return newest
}
