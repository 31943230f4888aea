import { describe, expect, it } from 'vitest'
import { ROLE_TITLES } from '~/lib/content/roles'
import { FUNCTION_MAPS } from './function-maps'

// docs/assessment.md function map, by function name.
const EXPECTED_DEFAULT: Record<string, string> = {
  IT: 'Agent Architect',
  'Data and AI': 'Agent Architect',
  Marketing: 'VITA Creator',
  Sales: 'Sales Advocate',
  Legal: 'Sales Advocate',
  'Product Development': 'Sales Advocate',
  'Project Management': 'Program Overseer',
  Operations: 'Program Overseer',
  HR: 'Compliance Guardian',
  Finance: 'Compliance Guardian',
  Executive: 'AI Executive',
}

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

  it('proposes the function-map role by default and lists other real roles', () => {
    for (const map of FUNCTION_MAPS) {
      expect(map.defaultRole).toBe(EXPECTED_DEFAULT[map.function])
      expect(map.otherRoles.length).toBeGreaterThan(0)
      expect(map.otherRoles).not.toContain(map.defaultRole)
      for (const r of map.otherRoles) expect(ROLE_TITLES).toContain(r)
    }
  })
})
