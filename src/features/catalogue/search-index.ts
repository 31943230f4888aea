/**
 * Full-text search over the catalogue with minisearch
 * (docs/decisions/0036-course-search-with-minisearch.md). This module and minisearch form a chunk
 * of their own, imported when the learner
 * first focuses or types in the search box (or opens a link with a query): the page costs nothing
 * more until then, and the service worker precaches the chunk, so search works offline.
 */
import MiniSearch, { type SearchOptions } from 'minisearch'
import type { CourseTopic } from '~/lib/content/course-topics'
import {
  type CatalogueItem,
  fieldText,
  SEARCH_FIELDS,
  TOPICS,
  type SearchDocument,
  searchDocument,
} from './catalogue-items'
import { runInIdleSteps } from '~/lib/idle-steps'
import { TOPIC_LABELS } from './course-facets'
import { normalizeTerm, words } from './text-match'

export type SearchResult = {
  /** Keys of the matching items. */
  keys: ReadonlySet<string>
  /** Normal forms of the words the search matched, for highlighting. */
  terms: ReadonlySet<string>
}

export type CatalogueSearchIndex = {
  /** Null when the query has no word (no search: every course). */
  search: (query: string) => SearchResult | null
  /** The topic whose name is closest to the query, to suggest when nothing matched. */
  closestTopic: (query: string) => CourseTopic
  /**
   * Searches every one-letter query in the main thread's idle moments. A first letter is the most
   * expensive search (it matches every word that starts with it), and it is every search's first
   * keystroke: answered ahead, that keystroke only renders.
   */
  searchAhead: () => void
}

/** The words of a query, normalised; what the index compares. */
export function queryTerms(query: string): string[] {
  return words(query).map(normalizeTerm).filter(Boolean)
}

const SEARCH_OPTIONS: SearchOptions = {
  // Every word must match.
  combineWith: 'AND',
  // The word being typed may be unfinished: "prom" finds "prompt".
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One typo (a letter missing, extra or wrong) in a word of five letters or more.
  fuzzy: (term) => (term.length >= 5 ? 1 : 0),
}

export function createSearchIndex(items: readonly CatalogueItem[]): CatalogueSearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    tokenize: words,
    processTerm: normalizeTerm,
    searchOptions: SEARCH_OPTIONS,
  })
  index.addAll(items.map(searchDocument))

  // Results by the query's words: a space typed, or a word deleted and typed again, costs no
  // search, and an unchanged result is the same object (the finder re-renders nothing for it).
  const results = new Map<string, SearchResult>()
  return {
    search(query) {
      const asked = queryTerms(query)
      if (asked.length === 0) return null
      // The last word is searched as a prefix, so "ai " and "ai" are the same search.
      const key = asked.join(' ')
      const known = results.get(key)
      if (known) return known
      const keys = new Set<string>()
      const terms = new Set<string>()
      for (const result of index.search(query)) {
        keys.add(String(result.id))
        for (const term of result.terms) terms.add(term)
      }
      // A long session of typing keeps the last few hundred searches, not every one (the
      // one-letter searches, answered ahead, stay).
      if (results.size >= 500) for (const known of results.keys()) if (known.length > 1) results.delete(known)
      const found = { keys, terms }
      results.set(key, found)
      return found
    },
    searchAhead() {
      const letters = new Set(
        items
          .flatMap((item) => SEARCH_FIELDS.flatMap((field) => queryTerms(fieldText(item, field))))
          .map((term) => String.fromCodePoint(term.codePointAt(0) ?? 0)),
      )
      runInIdleSteps(Array.from(letters, (letter) => () => this.search(letter)))
    },
    closestTopic(query) {
      const asked = queryTerms(query)
      let best: CourseTopic = 'generative-ai'
      let bestDistance = Infinity
      for (const topic of TOPICS) {
        const names = [...queryTerms(TOPIC_LABELS[topic]), ...topic.split('-')]
        // How far the query's closest word is from the topic's closest word.
        const distance = Math.min(...asked.flatMap((word) => names.map((name) => editDistance(word, name))))
        if (distance < bestDistance) {
          best = topic
          bestDistance = distance
        }
      }
      return best
    },
  }
}

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
