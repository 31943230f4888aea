import { describe, expect, it } from 'vitest'
import { POLICIES } from './policy-content'
import { POLICY_IDS } from './policy-ids'

const textOf = (id: keyof typeof POLICIES) =>
  POLICIES[id].sections
    .flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.list ?? []),
      ...(s.definitions ?? []).map((d) => `${d.term} ${d.meaning}`),
    ])
    .join('\n')

describe('policy texts', () => {
  it('has one policy per id, each with unique section ids', () => {
    expect(Object.keys(POLICIES).sort()).toEqual([...POLICY_IDS].sort())
    for (const id of POLICY_IDS) {
      const ids = POLICIES[id].sections.map((s) => s.id)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('privacy covers the defined terms, India, GDPR 7 and 8, California and the CCPA', () => {
    const t = textOf('privacy')
    for (const term of ['Personal Information', 'Sensitive Personal Information', 'Learners']) expect(t).toContain(term)
    expect(t).toMatch(/servers located in India/)
    expect(t).toMatch(/7\. .*supervisory authority/)
    expect(t).toMatch(/8\. .*solely on automated processing/)
    expect(t).toMatch(/residents of India/)
    expect(t).toMatch(/erasure may permanently delete your account/i)
    expect(t).toMatch(/California/)
    expect(t).toMatch(/CCPA/)
    expect(t).toMatch(/not sold any Personal Information in the last 12 months/)
    expect(t).toMatch(/authorized agent/)
    expect(t).toMatch(/not discriminate/)
  })

  it('cookies: none are used at present; refund: not refundable; terms: claims within 1 year', () => {
    expect(textOf('cookies')).toMatch(/no cookies are used at present/i)
    expect(textOf('refund')).toMatch(/not refundable/)
    expect(textOf('terms')).toMatch(/within 1 year/)
    expect(textOf('terms')).toMatch(/non-exclusive, non-transferable/)
    expect(textOf('terms')).toMatch(/robots, spiders/)
  })
})
