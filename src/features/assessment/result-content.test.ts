import { describe, expect, it } from 'vitest'
import { FOUNDATIONAL_TRACK, OUTCOMES, ROLE_TITLES } from '~/lib/content/roles'
import { TRACKS } from '~/lib/content/tracks'
import { siteConfig } from '~/lib/site-config'
import { FOUNDATIONAL_NOTICE, TRACK_TITLES, foundationalContact, resultContent, trackLabel } from './result-content'

describe('result content', () => {
  it('names the 11 tracks 0–10 as in the spec', () => {
    expect(TRACK_TITLES).toEqual([
      'Foundational', 'Technical', 'Leadership', 'Compliance', 'Agents', 'Data',
      'Developers', 'Creative', 'Transformation', 'Security', 'Infrastructure',
    ])
    expect(trackLabel('Agents')).toBe('Track 4: Agents')
    // The same tracks, in the same order, as the journey page and the catalogue show.
    expect(TRACK_TITLES).toEqual(TRACKS.map((track) => track.title))
  })

  it.each(ROLE_TITLES)('%s has its own explanation, at least one role track and the three mandatory courses', (role) => {
    const content = resultContent(role)
    expect(content.explanation.length).toBeGreaterThanOrEqual(2)
    expect(content.explanation.join(' ')).toContain(role.split(' ')[0])
    expect(content.tracks.length).toBeGreaterThan(0)
    expect(content.tracks).not.toContain('Foundational')
    expect(content.mandatoryCourses).toEqual(['Generative AI Fundamentals', 'Prompt Engineering', 'Bias and Hallucination'])
  })

  it('never reuses an explanation', () => {
    const paragraphs = OUTCOMES.flatMap((o) => resultContent(o).explanation)
    expect(new Set(paragraphs).size).toBe(paragraphs.length)
  })

  it('gives the Foundational Track the docs/product.md (Messages) notice and a contact address', () => {
    const content = resultContent(FOUNDATIONAL_TRACK)
    expect(content.explanation).toEqual([
      'At this moment, no AI/GenAI target role will be provided to you. We recommend you complete the foundational track first to gain basic knowledge and understanding of IT and AI.',
    ])
    expect(FOUNDATIONAL_NOTICE).toBe(content.explanation[0])
    expect(content.tracks).toEqual(['Foundational'])
    expect(foundationalContact().email).toBe(siteConfig.contactEmail)
  })
})
