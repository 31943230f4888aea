/**
 * The five instructor-led courses (docs/product.md (Data)). Their order is the card order on /courses and the
 * route order of "Explore" (docs/product.md (Screens): leadership, masterclass, strategy, readiness, mindset).
 */
import { paths } from '../paths'
import type { CourseTopic } from './course-topics'
import type { TrackId } from './tracks'

export const INSTRUCTOR_LED_IDS = ['leadership', 'masterclass', 'strategy', 'readiness', 'mindset'] as const
export type InstructorLedId = (typeof INSTRUCTOR_LED_IDS)[number]

export type InstructorLedCourse = {
  id: InstructorLedId
  title: string
  summary: string
  audience: string
  hours: number
  mode: 'Online or in-person'
  delivery: string
  levels: string
  path: string
  /** The catalogue topic it is filed under on /courses. */
  topic: CourseTopic
  /**
   * Reskilling tracks (ids of ./tracks), listed per course: each of the five is written for a
   * named audience, which a topic alone does not capture (the mindset half-day is foundational,
   * not technical). docs/decisions/0076-course-finder-as-ordinary-react.md.
   */
  tracks: readonly TrackId[]
}

export const INSTRUCTOR_LED_COURSES: readonly InstructorLedCourse[] = [
  {
    id: 'leadership',
    title: 'Essential Competencies of AI/GenAI Leader',
    summary:
      'The four competencies, six styles and 24 behaviours that let leaders take their teams through AI adoption.',
    audience: 'Executives and middle managers',
    hours: 12,
    mode: 'Online or in-person',
    delivery: '2 days of 6 hours, instructor-led, with 1-to-1 coaching',
    levels: 'Leaders at levels L1 to L4',
    path: paths.leadershipCourse,
    topic: 'leadership',
    tracks: [2, 8],
  },
  {
    id: 'masterclass',
    title: 'Generative AI Technical Masterclass',
    summary:
      'A hands-on tour of 14 technical topics, from transformers and retrieval to agents, evaluation and LLMOps.',
    audience: 'Technical professionals',
    hours: 18,
    mode: 'Online or in-person',
    delivery: '3 days of 6 hours with labs, instructor-led, with 1-to-1 coaching',
    levels: 'Engineers, data professionals and technical leads',
    path: paths.masterclassCourse,
    topic: 'generative-ai',
    tracks: [1, 4, 5, 6],
  },
  {
    id: 'strategy',
    title: 'AI/GenAI Digital Strategy',
    summary:
      'Build an AI transformation strategy that links use cases to value, capabilities, risk and a realistic roadmap.',
    audience: 'Executives and middle managers',
    hours: 6,
    mode: 'Online or in-person',
    delivery: '1 day, instructor-led workshop, with 1-to-1 coaching',
    levels: 'Leaders at levels L1 to L4',
    path: paths.strategyCourse,
    topic: 'strategy',
    tracks: [2, 8],
  },
  {
    id: 'readiness',
    title: 'AI/GenAI Operational Readiness',
    summary:
      'Prepare people, processes, data and platforms to run AI in production with the Readiness Rocket Framework.',
    audience: 'Executives and middle managers',
    hours: 12,
    mode: 'Online or in-person',
    delivery: '2 days of 6 hours (DAY 1 and DAY 2), instructor-led, with 1-to-1 coaching',
    levels: 'Leaders at levels L1 to L4',
    path: paths.readinessCourse,
    topic: 'strategy',
    tracks: [2, 8],
  },
  {
    id: 'mindset',
    title: 'Cultivating AI/GenAI Mindset',
    summary:
      'Replace fear with curiosity: a practical half-day on working alongside AI with confidence and good judgement.',
    audience: 'Executives, middle managers and early career professionals',
    hours: 4,
    mode: 'Online or in-person',
    delivery: 'Half a day, instructor-led, with 1-to-1 coaching',
    levels: 'All levels',
    path: paths.mindsetCourse,
    topic: 'generative-ai',
    tracks: [0],
  },
]

export function instructorLedCourse(id: InstructorLedId): InstructorLedCourse {
  const course = INSTRUCTOR_LED_COURSES.find((c) => c.id === id)
  if (!course) throw new Error(`Unknown instructor-led course: ${id}`)
  return course
}
