// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { INSTRUCTOR_LED_COURSES } from './instructor-led-courses'
import { courseKey } from './course-keys'
import { learningPlan, MANDATORY_CATALOGUE_TITLES, planCourses, type PlanCatalogueCourse } from './learning-plan'
import { MANDATORY_COURSES } from './mandatory-courses'
import { FOUNDATIONAL_TRACK, JOB_ROLES } from './roles'
import { tracksForOutcome } from './tracks'

// The real catalogue belongs to the catalogue feature; src/plan.test.tsx checks the plans made from it.
const link = (slug: string) => ({ label: 'Start on our platform', url: `https://learn.example.com/courses/${slug}` })
const CATALOGUE: PlanCatalogueCourse[] = [
  { id: 1, title: 'Generative AI Fundamentals', subtitle: 'Basics', tracks: [0, 1], links: [link('genai')] },
  { id: 2, title: 'Prompt Engineering Essentials', subtitle: 'Prompts', tracks: [0, 6], links: [link('prompts')] },
  { id: 3, title: 'Bias and Hallucination', subtitle: 'Safeguards', tracks: [3], links: [] },
  { id: 4, title: 'LLMs Explained', subtitle: 'Tokens', tracks: [0, 1], links: [link('llms')] },
  { id: 5, title: 'Structured Output', subtitle: 'JSON', tracks: [1, 6], links: [] },
  { id: 6, title: 'Intro to Agents', subtitle: 'Agents', tracks: [4, 6], links: [link('agents')] },
  { id: 7, title: 'AI UX', subtitle: 'Design', tracks: [6, 7], links: [] },
]

describe('learning plan', () => {
  it('lists the mandatory courses with the links of their catalogue copies, and not again under a track', () => {
    const plan = learningPlan('Agent Architect', CATALOGUE)
    expect(plan.mandatoryCourses.map((course) => course.title)).toEqual(MANDATORY_COURSES.map((course) => course.title))
    expect(plan.mandatoryCourses[0]?.links).toEqual([link('genai')])
    expect(plan.mandatoryCourses[1]?.links).toEqual([link('prompts')])
    const trackTitles = plan.tracks.flatMap((track) => track.courses.map((course) => course.title))
    for (const title of Object.values(MANDATORY_CATALOGUE_TITLES)) expect(trackTitles).not.toContain(title)
  })

  it('has a catalogue copy for every mandatory course', () => {
    for (const course of MANDATORY_COURSES) expect(MANDATORY_CATALOGUE_TITLES[course.id], course.id).toBeDefined()
  })

  it("follows the outcome's tracks, each course once, under the emptier of its tracks", () => {
    // Agent Architect: tracks 0, 1, 4, 6. LLMs Explained (0, 1) fills 0; Structured Output (1, 6)
    // goes to 1; Intro to Agents (4, 6) to 4; AI UX (6, 7) to 6.
    const plan = learningPlan('Agent Architect', CATALOGUE)
    expect(plan.tracks.map(({ track }) => track)).toEqual(tracksForOutcome('Agent Architect'))
    const byTrack = Object.fromEntries(plan.tracks.map(({ track, courses }) => [track.id, courses.map((c) => c.title)]))
    expect(byTrack).toEqual({ 0: ['LLMs Explained'], 1: ['Structured Output'], 4: ['Intro to Agents'], 6: ['AI UX'] })
  })

  it('says what the role does, and offers the instructor-led courses that share a track', () => {
    const plan = learningPlan('Agent Architect', CATALOGUE)
    expect(plan.summary).toBe(JOB_ROLES.find((role) => role.title === 'Agent Architect')?.description)
    expect(plan.instructorLed.map((course) => course.id)).toEqual(['masterclass', 'mindset'])
    expect(plan.courseUrl).toBe('https://learn.example.com/tracks/agent-architect')
  })

  it('gives the Foundational Track outcome the Foundational track alone, and the half-day mindset course', () => {
    const plan = learningPlan(FOUNDATIONAL_TRACK, CATALOGUE)
    expect(plan.tracks.map(({ track }) => track.title)).toEqual(['Foundational'])
    expect(plan.summary).toBeUndefined()
    expect(plan.instructorLed).toEqual(INSTRUCTOR_LED_COURSES.filter((course) => course.id === 'mindset'))
  })

  it('ends with next steps that link the course site and the site', () => {
    const steps = learningPlan('Fine Tuner', CATALOGUE).nextSteps
    expect(steps.length).toBeGreaterThanOrEqual(3)
    expect(steps[0]?.link?.href).toBe('https://learn.example.com/tracks/fine-tuner')
    for (const step of steps) if (step.link) expect(step.link.href).toMatch(/^(https:\/\/|\/)/)
  })

  it("keys a mandatory course by its catalogue copy, and lists the plan's courses once each in plan order", () => {
    const plan = learningPlan('Agent Architect', CATALOGUE)
    for (const course of plan.mandatoryCourses) {
      const copy = CATALOGUE.find(
        (entry) =>
          entry.title === MANDATORY_CATALOGUE_TITLES[MANDATORY_COURSES.find((m) => m.title === course.title)?.id ?? ''],
      )
      expect(course.key).toBe(copy && courseKey(copy.id))
    }
    const listed = planCourses(plan)
    expect(listed.map((course) => course.key)).toEqual([
      ...plan.mandatoryCourses.map((course) => course.key),
      ...plan.tracks.flatMap(({ courses }) => courses.map((course) => course.key)),
      ...plan.instructorLed.map((course) => courseKey(course.id)),
    ])
    expect(new Set(listed.map((course) => course.key)).size).toBe(listed.length)
  })
})
