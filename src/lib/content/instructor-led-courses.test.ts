// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paths } from '../paths'
import { INSTRUCTOR_LED_COURSES, INSTRUCTOR_LED_IDS, instructorLedCourse } from './instructor-led-courses'

describe('instructor-led courses', () => {
  it('has 5 courses in route order: leadership, masterclass, strategy, readiness, mindset', () => {
    expect(INSTRUCTOR_LED_COURSES.map((c) => c.id)).toEqual([...INSTRUCTOR_LED_IDS])
    expect(INSTRUCTOR_LED_COURSES.map((c) => c.path)).toEqual([
      paths.leadershipCourse,
      paths.masterclassCourse,
      paths.strategyCourse,
      paths.readinessCourse,
      paths.mindsetCourse,
    ])
  })

  it('has the hours of docs/product.md (Data) and is online or in-person', () => {
    const hours = Object.fromEntries(INSTRUCTOR_LED_COURSES.map((c) => [c.id, c.hours]))
    expect(hours).toEqual({ leadership: 12, masterclass: 18, strategy: 6, mindset: 4, readiness: 12 })
    for (const c of INSTRUCTOR_LED_COURSES) {
      expect(c.mode).toBe('Online or in-person')
      expect(c.audience).not.toBe('')
      expect(c.delivery).not.toBe('')
    }
  })

  it('states the audiences of docs/product.md (Data)', () => {
    expect(instructorLedCourse('masterclass').audience).toMatch(/technical professionals/i)
    expect(instructorLedCourse('mindset').audience).toMatch(/early career/i)
    expect(instructorLedCourse('leadership').audience).toMatch(/executives and middle managers/i)
  })
})
