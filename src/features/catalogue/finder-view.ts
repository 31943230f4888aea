/**
 * What the finder's controls (finder-controls.tsx, loaded after hydration) tell the page: which
 * courses to show and how. Until they have loaded, the page shows every course, unmarked, as
 * prerendered.
 */
import { type ReactNode, startTransition } from 'react'

export type FinderView = {
  /** Keys of the courses to show (catalogue-items.ts). */
  keys: ReadonlySet<string>
  /** A card's text with the words the search matched marked. */
  mark: (text: string) => ReactNode
  /** A search or a filter is on. */
  active: boolean
  /** How many filters (not the search) are on, for the panel's summary. */
  filtersOn: number
  clear: () => void
  /** What to say when nothing is left. */
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
  /** The controls publish; the page re-renders its cards in a transition, so typing stays responsive. */
  publish(view: FinderView | null): void {
    startTransition(() => show?.(view))
  },
}

/** Ids of the prerendered parts of the finder (course-finder.tsx) that the controls take over. */
export const FINDER_IDS = { form: 'finder-form', input: 'finder-q', panel: 'finder-panel' } as const
