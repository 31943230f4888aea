/**
 * The course finder's logic and filter controls, loaded after hydration (course-finder.tsx).
 * The URL is the state (catalogue-search-params.ts); the search box is the one exception while
 * the learner types: the list follows every keystroke and the URL catches up a moment later
 * (docs/decisions/0038-catalogue-state-in-the-url.md).
 */
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { TRACKS } from '~/lib/content/tracks'
import { useSession } from '~/lib/session'
import { cardMarks, lastMarks, prepareMarks } from './card-marks'
import { type CatalogueFilters, type FacetCounts, facetCounts, filterItems } from './catalogue-filter'
import { CATALOGUE_ITEMS, FORMAT_LABELS, FORMATS, TOPICS } from './catalogue-items'
import { TOPIC_LABELS } from './course-facets'
import type { CatalogueSearch } from './catalogue-search-params'
import { type CardMarks, FINDER_IDS, type FinderView, finderView } from './finder-view'
import { learnerRole, type LearnerRole } from './learner-role'
import type { CatalogueSearchIndex } from './search-index'

/** How long typing may pause before the URL takes the query. */
const URL_DELAY_MS = 400

let indexLoad: Promise<CatalogueSearchIndex> | undefined
/** minisearch and the index: their own chunk, loaded on the first focus or keystroke in the box. */
function loadIndex(): Promise<CatalogueSearchIndex> {
  indexLoad ??= import('./search-index').then((m) => {
    const index = m.createSearchIndex(CATALOGUE_ITEMS)
    // One search and the cards' words now, while the learner has only focused the box: V8
    // compiles a function when it first runs, and the first keystroke paid for compiling the
    // search and the marks (docs/decisions/0069-finder-hides-cards-by-attribute.md).
    prepareMarks(CATALOGUE_ITEMS, index.search('agent')?.terms)
    index.searchAhead()
    return index
  })
  // Offline before the chunk was cached: the next keystroke tries again.
  indexLoad.catch(() => {
    indexLoad = undefined
  })
  return indexLoad
}

/** Lists "a, b and c". */
const sentence = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

/** A prerendered element of the finder, if it is there and what it should be. */
function element<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T | null {
  const found = document.getElementById(id)
  return found instanceof type ? found : null
}
const searchBox = () => element(FINDER_IDS.input, HTMLInputElement)

/**
 * The URL's state as the finder writes it: empty values left out, topics in catalogue order. (Not
 * parseCatalogueSearch: that module is in the app's entry chunk, see catalogue-items.ts.)
 */
function tidy({ q, topic, track, format, fits }: CatalogueSearch): CatalogueSearch {
  return {
    ...(q?.trim() ? { q } : {}),
    ...(topic?.length ? { topic: TOPICS.filter((t) => topic.includes(t)) } : {}),
    ...(track === undefined ? {} : { track }),
    ...(format ? { format } : {}),
    ...(fits ? { fits } : {}),
  }
}

/** The words of a text of words: "a b" → {a, b}, "" → {}. */
const keySet = (text: string): ReadonlySet<string> => new Set(text.split(' ').filter(Boolean))

/**
 * The finder works on the URL of /courses; anywhere else (a test's bare router) it stays out.
 * Memoised: the page re-renders on every keystroke and need not take the controls with it.
 */
export default memo(function FinderControls() {
  // Structural sharing: a filter keeps its identity while only the query changes, so the list and
  // the counts are not worked out again when the URL catches up with the typing.
  const search = useSearch({ from: '/courses/', shouldThrow: false, structuralSharing: true })
  return search ? <Controls search={search} /> : null
})

function Controls({ search }: { search: CatalogueSearch }) {
  const navigateTo = useNavigate({ from: '/courses/' })
  // What is in the search box (uncontrolled, so text typed before this loaded is kept).
  const [draft, setDraft] = useState('')
  /** The q the URL will have once our last write lands; any other q came from outside (Back, a link). */
  const written = useRef<string | undefined>(undefined)
  /** True once this burst of typing has its own history entry: later keystrokes replace it. */
  const typingEntry = useRef(false)
  const timer = useRef<number | undefined>(undefined)

  const [index, setIndex] = useState<CatalogueSearchIndex | null>(null)
  const ensureIndex = useCallback(() => {
    loadIndex().then(setIndex, () => {})
  }, [])

  const navigate = useCallback(
    (next: CatalogueSearch, replace: boolean) => {
      window.clearTimeout(timer.current)
      const clean = tidy(next)
      written.current = clean.q
      // Filters change the list, not the page: the scroll position stays.
      void navigateTo({ search: clean, replace, resetScroll: false })
    },
    [navigateTo],
  )

  /** Starts over with `next` (nothing: every course), the box emptied and focused. */
  const reset = useCallback(
    (next: CatalogueSearch) => {
      typingEntry.current = false
      const box = searchBox()
      if (box) box.value = ''
      setDraft('')
      navigate(next, false)
      // The button that was pressed goes away with the result: focus stays in the finder.
      box?.focus()
    },
    [navigate],
  )

  // URL → box: when this loads (a shared link, a form sent before the app loaded) and on Back/Forward.
  const syncFromUrl = useEffectEvent(() => {
    const box = searchBox()
    if (!box) return
    if (written.current === undefined && search.q === undefined && box.value.trim() !== '') {
      // Typed before the app took over and not sent: keep it, and search it.
      setDraft(box.value)
      ensureIndex()
      navigate({ ...search, q: box.value }, true)
      return
    }
    if (search.q === written.current && box.value === (search.q ?? '')) return
    written.current = search.q
    typingEntry.current = false
    box.value = search.q ?? ''
    setDraft(box.value)
    if (search.q) ensureIndex()
  })
  useEffect(() => syncFromUrl(), [search.q])

  // A shared link with filters opens the panel that shows them.
  const openPanel = useEffectEvent(() => {
    const panel = element(FINDER_IDS.panel, HTMLDetailsElement)
    if (panel && filtersOn > 0) panel.open = true
  })
  useEffect(() => openPanel(), [])

  const onType = useEffectEvent((text: string) => {
    setDraft(text)
    ensureIndex()
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      // The first write of a burst of typing adds a history entry; the rest replace it.
      navigate({ ...search, q: text }, typingEntry.current)
      typingEntry.current = true
    }, URL_DELAY_MS)
  })
  const onSubmit = useEffectEvent(() => {
    navigate({ ...search, q: searchBox()?.value }, typingEntry.current)
    typingEntry.current = false
  })
  useEffect(() => {
    const box = searchBox()
    const form = element(FINDER_IDS.form, HTMLFormElement)
    if (!box || !form) return
    const typed = () => {
      // Where the app's part of a keystroke starts, for the Performance panel and
      // scripts/finder-typing.mjs (the browser's own key handling comes before it).
      performance.mark('finder:input')
      onType(box.value)
    }
    const submitted = (event: SubmitEvent) => {
      event.preventDefault()
      onSubmit()
    }
    const stopTyping = () => {
      typingEntry.current = false
    }
    if (document.activeElement === box) ensureIndex()
    box.addEventListener('input', typed)
    box.addEventListener('focus', ensureIndex)
    box.addEventListener('blur', stopTyping)
    form.addEventListener('submit', submitted)
    return () => {
      box.removeEventListener('input', typed)
      box.removeEventListener('focus', ensureIndex)
      box.removeEventListener('blur', stopTyping)
      form.removeEventListener('submit', submitted)
      window.clearTimeout(timer.current)
    }
  }, [ensureIndex])

  /** The query typed so far and the URL's state, for the filter controls' stable handler. */
  const latest = useRef({ search, draft })
  useLayoutEffect(() => {
    latest.current = { search, draft }
  })
  /** A filter change: its own history entry, with the query as typed so far. */
  const setFilters = useCallback(
    (change: Partial<CatalogueSearch>) => {
      typingEntry.current = false
      navigate({ ...latest.current.search, q: latest.current.draft, ...change }, false)
    },
    [navigate],
  )

  // "Fits my role": the target role of the logged-in learner.
  const session = useSession()
  const email = session.status === 'loggedIn' ? session.user.email : null
  const role: LearnerRole | null = useMemo(() => (email ? learnerRole(email) : null), [email])
  const roleTracks = useMemo(() => role?.tracks.map((track) => track.id), [role])

  const filters: CatalogueFilters = useMemo(
    () => ({
      topics: search.topic ?? [],
      track: search.track,
      format: search.format,
      // Without a known role (logged out, no assessment yet) the flag of a shared link does nothing.
      fitsTracks: search.fits && roleTracks ? roleTracks : undefined,
    }),
    [search.topic, search.track, search.format, search.fits, roleTracks],
  )

  // The list follows every keystroke at once, in the keystroke's own task: the search (one
  // minisearch query over 56 courses) and the view are cheap, and the page re-renders only the
  // cards that change (docs/decisions/0065-finder-one-task-per-keystroke.md).
  const result = useMemo(() => (index ? index.search(draft) : null), [index, draft])
  // What a keystroke changes, as text: most keystrokes ("promp" → "prompt") change neither the
  // courses matched nor the words marked, and then nothing below is worked out or rendered again.
  const matchedText = result ? [...result.keys].join(' ') : null
  const termsText = result ? [...result.terms].sort().join(' ') : ''
  const matches = useMemo(() => (matchedText === null ? null : keySet(matchedText)), [matchedText])
  const shownText = useMemo(
    () =>
      filterItems(CATALOGUE_ITEMS, filters, matches)
        .map((item) => item.key)
        .join(' '),
    [filters, matches],
  )
  // The marks follow the list in a render of their own, a frame later and interruptible by the
  // next key: the keystroke's task only shows and hides cards
  // (docs/decisions/0069-finder-hides-cards-by-attribute.md).
  const markedText = useDeferredValue(shownText)
  const markedTerms = useDeferredValue(termsText)
  const marks = useMemo(() => {
    const keys = keySet(markedText)
    const terms = keySet(markedTerms)
    // Marks are worked out for the shown cards only; a hidden card keeps its last ones.
    const byKey = new Map<string, CardMarks>()
    for (const item of CATALOGUE_ITEMS) {
      const itemMarks = keys.has(item.key) ? cardMarks(item, terms) : lastMarks(item.key)
      if (itemMarks) byKey.set(item.key, itemMarks)
    }
    return byKey
  }, [markedText, markedTerms])
  const active = draft.trim() !== '' || Object.keys(search).length > 0
  const filtersOn =
    (search.topic?.length ?? 0) + [search.track, search.format, search.fits].filter((v) => v !== undefined).length
  // The query matters to the view only when nothing is left: it is in the message.
  const emptyQuery = shownText === '' ? draft.trim() : ''
  /** When the words match no course at all: the topic closest to them. */
  const suggestion = useMemo(
    () => (index && matchedText === '' ? index.closestTopic(emptyQuery) : null),
    [index, matchedText, emptyQuery],
  )
  const view = useMemo(
    (): FinderView => ({
      keys: keySet(shownText),
      marks,
      active,
      filtersOn: filtersOn > 0 ? ` (${filtersOn} on)` : '',
      clear: active ? (
        <button type="button" className="btn btn--ghost" onClick={() => reset({})}>
          Clear filters
        </button>
      ) : null,
      empty: shownText ? null : (
        <div className="finder__empty">
          <p>
            {emptyQuery
              ? `No course has every word of “${emptyQuery}”${filtersOn > 0 ? ' with these filters' : ''}.`
              : 'No course passes all of these filters.'}
          </p>
          {suggestion ? (
            <p>
              Closest topic:{' '}
              <button type="button" className="finder__suggestion" onClick={() => reset({ topic: [suggestion] })}>
                {TOPIC_LABELS[suggestion]}
              </button>
            </p>
          ) : null}
        </div>
      ),
    }),
    [shownText, marks, active, filtersOn, emptyQuery, suggestion, reset],
  )
  // A layout effect: the page's update is then synchronous, in this same task (finder-view.ts).
  useLayoutEffect(() => finderView.publish(view), [view])
  // Leaving the page: the next visit starts from its own URL.
  useEffect(() => () => finderView.publish(null), [])

  // The counts on the filters follow a moment later, in a render of their own that never holds
  // up the list (and none at all while the matches stay the same).
  const deferredMatches = useDeferredValue(matches)
  const counts = useMemo(() => facetCounts(CATALOGUE_ITEMS, filters, deferredMatches), [filters, deferredMatches])
  const fitsCount = useMemo(
    () =>
      roleTracks ? filterItems(CATALOGUE_ITEMS, { ...filters, fitsTracks: roleTracks }, deferredMatches).length : 0,
    [filters, deferredMatches, roleTracks],
  )

  return (
    <Filters
      topics={filters.topics}
      track={search.track}
      format={search.format}
      fits={search.fits}
      counts={counts}
      fitsCount={fitsCount}
      role={role}
      setFilters={setFilters}
    />
  )
}

/** The chips and selects, each choice with how many courses it would leave. */
const Filters = memo(function Filters({
  topics,
  track,
  format,
  fits,
  counts,
  fitsCount,
  role,
  setFilters,
}: {
  topics: CatalogueFilters['topics']
  track: CatalogueSearch['track']
  format: CatalogueSearch['format']
  fits: CatalogueSearch['fits']
  counts: FacetCounts
  fitsCount: number
  role: LearnerRole | null
  setFilters: (change: Partial<CatalogueSearch>) => void
}) {
  const toggleTopic = useCallback(
    (checked: boolean, value: string) => {
      const topic = TOPICS.find((t) => t === value)
      if (topic) setFilters({ topic: checked ? [...topics, topic] : topics.filter((t) => t !== topic) })
    },
    [topics, setFilters],
  )
  const toggleFits = useCallback((checked: boolean) => setFilters({ fits: checked ? 1 : undefined }), [setFilters])
  return (
    <div className="finder__filters">
      <fieldset className="finder__group">
        <legend>Topic</legend>
        <ul className="finder__chips">
          {TOPICS.map((topic) => (
            <li key={topic}>
              <Chip
                name="topic"
                value={topic}
                checked={topics.includes(topic)}
                count={counts.topic.get(topic) ?? 0}
                onToggle={toggleTopic}
              >
                {TOPIC_LABELS[topic]}
              </Chip>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="finder__selects">
        <div className="field">
          <label htmlFor="finder-track">Track</label>
          <select
            id="finder-track"
            name="track"
            value={track ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value
              setFilters({ track: TRACKS.find((t) => String(t.id) === value)?.id })
            }}
          >
            <option value="">All tracks ({counts.anyTrack})</option>
            {TRACKS.map((t) => (
              <option key={t.id} value={t.id}>
                Track {t.id}: {t.title} ({counts.track.get(t.id)})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="finder-format">Format</label>
          <select
            id="finder-format"
            name="format"
            value={format ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value
              setFilters({ format: FORMATS.find((f) => f === value) })
            }}
          >
            <option value="">All formats ({counts.anyFormat})</option>
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]} ({counts.format.get(f)})
              </option>
            ))}
          </select>
        </div>
      </div>

      {role ? (
        <div className="finder__fits">
          <Chip
            name="fits"
            value="1"
            checked={fits === 1}
            count={fitsCount}
            describedBy="finder-fits-why"
            onToggle={toggleFits}
          >
            Fits my role
          </Chip>
          <p id="finder-fits-why" className="finder__hint">
            {role.role}: the {sentence(role.tracks.map((t) => t.title))}{' '}
            {role.tracks.length === 1 ? 'track leads' : 'tracks lead'} there.
          </p>
        </div>
      ) : null}
    </div>
  )
})

/** A checkbox shown as a chip, with how many courses it would leave; re-renders only when they change. */
const Chip = memo(function Chip(props: {
  name: string
  value: string
  checked: boolean
  count: number
  describedBy?: string
  onToggle: (checked: boolean, value: string) => void
  children: string
}) {
  return (
    <label className="chip">
      <input
        className="chip__input"
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onToggle(event.currentTarget.checked, props.value)}
      />
      {props.children}{' '}
      <span className="chip__count">
        {props.count}
        <span className="visually-hidden"> {props.count === 1 ? 'course' : 'courses'}</span>
      </span>
    </label>
  )
})
