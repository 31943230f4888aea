/**
 * A card's searchable texts with the words the search matched in <mark>, worked out from the same
 * words and normal forms the search index compares (text-match.ts), so a marked word is exactly a
 * word that matched.
 */
import type { ReactNode } from 'react'
import { type CatalogueItem, fieldText, SEARCH_FIELDS, type SearchField } from './catalogue-items'
import { highlightRanges, type Range } from './text-match'

/** A card's searchable texts, some words marked. */
export type CardMarks = Readonly<Record<SearchField, ReactNode>>

/** The text with the ranges in <mark>. */
export function marked(text: string, ranges: readonly Range[]): ReactNode {
  if (ranges.length === 0) return text
  const parts: ReactNode[] = []
  let at = 0
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>)
    at = end
  }
  parts.push(text.slice(at))
  return parts
}

/** One value per searchable field (catalogue-items.ts, SEARCH_FIELDS). */
const perField = <T,>(value: (field: SearchField) => T) =>
  Object.fromEntries(SEARCH_FIELDS.map((field) => [field, value(field)])) as Record<SearchField, T>

/** The card's texts with the matched words marked; none when no word of the card matched. */
export function cardMarks(item: CatalogueItem, terms: ReadonlySet<string>): CardMarks | undefined {
  if (terms.size === 0) return undefined
  const ranges = perField((field) => highlightRanges(fieldText(item, field), terms))
  if (Object.values(ranges).every((found) => found.length === 0)) return undefined
  return perField((field) => marked(fieldText(item, field), ranges[field]))
}
