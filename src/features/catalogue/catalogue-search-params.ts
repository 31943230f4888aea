/**
 * The state of the course finder as it lives in the URL of /courses
 * (`?q=prompt&topic=agents&topic=security&track=4&format=self-paced&fits=1`), parsed by the
 * route's `validateSearch`. Parse, don't trust: anything unknown or malformed is dropped. This
 * module is in the app's entry chunk (the route tree), loaded by every page: it imports no data,
 * and the finder's lazy chunks do not import it (they would split it off into a chunk of its own).
 */
import { COURSE_TOPICS, type CourseTopic } from '~/lib/content/course-topics'
import type { TrackId } from '~/lib/content/tracks'

export const COURSE_FORMATS = ['self-paced', 'instructor-led'] as const
export type CourseFormat = (typeof COURSE_FORMATS)[number]

export type CatalogueSearch = {
  /** What the learner typed, as typed. */
  q?: string
  /** Topics, any of which a course may have; in catalogue order, each once. */
  topic?: CourseTopic[]
  track?: TrackId
  format?: CourseFormat
  /** Only courses on the tracks of the learner's target role. */
  fits?: 1
}

/** Longer input is cut: no title comes close, and the URL stays a sane length. */
export const MAX_QUERY_LENGTH = 200

/**
 * Track ids are 0-10 (~/lib/content/tracks). Checked by range rather than against TRACK_IDS,
 * which would put the whole track list on every page's critical path; a unit test keeps the two
 * in step.
 */
export function isTrackId(value: number): value is TrackId {
  return Number.isInteger(value) && value >= 0 && value <= 10
}

export function parseCatalogueSearch({ q, topic, track, format, fits }: Record<string, unknown>): CatalogueSearch {
  const parsed: CatalogueSearch = {}
  // The router reads `q=42` or `q=true` as a number or a boolean: still what was typed.
  const text = typeof q === 'string' || typeof q === 'number' || typeof q === 'boolean' ? String(q) : ''
  if (text.trim()) parsed.q = text.slice(0, MAX_QUERY_LENGTH)
  const topics = COURSE_TOPICS.filter((t) => t === topic || (Array.isArray(topic) && topic.includes(t)))
  if (topics.length > 0) parsed.topic = topics
  // The router reads `track=4` as a number; anything else is not a track.
  if (typeof track === 'number' && isTrackId(track)) parsed.track = track
  const known = COURSE_FORMATS.find((f) => f === format)
  if (known) parsed.format = known
  // `fits=1` (the app) or `fits=true`.
  if (fits === 1 || fits === true) parsed.fits = 1
  return parsed
}
