import { INSTRUCTOR_LED_IDS } from '~/lib/content/instructor-led-courses'

export const COURSE_IDS = INSTRUCTOR_LED_IDS
export type CourseId = (typeof COURSE_IDS)[number]
