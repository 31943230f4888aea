/**
 * The learning plan of an assessment outcome (/plan/<slug>): the role and what it does, its tracks
 * with their courses, the three mandatory courses, the instructor-led courses that fit, and the
 * next steps. Everything is drawn from the shared modules (roles, tracks, mandatory and
 * instructor-led courses, site configuration); the self-paced catalogue is passed in by the caller,
 * because it belongs to the catalogue feature.
 *
 * Which self-paced courses belong to a track is derived from each course's topic through one typed
 * map (TOPIC_TRACKS). The catalogue does not record track membership itself; when it does, this
 * map is the one place to replace.
 */
import { INSTRUCTOR_LED_COURSES, type InstructorLedCourse, type InstructorLedId } from './instructor-led-courses'
import { MANDATORY_COURSES } from './mandatory-courses'
import { JOB_ROLES, type Outcome } from './roles'
import { tracksForOutcome, type Track, type TrackId } from './tracks'
import { paths } from '../paths'
import { ROLE_COURSE_URLS } from '../outcome-links'

/**
 * The tracks whose course list a catalogue topic belongs to. Keyed by the catalogue's topics: the
 * catalogue's course type only fits `PlanCatalogueCourse` while every topic it knows has an entry.
 */
export const TOPIC_TRACKS = {
  'generative-ai': [0],
  'prompt-engineering': [1, 6],
  agents: [4],
  'responsible-ai': [3],
  audits: [3],
  security: [9],
  infrastructure: [10],
  ux: [6],
  creativity: [7],
  data: [5],
  leadership: [2],
  strategy: [8],
} as const satisfies Record<string, readonly TrackId[]>
export type PlanTopic = keyof typeof TOPIC_TRACKS

/**
 * The catalogue course of each mandatory course (by mandatory course id): its links are the
 * mandatory course's links, and it is not listed again under a track. A test checks every
 * mandatory course has one.
 */
export const MANDATORY_CATALOGUE_TITLES: Readonly<Record<string, string>> = {
  'genai-fundamentals': 'Generative AI Fundamentals',
  'prompt-engineering': 'Prompt Engineering Essentials',
  'bias-hallucination': 'Bias and Hallucination',
}

/** The tracks each instructor-led course serves: a plan offers the ones that share a track with it. */
export const INSTRUCTOR_LED_TRACKS = {
  leadership: [2],
  masterclass: [1, 4, 5, 6, 10],
  strategy: [8],
  readiness: [3, 8, 9],
  mindset: [0],
} as const satisfies Record<InstructorLedId, readonly TrackId[]>

export type PlanLink = { label: string; url: string }

/** What the plan needs of a self-paced catalogue course. */
export type PlanCatalogueCourse = {
  title: string
  subtitle: string
  topic: PlanTopic
  links: readonly PlanLink[]
}

export type PlanCourse = { title: string; summary: string; links: readonly PlanLink[] }
export type PlanTrack = { track: Track; courses: readonly PlanCourse[] }
export type PlanStep = { text: string; link?: { label: string; href: string } }

export type LearningPlan = {
  outcome: Outcome
  /** What the role does, from the shared role content; none for the Foundational Track (its track says it). */
  summary: string | undefined
  mandatoryCourses: readonly PlanCourse[]
  tracks: readonly PlanTrack[]
  instructorLed: readonly InstructorLedCourse[]
  /** The outcome's course page on the course site. */
  courseUrl: string
  nextSteps: readonly PlanStep[]
}

const mandatoryTitles: readonly string[] = Object.values(MANDATORY_CATALOGUE_TITLES)

function toPlanCourse(course: PlanCatalogueCourse): PlanCourse {
  return { title: course.title, summary: course.subtitle, links: course.links }
}

/**
 * The courses of each of the outcome's tracks. A course whose topic serves several of those tracks
 * is listed once, under the first; the catalogue's copies of the mandatory courses are listed with
 * the mandatory courses instead.
 */
function planTracks(tracks: readonly Track[], catalogue: readonly PlanCatalogueCourse[]): PlanTrack[] {
  const listed = new Set<string>(mandatoryTitles)
  return tracks.map((track) => {
    const courses = catalogue.filter((course) => {
      if (listed.has(course.title)) return false
      const topicTracks: readonly TrackId[] = TOPIC_TRACKS[course.topic]
      return topicTracks.includes(track.id)
    })
    for (const course of courses) listed.add(course.title)
    return { track, courses: courses.map(toPlanCourse) }
  })
}

function mandatoryCourses(catalogue: readonly PlanCatalogueCourse[]): PlanCourse[] {
  return MANDATORY_COURSES.map((course) => {
    const inCatalogue = catalogue.find((entry) => entry.title === MANDATORY_CATALOGUE_TITLES[course.id])
    return { title: course.title, summary: course.summary, links: inCatalogue?.links ?? [] }
  })
}

function nextSteps(outcome: Outcome, courseUrl: string): PlanStep[] {
  return [
    {
      text: 'Start with the three mandatory courses.',
      link: { label: `Open the ${outcome} course page`, href: courseUrl },
    },
    { text: 'Then take your tracks in order, one course at a time.' },
    {
      text: 'Add an instructor-led course for live practice and coaching.',
      link: { label: 'See all courses', href: paths.courses },
    },
    {
      text: 'Retake the assessment when your goals change.',
      link: { label: 'Take the assessment', href: paths.assessments },
    },
  ]
}

export function learningPlan(outcome: Outcome, catalogue: readonly PlanCatalogueCourse[]): LearningPlan {
  const tracks = tracksForOutcome(outcome)
  const trackIds = new Set<TrackId>(tracks.map((track) => track.id))
  const courseUrl = ROLE_COURSE_URLS[outcome]
  return {
    outcome,
    summary: JOB_ROLES.find((role) => role.title === outcome)?.description,
    mandatoryCourses: mandatoryCourses(catalogue),
    tracks: planTracks(tracks, catalogue),
    instructorLed: INSTRUCTOR_LED_COURSES.filter((course) =>
      INSTRUCTOR_LED_TRACKS[course.id].some((id: TrackId) => trackIds.has(id)),
    ),
    courseUrl,
    nextSteps: nextSteps(outcome, courseUrl),
  }
}
