// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FOUNDATIONAL_TRACK, OUTCOMES } from './content/roles'
import { outcomeForSlug, outcomeSlug, planPath, ROLE_COURSE_URLS } from './outcome-links'

describe('plan slugs', () => {
  it('derive from the outcome titles: lower case, words joined by hyphens', () => {
    expect(outcomeSlug('Fine Tuner')).toBe('fine-tuner')
    expect(outcomeSlug('VITA Creator')).toBe('vita-creator')
    expect(outcomeSlug('AI Executive')).toBe('ai-executive')
    expect(outcomeSlug(FOUNDATIONAL_TRACK)).toBe('foundational-track')
    for (const outcome of OUTCOMES) expect(outcomeSlug(outcome)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('are unique and lead back to their outcome, in any letter case', () => {
    const slugs = OUTCOMES.map(outcomeSlug)
    expect(new Set(slugs).size).toBe(OUTCOMES.length)
    for (const outcome of OUTCOMES) {
      expect(outcomeForSlug(outcomeSlug(outcome))).toBe(outcome)
      expect(outcomeForSlug(outcomeSlug(outcome).toUpperCase())).toBe(outcome)
    }
  })

  it('name no outcome when unknown', () => {
    for (const slug of ['', 'fine', 'fine tuner', 'Fine Tuner', 'fine-tuner-', 'learner@example.com']) {
      expect(outcomeForSlug(slug), slug).toBeUndefined()
    }
  })

  it('make the plan paths /plan/<slug>, which carry nothing but the outcome', () => {
    expect(planPath('DAC Consultant')).toBe('/plan/dac-consultant')
    expect(OUTCOMES.map(planPath)).toHaveLength(13)
  })
})

describe('course pages of the outcomes', () => {
  it('are one https address per outcome, all different', () => {
    const urls = OUTCOMES.map((outcome) => ROLE_COURSE_URLS[outcome])
    for (const url of urls) expect(url).toMatch(/^https:\/\//)
    expect(new Set(urls).size).toBe(OUTCOMES.length)
  })
})
