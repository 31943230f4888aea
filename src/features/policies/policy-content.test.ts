// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '~/lib/storage'
import { KEEP_ON_DEVICE_KEY } from '~/lib/keep-on-device'
import { PENDING_LOGOUT_KEY } from '~/lib/session'
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

  it('cookies: names every entry the website keeps on the device and when it goes', () => {
    const t = textOf('cookies')
    for (const key of [...STORAGE_KEYS, KEEP_ON_DEVICE_KEY, PENDING_LOGOUT_KEY])
      expect(t).toMatch(new RegExp(`^${key} \\(local storage\\)`, 'm'))
    for (const db of ['reskilling-session', 'reskilling-assessment', 'reskilling-history', 'reskilling-demo-backend']) {
      expect(t).toContain(`"${db}"`)
    }
    expect(t).toMatch(/token .*Removed when you log out/)
    expect(t).toMatch(/Logging out removes all three/)
    expect(t).toMatch(/Keep my results on this device/)
    expect(t).toMatch(/Remove my data from this device/)
    // The old promise that logout removes everything is gone.
    expect(t).not.toMatch(/removed when you log out or clear/)
  })

  it('privacy: the assessment sends nothing; nothing claims answers are collected', () => {
    const t = textOf('privacy')
    expect(t).toMatch(/assessment: it runs in your browser and sends nothing/)
    expect(t).not.toMatch(/Assessment data: your answers/)
    expect(t).not.toMatch(/answers you give in the assessment/)
    expect(t).toMatch(/Remove my data from this device/)
    expect(t).toMatch(/Keep my results on this device/)
  })
})
