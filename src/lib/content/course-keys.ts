/**
 * One stable key per real course, for what a learner keeps about courses (their shortlist and what
 * they marked done: src/lib/study-record.ts). A self-paced course is keyed by its catalogue number,
 * an instructor-led course by its id; both are kept when titles change, so a saved course stays
 * saved. The catalogue's copies of the mandatory courses are the same courses and share their keys.
 */
import { INSTRUCTOR_LED_IDS, type InstructorLedId } from './instructor-led-courses'

export type CourseKey = `self-paced-${number}` | `instructor-led-${InstructorLedId}`

/** The key of a self-paced course (its numeric id) or an instructor-led one (its id). */
export function courseKey(id: InstructorLedId | number): CourseKey {
  return typeof id === 'number' ? `self-paced-${id}` : `instructor-led-${id}`
}

const SELF_PACED = /^self-paced-([1-9]\d{0,5})$/

/** True for a string written as a course key (a stored or imported one: whether that course still exists is not asked). */
export function isCourseKey(value: unknown): value is CourseKey {
  if (typeof value !== 'string') return false
  if (SELF_PACED.test(value)) return true
  return value.startsWith('instructor-led-') && (INSTRUCTOR_LED_IDS as readonly string[]).includes(value.slice(15))
}
