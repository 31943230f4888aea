/**
 * The learning plans made from the real catalogue (the plan's course selection is in
 * src/lib/content/learning-plan.ts; the self-paced catalogue belongs to the catalogue feature, so
 * the two meet here, like the routes meet them): every outcome's plan names its role, all its
 * tracks and every course the model chose, and every course of the catalogue, or one added to it,
 * is in the plans of the tracks it belongs to.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { SELF_PACED_COURSES, type SelfPacedCourse, TOPIC_TRACKS } from '~/features/catalogue/self-paced-courses'
import { PlanPage } from '~/features/plan/plan-page'
import { learningPlan, MANDATORY_CATALOGUE_TITLES } from '~/lib/content/learning-plan'
import { OUTCOMES } from '~/lib/content/roles'
import { trackLabel, tracksForOutcome } from '~/lib/content/tracks'
import { planPath } from '~/lib/outcome-links'

const plans = OUTCOMES.map((outcome) => learningPlan(outcome, SELF_PACED_COURSES))

describe('learning plans from the catalogue', () => {
  it.each(plans.map((plan) => [plan.outcome, plan] as const))(
    '%s: every track has courses, none listed twice',
    (_, plan) => {
      expect(plan.tracks.map(({ track }) => track)).toEqual(tracksForOutcome(plan.outcome))
      for (const { track, courses } of plan.tracks) expect(courses.length, trackLabel(track)).toBeGreaterThan(0)
      const titles = [...plan.mandatoryCourses, ...plan.tracks.flatMap(({ courses }) => courses)].map((c) => c.title)
      expect(new Set(titles).size).toBe(titles.length)
      for (const course of plan.mandatoryCourses) expect(course.links.length, course.title).toBeGreaterThan(0)
      expect(plan.instructorLed.length).toBeGreaterThan(0)
    },
  )

  it.each(SELF_PACED_COURSES.map((course) => [course.title, course] as const))(
    '%s: listed once in the plan of every outcome that follows one of its tracks, under one of them',
    (_, course) => expectListedByItsTracks(SELF_PACED_COURSES, course),
  )

  it('lists a course added to the catalogue in the plans of the tracks it belongs to', () => {
    const added: SelfPacedCourse = {
      id: SELF_PACED_COURSES.length + 1,
      title: 'A Course Added to the Catalogue',
      subtitle: 'Made up by this test',
      topic: 'security',
      tracks: TOPIC_TRACKS.security,
      image: undefined,
      links: [],
    }
    expectListedByItsTracks([...SELF_PACED_COURSES, added], added)
  })
})

/**
 * Where the plans made from `catalogue` list `course`: a catalogue copy of a mandatory course with
 * the mandatory courses of every plan; any other course under exactly one track of each plan that
 * shares a track with it, one of the tracks it belongs to, and in no other plan.
 */
function expectListedByItsTracks(catalogue: readonly SelfPacedCourse[], course: SelfPacedCourse) {
  const mandatory = Object.values(MANDATORY_CATALOGUE_TITLES).includes(course.title)
  for (const outcome of OUTCOMES) {
    const plan = learningPlan(outcome, catalogue)
    const listedUnder = plan.tracks
      .filter(({ courses }) => courses.some((listed) => listed.title === course.title))
      .map(({ track }) => track.id)
    const shared = tracksForOutcome(outcome).filter((track) => course.tracks.includes(track.id))
    if (mandatory) {
      expect(listedUnder, outcome).toEqual([])
      continue
    }
    expect(listedUnder, outcome).toHaveLength(shared.length > 0 ? 1 : 0)
    for (const id of listedUnder) expect(course.tracks, outcome).toContain(id)
  }
}

describe('plan page', () => {
  it.each(plans.map((plan) => [plan.outcome, plan] as const))(
    '%s: shows the role, every track and every course with its links',
    async (_, plan) => {
      const { container } = await renderPage(() => <PlanPage plan={plan} />, planPath(plan.outcome))
      expectPageInvariants(container)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(plan.outcome)
      const text = container.textContent ?? ''
      for (const { track } of plan.tracks) {
        expect(screen.getByRole('heading', { level: 3, name: trackLabel(track) })).toBeInTheDocument()
      }
      for (const course of [...plan.mandatoryCourses, ...plan.tracks.flatMap(({ courses }) => courses)]) {
        expect(text, course.title).toContain(course.title)
        for (const link of course.links) {
          expect(container.querySelector(`a[href="${link.url}"]`), link.url).not.toBeNull()
        }
      }
      for (const course of plan.instructorLed) {
        expect(screen.getByRole('link', { name: course.title })).toHaveAttribute('href', course.path)
      }
      const share = screen.getByRole('button', { name: 'Share my plan' })
      expect(share).toHaveAttribute('data-replay', 'plan-share')
      expect(screen.getByRole('link', { name: new RegExp(`^Open the ${plan.outcome} course page`) })).toHaveAttribute(
        'href',
        plan.courseUrl,
      )
    },
  )
})
