/**
 * What the finder's controls (finder-controls.tsx, loaded after hydration) tell the page: which
 * courses to show and how. Until they have loaded, the page shows every course, unmarked, as
 * prerendered.
 */
import type { ReactNode } from 'react'
import type { SearchField } from './catalogue-items'

/** A card's searchable texts with the words the search matched in <mark>. */
export type CardMarks = Readonly<Record<SearchField, ReactNode>>

export type FinderView = {
  /** Keys of the courses to show (catalogue-items.ts). */
  keys: ReadonlySet<string>
  /**
   * Marked texts by key; none for a card with nothing marked. A card's object stays the same as
   * long as its marks do, and a hidden card keeps its last ones, so a card re-renders only when
   * its own marks change (the page shows and hides cards without re-rendering them).
   */
  marks: ReadonlyMap<string, CardMarks>
  /** A search or a filter is on. */
  active: boolean
  /** What the filters panel's summary adds: " (2 on)" while filters (not the search) are on. */
  filtersOn: string
  /** "Clear filters", while a search or a filter is on. */
  clear: ReactNode
  /** What to say when nothing is left; nothing otherwise. */
  empty: ReactNode
}

let show: ((view: FinderView | null) => void) | undefined

export const finderView = {
  /** The page listens (one page at a time); returns the disconnect. */
  connect(listener: (view: FinderView | null) => void): () => void {
    show = listener
    return () => {
      if (show === listener) show = undefined
    }
  },
  /**
   * The controls publish from a layout effect, so the page's update is synchronous: the list
   * changes in the task of the keystroke (docs/decisions/0065-finder-one-task-per-keystroke.md).
   */
  publish(view: FinderView | null): void {
    show?.(view)
  },
}

/** Ids of the prerendered parts of the finder (course-finder.tsx) that the controls take over. */
export const FINDER_IDS = { form: 'finder-form', input: 'finder-q', panel: 'finder-panel' } as const
