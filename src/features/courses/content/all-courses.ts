import type { CourseContent } from '../course-content'
import type { InstructorLedId } from '~/lib/content/instructor-led-courses'
import { LEADERSHIP } from './leadership'
import { MASTERCLASS } from './masterclass'
import { MINDSET } from './mindset'
import { READINESS } from './readiness'
import { STRATEGY } from './strategy'

/** Every course's content by id, for checks across courses (pages import only their own). */
export const COURSE_CONTENT: Record<InstructorLedId, CourseContent> = {
  leadership: LEADERSHIP,
  masterclass: MASTERCLASS,
  strategy: STRATEGY,
  readiness: READINESS,
  mindset: MINDSET,
}
