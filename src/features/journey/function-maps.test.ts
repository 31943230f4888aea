// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FUNCTION_MAP } from '~/lib/content/role-maps'
import { ROLE_TITLES } from '~/lib/content/roles'
import { FUNCTION_MAPS } from './function-maps'

describe('function maps for the /tracks slider', () => {
  it('has 11 slides in the spec order with unique ids', () => {
    expect(FUNCTION_MAPS.map((m) => m.function)).toEqual([
      'Executive',
      'Finance',
      'HR',
      'IT',
      'Marketing',
      'Sales',
      'Legal',
      'Product Development',
      'Project Management',
      'Operations',
      'Data and AI',
    ])
    expect(new Set(FUNCTION_MAPS.map((m) => m.id)).size).toBe(11)
  })

  it('proposes the assessment function map role by default and lists other real roles', () => {
    // One slide per function the assessment offers (Q3), "Other" aside.
    expect(FUNCTION_MAPS.map((m) => m.option).sort()).toEqual(
      Object.keys(FUNCTION_MAP)
        .filter((o) => o !== 'C12')
        .sort(),
    )
    for (const map of FUNCTION_MAPS) {
      expect(map.defaultRole).toBe(FUNCTION_MAP[map.option])
      expect(map.otherRoles.length).toBeGreaterThan(0)
      expect(map.otherRoles).not.toContain(map.defaultRole)
      for (const r of map.otherRoles) expect(ROLE_TITLES).toContain(r)
    }
  })
})
