// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEGREE_MAP, FUNCTION_MAP, MAJOR_MAP, mappedRole } from './role-maps'
import { ROLE_TITLES } from './roles'

/**
 * Invariants of the maps, never a copy of them: that each map covers every option of its question
 * is checked with the question bank (src/features/assessment/engine.test.ts), that
 * docs/assessment.md (Maps) says the same in src/features/assessment/versions.test.ts, and what
 * they decide is fingerprinted there too.
 */
const MAPS = [
  ['function map (Q3)', FUNCTION_MAP],
  ['major map (9.4)', MAJOR_MAP],
  ['degree map (9.5)', DEGREE_MAP],
] as const

describe('role maps', () => {
  it.each(MAPS)('the %s gives one of the twelve roles for each of its answers', (_name, map) => {
    expect(Object.keys(map).length).toBeGreaterThan(0)
    for (const role of Object.values(map)) expect(ROLE_TITLES).toContain(role)
  })

  it.each(MAPS)('the %s gives its own entry for each of its answers', (_name, map) => {
    for (const [answer, role] of Object.entries(map)) expect(mappedRole(map, answer)).toBe(role)
  })

  it('gives no role for an answer the map does not know, nor for inherited keys', () => {
    for (const [, map] of MAPS) {
      expect(mappedRole(map, 'Z99')).toBeUndefined()
      expect(mappedRole(map, 'toString')).toBeUndefined()
      expect(mappedRole(map, '__proto__')).toBeUndefined()
      expect(mappedRole(map, undefined)).toBeUndefined()
    }
  })
})
