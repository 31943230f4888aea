// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COURSE_CONTENT } from './content/all-courses'
import { EMPATHY_PROGRAM, LEADERSHIP_COMPETENCIES, LEADERSHIP_STYLES, SCALING_ACTIONS } from './content/leadership'
import { PARTICIPANT_TYPES } from './content/masterclass'
import { INTRO_TALK, LEADER_LEVELS } from './course-content'
import { INSTRUCTOR_LED_IDS as COURSE_IDS } from '~/lib/content/instructor-led-courses'

describe('course page content', () => {
  it('has content for exactly the 5 course ids', () => {
    expect(Object.keys(COURSE_CONTENT).sort()).toEqual([...COURSE_IDS].sort())
    for (const id of COURSE_IDS) expect(COURSE_CONTENT[id].id).toBe(id)
  })

  it('offers the free introductory talk (30 + 15 min) on every course except mindset', () => {
    expect(INTRO_TALK).toMatchObject({ minutes: 30, qaMinutes: 15 })
    for (const id of COURSE_IDS) expect(COURSE_CONTENT[id].introTalk).toBe(id !== 'mindset')
  })

  it('fills every section of every course', () => {
    for (const id of COURSE_IDS) {
      const c = COURSE_CONTENT[id]
      expect(c.problem.length).toBeGreaterThan(0)
      expect(c.solution.length).toBeGreaterThan(0)
      expect(c.framework.parts.length).toBeGreaterThanOrEqual(3)
      expect(c.unique.length).toBeGreaterThan(0)
      expect(c.content.blocks.length).toBeGreaterThan(0)
      expect(c.coaching.join(' ')).toMatch(/1-to-1 coaching/)
    }
  })

  it('has the leadership numbers: 4 competencies, 24 behaviours, 6 styles, 12 weeks, 7 actions, 4 levels', () => {
    expect(LEADERSHIP_COMPETENCIES.map((c) => c.title)).toEqual([
      'Growth Mindset',
      'Empathy',
      'Informed Decision-Making',
      'Fast Execution',
    ])
    const behaviours = LEADERSHIP_COMPETENCIES.flatMap((c) => c.behaviours)
    expect(behaviours).toHaveLength(24)
    expect(new Set(behaviours).size).toBe(24)
    expect(LEADERSHIP_STYLES).toHaveLength(6)
    expect(EMPATHY_PROGRAM).toHaveLength(12)
    expect(SCALING_ACTIONS).toHaveLength(7)
    expect(LEADER_LEVELS.map((l) => l.id)).toEqual(['L1', 'L2', 'L3', 'L4'])
  })

  it('has 14 masterclass topics and three participant types', () => {
    const topics = COURSE_CONTENT.masterclass.content.blocks.flatMap((b) => b.items)
    expect(topics).toHaveLength(14)
    expect(new Set(topics).size).toBe(14)
    expect(PARTICIPANT_TYPES).toHaveLength(3)
  })

  it('splits readiness into DAY 1 and DAY 2 under the Readiness Rocket Framework', () => {
    const r = COURSE_CONTENT.readiness
    expect(r.framework.name).toBe('Readiness Rocket Framework')
    expect(r.content.blocks.map((b) => b.title.split(' · ')[0])).toEqual(['DAY 1', 'DAY 2'])
  })
})
