// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FAQ, WHY_REASONS } from './reskilling-content'

describe('reskilling content', () => {
  it('has FAQ entries, each with its own id and question, and an answer in sentences', () => {
    expect(FAQ.length).toBeGreaterThan(1) // one open at a time needs two
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(FAQ.length)
    expect(new Set(FAQ.map((f) => f.question.toLowerCase())).size).toBe(FAQ.length)
    for (const f of FAQ) {
      expect(f.id.trim(), f.question).not.toBe('') // the item's key
      expect(f.question, f.id).toMatch(/^\S.*\?$/)
      expect(f.answer.trim(), f.id).toMatch(/^\S.*[.!]$/s)
      expect(f.answer, f.id).not.toBe(f.question)
    }
  })

  it('quotes the marketing claims of docs/product.md (Offer)', () => {
    const figures = WHY_REASONS.map((r) => `${r.figure} ${r.title}`)
    expect(figures).toContain('90% of AI pilots never reach production')
    expect(figures).toContain('10% of firms have scaled generative AI')
  })
})
