/**
 * The cards' marked texts (finder-view.ts, CardMarks), worked out card by card and kept while they
 * stay the same: a keystroke re-renders only the cards whose marks change
 * (docs/decisions/0065-finder-one-task-per-keystroke.md). Part of the finder's lazy chunk.
 */
import type { ReactNode } from 'react'
import { type CatalogueItem, fieldText, type SearchField } from './catalogue-items'
import type { CardMarks } from './finder-view'
import { type Range, rangesOf, type WordSpan, wordSpans } from './text-match'

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
const perField = <T,>(value: (field: SearchField) => T): Record<SearchField, T> => ({
  title: value('title'),
  subtitle: value('subtitle'),
  topic: value('topic'),
  tracks: value('tracks'),
})

type Entry = {
  /** Each field's words and normal forms, worked out once. */
  spans: Record<SearchField, readonly WordSpan[]>
  /** Which words the marks below mark, as text: equal texts, same marks. */
  signature: string
  marks: CardMarks | undefined
}
const entries = new Map<string, Entry>()

function entryOf(item: CatalogueItem): Entry {
  let entry = entries.get(item.key)
  if (!entry) {
    entry = { spans: perField((field) => wordSpans(fieldText(item, field))), signature: '', marks: undefined }
    entries.set(item.key, entry)
  }
  return entry
}

/**
 * Works out every card's words ahead of the first keystroke (when the index loads), and marks them
 * once for `terms` without keeping the result, so that code is compiled before it is needed.
 */
export function prepareMarks(items: readonly CatalogueItem[], terms: ReadonlySet<string> = new Set()): void {
  for (const item of items) {
    const { spans } = entryOf(item)
    perField((field) => marked(fieldText(item, field), rangesOf(spans[field], terms)))
  }
}

/**
 * A shown card's marks for the words the search matched: the same object as last time when they
 * mark the same words, none when nothing is marked.
 */
export function cardMarks(item: CatalogueItem, terms: ReadonlySet<string>): CardMarks | undefined {
  const entry = entryOf(item)
  const ranges = perField((field) => (terms.size === 0 ? [] : rangesOf(entry.spans[field], terms)))
  const signature = Object.values(ranges).join('|')
  if (signature !== entry.signature) {
    entry.signature = signature
    entry.marks = Object.values(ranges).some((r) => r.length > 0)
      ? perField((field) => marked(fieldText(item, field), ranges[field]))
      : undefined
  }
  return entry.marks
}

/** The marks a card was last shown with: a hidden card keeps them, so hiding it changes nothing else. */
export const lastMarks = (key: string): CardMarks | undefined => entries.get(key)?.marks
