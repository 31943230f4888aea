/**
 * The learning plans made from the real catalogue (the plan's course selection is in
 * src/lib/content/learning-plan.ts; the self-paced catalogue belongs to the catalogue feature, so
 * the two meet here, like the routes meet them): every outcome's plan names its role, all its
 * tracks and every course the model chose, and together the plans cover the catalogue.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { SELF_PACED_COURSES } from '~/features/catalogue/self-paced-courses'
import { PlanPage } from '~/features/plan/plan-page'
import { learningPlan } from '~/lib/content/learning-plan'
import { MANDATORY_COURSES } from '~/lib/content/mandatory-courses'
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

  it('together list every self-paced course', () => {
    const listed = new Set(plans.flatMap((plan) => plan.tracks.flatMap(({ courses }) => courses.map((c) => c.title))))
    const mandatory = new Set(plans[0]?.mandatoryCourses.map((course) => course.title))
    const missing = SELF_PACED_COURSES.filter((course) => !listed.has(course.title))
    // Only the catalogue copies of the mandatory courses are missing: they are listed as mandatory.
    expect(missing.map((course) => course.title)).toEqual([
      'Generative AI Fundamentals',
      'Prompt Engineering Essentials',
      'Bias and Hallucination',
    ])
    expect(mandatory).toEqual(new Set(MANDATORY_COURSES.map((course) => course.title)))
  })
})

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
