/** Copy of /courses (docs/product.md (Screens): instructor-led landing, then the catalogue, then the tracks). */
import { INSTRUCTOR_LED_COURSES } from '~/lib/content/instructor-led-courses'

export const COURSES_HERO = {
  title: 'AI Reskilling for all types of Individuals',
  lead: 'Instructor-led courses for leaders and technical professionals, a catalogue of self-paced courses, and eleven reskilling tracks that tie them together.',
} as const

export const BLINK_STATEMENT = 'AI will not take your job. Someone who uses AI will.'

export const SECTION_IDS = {
  instructorLed: 'instructor-led',
  assessment: 'assessment',
  catalogue: 'catalogue',
  tracks: 'reskilling-tracks',
} as const

export const ASSESSMENT_CTA = {
  title: 'Not sure where to start?',
  text: 'The Reskilling Assessment proposes the AI/GenAI role that fits your background and the track that leads to it.',
  cta: 'Reskilling Assessment',
} as const

export const CATALOGUE_NOTE =
  'We recommend taking the Reskilling Assessment first. It maps you to a target role and a track, so every course you take adds up to a new role rather than a collection of certificates.'

/** "Explore" navigates by card position (docs/product.md (Screens)); card order = route order (docs/product.md (Screens)). */
export const COURSE_ROUTES: readonly string[] = INSTRUCTOR_LED_COURSES.map((c) => c.path)

export function courseRouteForIndex(index: number): string | undefined {
  const route = Number.isInteger(index) ? COURSE_ROUTES[index] : undefined
  if (route === undefined) console.warn('No course route for index', index)
  return route
}
