import { describe, expect, it } from 'vitest'
import { FAQ, WHY_REASONS } from './reskilling-content'

describe('reskilling content', () => {
  it('has 8-10 FAQ entries with unique ids and non-empty answers', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(8)
    expect(FAQ.length).toBeLessThanOrEqual(10)
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(FAQ.length)
    for (const f of FAQ) {
      expect(f.question.endsWith('?')).toBe(true)
      expect(f.answer.length).toBeGreaterThan(40)
    }
  })

  it('quotes the marketing claims of docs/product.md (Offer)', () => {
    const figures = WHY_REASONS.map((r) => `${r.figure} ${r.title}`)
    expect(figures).toContain('90% of AI pilots never reach production')
    expect(figures).toContain('10% of firms have scaled generative AI')
  })
})
