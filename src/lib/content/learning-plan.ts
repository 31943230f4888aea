/**
 * The learning plan of an assessment outcome (/plan/<slug>): the role and what it does, its tracks
 * with their courses, the three mandatory courses, the instructor-led courses that fit, and the
 * next steps. Everything is drawn from the shared modules (roles, tracks, mandatory and
 * instructor-led courses, site configuration); the self-paced catalogue is passed in by the caller,
 * because it belongs to the catalogue feature.
 *
 * Which courses belong to a track is what each course says (its `tracks`: the catalogue's from
 * its topic, the instructor-led courses' listed per course), the same membership the course
 * finder on /courses filters by.
 */
import { courseKey, type CourseKey } from './course-keys'
import { INSTRUCTOR_LED_COURSES, type InstructorLedCourse } from './instructor-led-courses'
import { MANDATORY_COURSES } from './mandatory-courses'
import { JOB_ROLES, type Outcome } from './roles'
import { tracksForOutcome, type Track, type TrackId } from './tracks'
import { paths } from '../paths'
import { ROLE_COURSE_URLS } from '../outcome-links'

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

export type PlanLink = { label: string; url: string }

/** What the plan needs of a self-paced catalogue course. */
export type PlanCatalogueCourse = {
  /** Its number in the catalogue, from which its key comes (./course-keys). */
  id: number
  title: string
  subtitle: string
  /** The reskilling tracks it belongs to. */
  tracks: readonly TrackId[]
  links: readonly PlanLink[]
}

/** A course of the plan; `key` is the course's (./course-keys), the catalogue copy's for a mandatory course. */
export type PlanCourse = { key: CourseKey; title: string; summary: string; links: readonly PlanLink[] }
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
  return { key: courseKey(course.id), title: course.title, summary: course.subtitle, links: course.links }
}

/**
 * The courses of each of the outcome's tracks. A course that belongs to several of those tracks
 * is listed once, under the one of them with the fewest courses so far (the earlier on a tie), so
 * a broad course never leaves a narrower track of the plan empty; the catalogue's copies of the
 * mandatory courses are listed with the mandatory courses instead.
 */
function planTracks(tracks: readonly Track[], catalogue: readonly PlanCatalogueCourse[]): PlanTrack[] {
  const byTrack = new Map<TrackId, PlanCatalogueCourse[]>(tracks.map((track) => [track.id, []]))
  for (const course of catalogue) {
    if (mandatoryTitles.includes(course.title)) continue
    let chosen: PlanCatalogueCourse[] | undefined
    for (const track of tracks) {
      const list = byTrack.get(track.id)
      if (list && course.tracks.includes(track.id) && (!chosen || list.length < chosen.length)) chosen = list
    }
    chosen?.push(course)
  }
  return tracks.map((track) => ({ track, courses: (byTrack.get(track.id) ?? []).map(toPlanCourse) }))
}

function mandatoryCourses(catalogue: readonly PlanCatalogueCourse[]): PlanCourse[] {
  return MANDATORY_COURSES.map((course) => {
    const inCatalogue = catalogue.find((entry) => entry.title === MANDATORY_CATALOGUE_TITLES[course.id])
    // A test checks the catalogue has every mandatory course: without its copy, the course has no key to be kept under.
    if (!inCatalogue) throw new Error(`The catalogue has no copy of the mandatory course ${course.id}`)
    return { key: courseKey(inCatalogue.id), title: course.title, summary: course.summary, links: inCatalogue.links }
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
    instructorLed: INSTRUCTOR_LED_COURSES.filter((course) => course.tracks.some((id) => trackIds.has(id))),
    courseUrl,
    nextSteps: nextSteps(outcome, courseUrl),
  }
}

/**
 * Every course of the plan once, in plan order: the mandatory courses, each track's courses in
 * track order, then the instructor-led courses. What a learner's progress counts, and "next" is
 * the first of these not done.
 */
export function planCourses(plan: LearningPlan): { key: CourseKey; title: string }[] {
  return [
    ...plan.mandatoryCourses,
    ...plan.tracks.flatMap(({ courses }) => courses),
    ...plan.instructorLed.map((course) => ({ key: courseKey(course.id), title: course.title })),
  ].map(({ key, title }) => ({ key, title }))
}
