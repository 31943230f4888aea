/**
 * Words and their normal form, shared by the search index (search-index.ts) and the highlighting
 * of the cards, so a highlighted word is exactly a word the index matched. Kept apart from
 * search-index.ts: the cards need it on first paint, the index only once someone searches.
 */

/** A word: a run of anything but white space and punctuation ("AI/GenAI" is two words, "1-to-1" three). */
const WORD = /[^\s\p{P}\p{Z}]+/gu
const COMBINING_MARKS = /\p{M}+/gu

/** Case- and accent-insensitive form of a word: "Défense" and "DEFENSE" are both "defense". */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

/** The words of a text, as written. */
export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD), (match) => match[0])
}

export type Range = readonly [start: number, end: number]

/** Where the words whose normal form is in `terms` sit in `text` (UTF-16 offsets, in order). */
export function highlightRanges(text: string, terms: ReadonlySet<string>): Range[] {
  if (terms.size === 0) return []
  return Array.from(text.matchAll(WORD))
    .filter((match) => terms.has(normalizeTerm(match[0])))
    .map((match): Range => [match.index, match.index + match[0].length])
}
