/**
 * Filtering the catalogue and counting what each filter would leave: pure functions over the
 * items (catalogue-items.ts), the filters from the URL and the keys the search matched.
 * Topics are one facet whose choices add up (a course on any chosen topic); the facets
 * combine with each other and with the search (a course must pass all of them).
 */
import type { CourseTopic } from '~/lib/content/course-topics'
import { type TrackId, TRACK_IDS } from '~/lib/content/tracks'
import { type CatalogueItem, FORMATS, TOPICS } from './catalogue-items'
import type { CourseFormat } from './catalogue-search-params'

export type CatalogueFilters = {
  topics: readonly CourseTopic[]
  track?: TrackId | undefined
  format?: CourseFormat | undefined
  /** The tracks of the learner's target role when "fits my role" is on and the role is known. */
  fitsTracks?: readonly TrackId[] | undefined
}

/** Keys of the items the search matched; null when there is no search. */
export type SearchMatches = ReadonlySet<string> | null

type Facet = 'topic' | 'track' | 'format'

function passes(item: CatalogueItem, filters: CatalogueFilters, matches: SearchMatches, ignore?: Facet): boolean {
  const { topics, track, format, fitsTracks } = filters
  return (
    (matches === null || matches.has(item.key)) &&
    (ignore === 'topic' || topics.length === 0 || topics.includes(item.topic)) &&
    (ignore === 'track' || track === undefined || item.tracks.includes(track)) &&
    (ignore === 'format' || format === undefined || item.format === format) &&
    (fitsTracks === undefined || item.tracks.some((id) => fitsTracks.includes(id)))
  )
}

/** The items that pass every filter and the search, in their original order. */
export function filterItems(
  items: readonly CatalogueItem[],
  filters: CatalogueFilters,
  matches: SearchMatches,
): CatalogueItem[] {
  return items.filter((item) => passes(item, filters, matches))
}

export type FacetCounts = {
  topic: ReadonlyMap<CourseTopic, number>
  track: ReadonlyMap<TrackId, number>
  format: ReadonlyMap<CourseFormat, number>
  /** With any track / any format: what "All tracks" / "All formats" would leave. */
  anyTrack: number
  anyFormat: number
}

/**
 * How many courses each choice would leave: the search and every other facet applied, this
 * facet set to that choice alone (for a topic: the courses of that topic).
 */
export function facetCounts(
  items: readonly CatalogueItem[],
  filters: CatalogueFilters,
  matches: SearchMatches,
): FacetCounts {
  const count = (ignore: Facet, test: (item: CatalogueItem) => boolean) =>
    items.filter((item) => passes(item, filters, matches, ignore) && test(item)).length
  const tally = <K>(keys: readonly K[], ignore: Facet, has: (item: CatalogueItem, key: K) => boolean) =>
    new Map(keys.map((key) => [key, count(ignore, (item) => has(item, key))]))
  return {
    topic: tally(TOPICS, 'topic', (item, topic) => item.topic === topic),
    track: tally(TRACK_IDS, 'track', (item, id) => item.tracks.includes(id)),
    format: tally(FORMATS, 'format', (item, format) => item.format === format),
    anyTrack: count('track', () => true),
    anyFormat: count('format', () => true),
  }
}
