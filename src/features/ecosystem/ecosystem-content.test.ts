// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ECOSYSTEM_BENEFITS, ECOSYSTEM_STEPS, ECOSYSTEM_TOPICS } from './ecosystem-content'

describe('ecosystem content', () => {
  it('has 5 steps, numbered in order', () => {
    expect(ECOSYSTEM_STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5])
  })

  it('has 28 unique topics', () => {
    expect(ECOSYSTEM_TOPICS).toHaveLength(28)
    expect(new Set(ECOSYSTEM_TOPICS).size).toBe(28)
  })

  it('has the three benefits: 3X faster, support and motivation, ONE team', () => {
    expect(ECOSYSTEM_BENEFITS.map((b) => b.highlight)).toContain('3X')
    expect(ECOSYSTEM_BENEFITS.map((b) => b.title)).toEqual([
      'Faster digital competence',
      'Support and motivation',
      'ONE team',
    ])
  })
})
