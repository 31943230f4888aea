// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MANDATORY_COURSES } from '~/lib/content/mandatory-courses'
import { FOUNDATIONAL_TRACK, OUTCOMES, ROLE_TITLES } from '~/lib/content/roles'
import { TRACKS, tracksForRole } from '~/lib/content/tracks'
import { FOUNDATIONAL_NOTICE, resultContent } from './result-content'

describe('result content', () => {
  it.each(ROLE_TITLES)(
    '%s has its own explanation, the tracks /tracks lists for it and the three mandatory courses',
    (role) => {
      const content = resultContent(role)
      expect(content.explanation.length).toBeGreaterThanOrEqual(2)
      expect(content.explanation.join(' ')).toContain(role.split(' ')[0])
      // The tracks that name the role, the Foundational track first, then at least one specialised track.
      expect(content.tracks).toEqual(TRACKS.filter((track) => track.roles.includes(role)))
      expect(content.tracks).toEqual(tracksForRole(role))
      expect(content.tracks[0]?.title).toBe('Foundational')
      expect(content.tracks.length).toBeGreaterThanOrEqual(2)
      expect(content.mandatoryCourses.map((course) => course.title)).toEqual([
        'Generative AI Fundamentals',
        'Prompt Engineering',
        'Bias and Hallucination',
      ])
      expect(content.mandatoryCourses).toBe(MANDATORY_COURSES)
    },
  )

  it('never reuses an explanation', () => {
    const paragraphs = OUTCOMES.flatMap((o) => resultContent(o).explanation)
    expect(new Set(paragraphs).size).toBe(paragraphs.length)
  })

  it('gives the Foundational Track the docs/product.md (Messages) notice, track 0 only and a contact address', () => {
    const content = resultContent(FOUNDATIONAL_TRACK)
    expect(content.explanation).toEqual([
      'At this moment, no AI/GenAI target role will be provided to you. We recommend you complete the foundational track first to gain basic knowledge and understanding of IT and AI.',
    ])
    expect(FOUNDATIONAL_NOTICE).toBe(content.explanation[0])
    expect(content.tracks.map((track) => [track.id, track.title])).toEqual([[0, 'Foundational']])
    expect(content.mandatoryCourses).toBe(MANDATORY_COURSES)
  })
})
