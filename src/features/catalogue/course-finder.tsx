import { type ComponentType, lazy, Suspense } from 'react'
import { paths } from '~/lib/paths'
import { useHydrated } from '~/lib/use-hydrated'
import { FINDER_IDS, type FinderView } from './finder-view'

// Everything that reacts (chips, selects, search, the URL) loads after hydration in a chunk of
// its own, so the page's critical script carries only this markup
// (docs/decisions/0036-course-search-with-minisearch.md). If that chunk cannot load (offline
// before it was cached), the form still works as a plain GET form.
const FinderControls = lazy((): Promise<{ default: ComponentType }> =>
  import('./finder-controls').catch(() => ({ default: () => null })),
)

/**
 * The course finder on /courses: a real GET form to /courses whose search box works before the
 * app has loaded (the app then applies the query from the URL), the filters panel and the live
 * count. The prerendered page shows it with every course.
 */
export function CourseFinder({ view, count }: { view: FinderView | null; count: number }) {
  const hydrated = useHydrated()
  return (
    <section id="find-a-course" className="section section--soft finder" aria-labelledby="finder-title">
      <div className="container">
        <h2 id="finder-title">Find a course</h2>
        <form
          id={FINDER_IDS.form}
          className="finder__form"
          method="get"
          action={paths.courses}
          role="search"
          aria-labelledby="finder-title"
        >
          <label htmlFor={FINDER_IDS.input}>Search by title, topic or track</label>
          <div className="finder__search-row">
            <input
              id={FINDER_IDS.input}
              className="finder__input"
              type="search"
              name="q"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
            />
            <button type="submit" className="btn">
              Search
            </button>
          </div>
          <details id={FINDER_IDS.panel} className="finder__panel">
            <summary>Filters{view?.filtersOn}</summary>
            {hydrated ? (
              <Suspense fallback={null}>
                <FinderControls />
              </Suspense>
            ) : null}
          </details>
        </form>
        <div className="finder__summary">
          <p role="status" className="finder__count">
            {count === 0 ? 'No course matches' : count === 1 ? '1 course' : `${count} courses`}
          </p>
          {view?.clear}
        </div>
        {view?.empty}
      </div>
    </section>
  )
}
