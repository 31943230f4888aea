/**
 * The course finder's state. The URL is the state (catalogue-search-params.ts, the route's
 * validateSearch): a reload, Back and a shared link show the same list. The one thing ahead of
 * the URL is the search box while the learner types: the list follows every keystroke (deferred,
 * so typing never waits for it) and the URL takes the query once typing pauses.
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from '~/lib/use-hydrated'
import { useSession } from '~/lib/session'
import { cardMarks, type CardMarks } from './card-marks'
import { type CatalogueFilters, facetCounts, filterItems } from './catalogue-filter'
import { CATALOGUE_ITEMS } from './catalogue-items'
import { type CatalogueSearch, parseCatalogueSearch } from './catalogue-search-params'
import { learnerRole } from './learner-role'
import { catalogueIndex } from './search-index'

/** How long typing may pause before the URL takes the query. */
const URL_DELAY_MS = 400

const NO_SEARCH: CatalogueSearch = {}

export function useCourseFinder() {
  // The prerendered page lists every course; hydration renders the same, and the URL applies
  // right after. Outside /courses (a test's bare router) the finder shows every course.
  const urlSearch = useSearch({ from: '/courses/', shouldThrow: false }) ?? NO_SEARCH
  const search = useHydrated() ? urlSearch : NO_SEARCH
  const navigateTo = useNavigate({ from: '/courses/' })

  // The search box. It follows the URL when the URL changes from outside (Back, a link), not
  // when the URL catches up with what was typed here.
  const [query, setQueryState] = useState(search.q ?? '')
  const [urlQuery, setUrlQuery] = useState(search.q)
  /** The finder's last write to the URL, until the URL has it (null: none on its way). */
  const [written, setWritten] = useState<{ q: string | undefined } | null>(null)
  if (search.q !== urlQuery) {
    setUrlQuery(search.q)
    if (written && written.q === search.q) setWritten(null)
    else setQueryState(search.q ?? '')
  }

  /** True while a burst of typing has its own history entry: later writes replace it. */
  const typing = useRef(false)
  const navigate = useCallback(
    (next: CatalogueSearch, replace: boolean) => {
      // Written as the route reads it: empty values left out, topics in catalogue order.
      const clean = parseCatalogueSearch(next)
      setWritten({ q: clean.q })
      // Filters change the list, not the page: the scroll position stays.
      void navigateTo({ search: clean, replace, resetScroll: false })
    },
    [navigateTo],
  )

  // The URL takes the query once typing pauses.
  useEffect(() => {
    if (query.trim() === (search.q ?? '').trim()) return
    const timer = window.setTimeout(() => {
      navigate({ ...search, q: query }, typing.current)
      typing.current = true
    }, URL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [query, search, navigate])

  /** A filter change: a history entry of its own, with the query as typed so far. */
  const setFilters = (change: Partial<CatalogueSearch>) => {
    typing.current = false
    navigate({ ...search, q: query, ...change }, false)
  }
  /** Starts over with `next` (nothing: every course), the box emptied. */
  const reset = (next: CatalogueSearch) => {
    typing.current = false
    setQueryState('')
    navigate(next, false)
  }
  /** The search form was sent (Enter, or the Search button): the URL takes the query now. */
  const submit = () => {
    navigate({ ...search, q: query }, typing.current)
    typing.current = false
  }

  // "Fits my role": the tracks of the logged-in learner's target role.
  const session = useSession()
  const email = session.status === 'loggedIn' ? session.user.email : null
  const role = useMemo(() => (email ? learnerRole(email) : null), [email])
  const roleTracks = useMemo(() => role?.tracks.map((track) => track.id), [role])

  const filters: CatalogueFilters = useMemo(
    () => ({
      topics: search.topic ?? [],
      track: search.track,
      format: search.format,
      // Without a known role (logged out, no assessment yet) the flag of a shared link does nothing.
      fitsTracks: search.fits ? roleTracks : undefined,
    }),
    [search.topic, search.track, search.format, search.fits, roleTracks],
  )

  // The list, the marks and the counts follow the box in a render that the next key interrupts.
  const deferredQuery = useDeferredValue(query)
  const result = useMemo(() => catalogueIndex().search(deferredQuery), [deferredQuery])
  const matches = result?.keys ?? null
  const shown = useMemo(
    () => new Set(filterItems(CATALOGUE_ITEMS, filters, matches).map((i) => i.key)),
    [filters, matches],
  )
  const marks = useMemo(() => {
    const byKey = new Map<string, CardMarks>()
    for (const item of CATALOGUE_ITEMS) {
      const itemMarks = result && shown.has(item.key) ? cardMarks(item, result.terms) : undefined
      if (itemMarks) byKey.set(item.key, itemMarks)
    }
    return byKey
  }, [result, shown])
  const counts = useMemo(() => facetCounts(CATALOGUE_ITEMS, filters, matches), [filters, matches])
  // What "fits my role" would leave.
  const roleCount = useMemo(
    () => (roleTracks ? filterItems(CATALOGUE_ITEMS, { ...filters, fitsTracks: roleTracks }, matches).length : 0),
    [roleTracks, filters, matches],
  )
  const filtersOn =
    (search.topic?.length ?? 0) + [search.track, search.format, search.fits].filter((v) => v !== undefined).length
  // When nothing is left and the words match no course at all: the topic closest to them.
  const suggestion = shown.size === 0 && matches?.size === 0 ? catalogueIndex().closestTopic(deferredQuery) : null

  return {
    search,
    query,
    setQuery: setQueryState,
    /** Typing stopped (the box lost focus): the next write starts a new history entry. */
    endTyping: () => {
      typing.current = false
    },
    submit,
    setFilters,
    reset,
    role,
    shown,
    marks,
    counts,
    roleCount,
    filtersOn,
    /** A search or a filter is on. */
    active: query.trim() !== '' || Object.keys(search).length > 0,
    /** The query in the "nothing found" message, and the topic to suggest then. */
    emptyQuery: shown.size === 0 ? deferredQuery.trim() : '',
    suggestion,
  }
}

export type CourseFinderState = ReturnType<typeof useCourseFinder>
