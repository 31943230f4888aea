// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COURSE_TOPICS } from '~/lib/content/course-topics'
import { TRACK_IDS } from '~/lib/content/tracks'
import { SELF_PACED_COURSES, TOPIC_TRACKS } from './self-paced-courses'

describe('self-paced catalogue', () => {
  it('numbers its cards 1, 2, 3… in order, and no two share a title', () => {
    expect(SELF_PACED_COURSES.length).toBeGreaterThan(0)
    expect(SELF_PACED_COURSES.map((c) => c.id)).toEqual(SELF_PACED_COURSES.map((_, i) => i + 1))
    expect(new Set(SELF_PACED_COURSES.map((c) => c.title)).size).toBe(SELF_PACED_COURSES.length)
  })

  it('links only to https URLs on reserved example domains, each once per card', () => {
    for (const course of SELF_PACED_COURSES) {
      expect(new Set(course.links.map((l) => l.url)).size).toBe(course.links.length)
      for (const link of course.links) {
        const url = new URL(link.url)
        expect(url.protocol).toBe('https:')
        expect(url.hostname).toMatch(/(^|\.)example\.(com|org|edu)$/)
        expect(link.label).not.toBe('')
      }
    }
  })

  it('has cards with several links and cards with none', () => {
    expect(SELF_PACED_COURSES.some((c) => c.links.length >= 2)).toBe(true)
    expect(SELF_PACED_COURSES.some((c) => c.links.length === 0)).toBe(true)
  })

  it('uses topic images or none (fallback), and covers every topic', () => {
    for (const course of SELF_PACED_COURSES) {
      if (course.image !== undefined) expect(course.image).toBe(`/images/topics/${course.topic}.svg`)
    }
    expect(SELF_PACED_COURSES.some((c) => c.image === undefined)).toBe(true)
    expect(new Set(SELF_PACED_COURSES.map((c) => c.topic))).toEqual(new Set(COURSE_TOPICS))
  })

  it('puts every course in the tracks of its topic, and every track has self-paced courses', () => {
    for (const course of SELF_PACED_COURSES) expect(course.tracks).toEqual(TOPIC_TRACKS[course.topic])
    const used = new Set(SELF_PACED_COURSES.flatMap((c) => c.tracks))
    expect([...used].sort((a, b) => a - b)).toEqual([...TRACK_IDS])
  })
})
