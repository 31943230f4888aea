/**
 * Search over every course of the catalogue (catalogue-items.ts;
 * docs/decisions/0076-course-finder-as-ordinary-react.md).
 * Every word of the query must match a word of a course's title, subtitle, topic or tracks, as
 * the card shows them:
 * - a word matches the same word (case and accents ignored: text-match.ts);
 * - the last word may be unfinished: "prom" finds "prompt" and "prompting";
 * - a word of four letters or more that matches nothing as typed is read with one typo forgiven
 *   (a letter missing, extra or wrong, or two letters swapped), the last word's start included:
 *   "promt" finds what "prompt" finds.
 */
import type { CourseTopic } from '~/lib/content/course-topics'
import { CATALOGUE_ITEMS, type CatalogueItem, fieldText, SEARCH_FIELDS, TOPICS } from './catalogue-items'
import { TOPIC_LABELS } from './course-facets'
import { normalizeTerm, words } from './text-match'

export type SearchResult = {
  /** Keys of the matching items. */
  keys: ReadonlySet<string>
  /** Normal forms of the catalogue's words the query matched, for highlighting. */
  terms: ReadonlySet<string>
}

export type CatalogueSearchIndex = {
  /** Null when the query has no word (no search: every course). */
  search: (query: string) => SearchResult | null
  /** The topic whose name is closest to the query, to suggest when nothing matched. */
  closestTopic: (query: string) => CourseTopic
}

/** Words shorter than this are never read as typos: "ai" is not "au". */
export const MIN_TYPO_LENGTH = 4

/** The words of a query, normalised; what the index compares. */
export function queryTerms(query: string): string[] {
  return words(query).map(normalizeTerm).filter(Boolean)
}

export function createSearchIndex(items: readonly CatalogueItem[]): CatalogueSearchIndex {
  // Each word of the catalogue and the courses that have it.
  const vocabulary = new Map<string, Set<string>>()
  for (const item of items) {
    for (const term of SEARCH_FIELDS.flatMap((field) => queryTerms(fieldText(item, field)))) {
      const keys = vocabulary.get(term) ?? new Set<string>()
      keys.add(item.key)
      vocabulary.set(term, keys)
    }
  }
  const terms = [...vocabulary.keys()]

  /** The catalogue's words that `asked` matches, exactly (or by its start), else with one typo. */
  const wordsFor = (asked: string, isLast: boolean): string[] => {
    const exact = terms.filter((term) => term === asked || (isLast && term.startsWith(asked)))
    if (exact.length > 0 || asked.length < MIN_TYPO_LENGTH) return exact
    return terms.filter((term) => withOneTypo(asked, term, isLast))
  }

  return {
    search(query) {
      const asked = queryTerms(query)
      if (asked.length === 0) return null
      // The catalogue's words that each word of the query matches, and the courses that have one of them.
      const matched = asked.map((word, index) => wordsFor(word, index === asked.length - 1))
      const found = matched.map((terms) => new Set(terms.flatMap((term) => [...(vocabulary.get(term) ?? [])])))
      // The courses that match every word.
      const keys = found.reduce((all, keysOfWord) => new Set([...all].filter((key) => keysOfWord.has(key))))
      return { keys, terms: new Set(matched.flat()) }
    },
    closestTopic(query) {
      const asked = queryTerms(query)
      // How far the query's closest word is from the topic's closest word.
      const distance = (topic: CourseTopic) => {
        const names = [...queryTerms(TOPIC_LABELS[topic]), ...topic.split('-')]
        return Math.min(...asked.flatMap((word) => names.map((name) => typoDistance(word, name))))
      }
      // The first of the closest topics.
      return TOPICS.reduce((best, topic) => (distance(topic) < distance(best) ? topic : best))
    },
  }
}

/**
 * Whether `term` is `asked` with one typo fixed; for the last word also whether `term` starts with
 * such a word (the typo may sit in what has been typed of a longer word).
 */
export function withOneTypo(asked: string, term: string, isLast: boolean): boolean {
  // How much of `term` is compared: all of it, or for the last word what one typo leaves of a start.
  const lengths = isLast ? [asked.length - 1, asked.length, asked.length + 1] : [term.length]
  return lengths.some((length) => length <= term.length && oneEditApart(asked, term.slice(0, length)))
}

/** typoDistance(a, b) ≤ 1, in one pass: it runs for every word of the catalogue on a keystroke. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let at = 0
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1
  if (a.length > b.length) return a.slice(at + 1) === b.slice(at)
  if (a.length < b.length) return a.slice(at) === b.slice(at + 1)
  if (a.slice(at + 1) === b.slice(at + 1)) return true
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
}

/**
 * Edits between two words, counting a letter inserted, deleted or replaced, or two neighbours
 * swapped, as one (optimal string alignment distance).
 */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1)
      }
      row[j] = best
    }
    rows.push(row)
  }
  return rows[a.length]?.[b.length] ?? 0
}

let built: CatalogueSearchIndex | undefined
/** The index of the whole catalogue, built on the first search. */
export function catalogueIndex(): CatalogueSearchIndex {
  built ??= createSearchIndex(CATALOGUE_ITEMS)
  return built
}
