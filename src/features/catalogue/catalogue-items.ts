/**
 * The one list the course finder works on: the instructor-led courses and then the self-paced
 * ones, in page order, each with its topic and reskilling tracks; and the one place that says
 * which of their fields are searchable. The search index (search-index.ts) reads each field's
 * `fieldText`, the text the cards show (course-facets.ts). Part of /courses' own chunk: the finder
 * is rendered with the page (docs/decisions/0076-course-finder-as-ordinary-react.md).
 */
import type { CourseTopic } from '~/lib/content/course-topics'
import { INSTRUCTOR_LED_COURSES, type InstructorLedCourse } from '~/lib/content/instructor-led-courses'
import type { TrackId } from '~/lib/content/tracks'
import type { CourseFormat } from './catalogue-search-params'
import { courseKey, TOPIC_LABELS, trackNames } from './course-facets'
import { SELF_PACED_COURSES, type SelfPacedCourse } from './self-paced-courses'

export const FORMAT_LABELS: Readonly<Record<CourseFormat, string>> = {
  'self-paced': 'Self-paced',
  'instructor-led': 'Instructor-led',
}

/** The keys of a record whose type names every key (none missing, none extra), in order. */
const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] =>
  Object.keys(record).filter((key): key is K => key in record)

// The lazy chunks take the topic and format lists from here, not from ~/lib/content/course-topics
// or ./catalogue-search-params: those modules are in the app's entry chunk, and a lazy chunk
// importing them makes the bundler split them off into extra chunks on every page's critical
// path. A unit test checks that the lists match.
export const TOPICS: readonly CourseTopic[] = keysOf(TOPIC_LABELS)
export const FORMATS: readonly CourseFormat[] = keysOf(FORMAT_LABELS)

export type CatalogueItem = {
  key: string
  format: CourseFormat
  title: string
  /** The line under the title: a self-paced course's subtitle, an instructor-led course's summary. */
  subtitle: string
  topic: CourseTopic
  tracks: readonly TrackId[]
}

/** A course as the finder sees it: its key, its format and `subtitle`, the line under its title. */
const toItem = (
  format: CourseFormat,
  subtitle: string,
  { id, title, topic, tracks }: InstructorLedCourse | SelfPacedCourse,
): CatalogueItem => ({ key: courseKey(id), format, title, subtitle, topic, tracks })

/** The finder's list of the given courses: the instructor-led ones first, as the page shows them. */
export const catalogueItems = (
  instructorLed: readonly InstructorLedCourse[],
  selfPaced: readonly SelfPacedCourse[],
): CatalogueItem[] => [
  ...instructorLed.map((course) => toItem('instructor-led', course.summary, course)),
  ...selfPaced.map((course) => toItem('self-paced', course.subtitle, course)),
]

export const CATALOGUE_ITEMS: readonly CatalogueItem[] = catalogueItems(INSTRUCTOR_LED_COURSES, SELF_PACED_COURSES)

/** Each searchable field's text exactly as the card shows it, in the order a card shows them. */
const FIELD_TEXT = {
  title: (item: CatalogueItem) => item.title,
  subtitle: (item: CatalogueItem) => item.subtitle,
  topic: (item: CatalogueItem) => TOPIC_LABELS[item.topic],
  tracks: (item: CatalogueItem) => trackNames(item.tracks),
}
export type SearchField = keyof typeof FIELD_TEXT
export const SEARCH_FIELDS = keysOf(FIELD_TEXT)

export const fieldText = (item: CatalogueItem, field: SearchField): string => FIELD_TEXT[field](item)
