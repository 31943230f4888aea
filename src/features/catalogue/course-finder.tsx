import { useLayoutEffect, useRef, useState } from 'react'
import { Section } from '~/components/section'
import { paths } from '~/lib/paths'
import { useHydrated } from '~/lib/use-hydrated'
import { TOPIC_LABELS } from './course-facets'
import { FinderFilters } from './finder-filters'
import type { CourseFinderState } from './use-course-finder'

/**
 * The course finder on /courses: a real GET form to /courses, so a search sent before the app
 * has loaded (or without script) still lands on the filtered list; the filters panel (after
 * hydration: the filters need the app), the live count and what to do when nothing is left.
 */
export function CourseFinder({ finder, count }: { finder: CourseFinderState; count: number }) {
  const hydrated = useHydrated()
  const { query, setQuery, filtersOn, active, emptyQuery, suggestion, reset } = finder
  const input = useRef<HTMLInputElement>(null)
  // The filters panel: a shared link with filters opens it once the URL applies.
  const [panelOpen, setPanelOpen] = useState(false)
  const [urlApplied, setUrlApplied] = useState(false)
  if (hydrated && !urlApplied) {
    setUrlApplied(true)
    if (filtersOn > 0) setPanelOpen(true)
  }

  useLayoutEffect(() => {
    // Words typed before the app took over (and not sent) are kept and searched; a query in the
    // URL (a search sent before, or a shared link) applies right after hydration.
    const typed = input.current?.value ?? ''
    if (typed !== query) setQuery(typed)
    // Only when the finder first shows: afterwards React owns the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** Starts over and keeps focus in the finder: the button pressed goes away with the result. */
  const startOver = (next: Parameters<typeof reset>[0]) => {
    reset(next)
    input.current?.focus()
  }

  return (
    <Section id="find-a-course" tone="soft" className="finder" labelledBy="finder-title" title="Find a course">
      <form
        className="stack finder__form"
        method="get"
        action={paths.courses}
        role="search"
        aria-labelledby="finder-title"
        onSubmit={(event) => {
          event.preventDefault()
          finder.submit()
        }}
      >
        <label htmlFor="finder-q">Search by title, topic or track</label>
        <div className="tags finder__search-row">
          <input
            ref={input}
            id="finder-q"
            className="input finder__input"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onBlur={finder.endTyping}
          />
          <button type="submit" className="btn">
            Search
          </button>
        </div>
        <details
          id="finder-panel"
          className="finder__panel"
          open={panelOpen}
          onToggle={(event) => setPanelOpen(event.currentTarget.open)}
        >
          <summary>Filters{filtersOn > 0 ? ` (${filtersOn} on)` : ''}</summary>
          {hydrated ? <FinderFilters finder={finder} /> : null}
        </details>
      </form>
      <div className="tags finder__summary">
        <p role="status" className="text-lg finder__count">
          {count === 0 ? 'No course matches' : count === 1 ? '1 course' : `${count} courses`}
        </p>
        {active ? (
          <button type="button" className="btn btn--ghost" onClick={() => startOver({})}>
            Clear filters
          </button>
        ) : null}
      </div>
      {count === 0 ? (
        <div className="finder__empty">
          <p>
            {emptyQuery
              ? `No course has every word of “${emptyQuery}”${filtersOn > 0 ? ' with these filters' : ''}.`
              : 'No course passes all of these filters.'}
          </p>
          {suggestion ? (
            <p>
              Closest topic:{' '}
              <button type="button" className="finder__suggestion" onClick={() => startOver({ topic: [suggestion] })}>
                {TOPIC_LABELS[suggestion]}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
    </Section>
  )
}
