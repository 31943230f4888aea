import type { CourseContent } from '../course-content'
import type { CourseId } from '../course-ids'
import { LEADERSHIP } from './leadership'
import { MASTERCLASS } from './masterclass'
import { MINDSET } from './mindset'
import { READINESS } from './readiness'
import { STRATEGY } from './strategy'

/** Every course's content by id, for checks across courses (pages import only their own). */
export const COURSE_CONTENT: Record<CourseId, CourseContent> = {
  leadership: LEADERSHIP,
  masterclass: MASTERCLASS,
  strategy: STRATEGY,
  readiness: READINESS,
  mindset: MINDSET,
}
