import { describe, expect, it } from 'vitest'
import { ECOSYSTEM_BENEFITS, ECOSYSTEM_STEPS, ECOSYSTEM_TOPICS } from './ecosystem-content'

describe('ecosystem content', () => {
  it('has 5 numbered steps naming Collaborators, several ecosystems, the forum and answering', () => {
    expect(ECOSYSTEM_STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5])
    const text = ECOSYSTEM_STEPS.map((s) => `${s.title} ${s.description}`).join(' ')
    expect(text).toMatch(/Collaborator/)
    expect(text).toMatch(/several ecosystems/i)
    expect(text).toMatch(/knowledge category/i)
    expect(text).toMatch(/forum/i)
    expect(text).toMatch(/Answer/)
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
