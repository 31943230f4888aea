import { describe, expect, it } from 'vitest'
import { DEGREE_MAP, FUNCTION_MAP, MAJOR_MAP, mappedRole } from './role-maps'
import { ROLE_TITLES } from './roles'

/**
 * The maps as docs/assessment.md words them, one sentence each, parsed here: the expectation is the
 * product's text, never a second copy of the table in code.
 */
const WORDING = {
  function:
    'C1, C2 Agent Architect; C3 VITA Creator; C4, C5, C6 Sales Advocate; C7, C8 Program Overseer; C9, C10, C12 Compliance Guardian; C11 AI Executive.',
  major: 'L1 Agent Architect; L2 Sales Advocate; L3, L4, L6, L7, L8 Compliance Guardian; L5 VITA Creator.',
  degree: 'M1 Sales Advocate; M2, M3, M5, M6, M7 Compliance Guardian; M4 VITA Creator.',
}

/** "C1, C2 Agent Architect; C3 VITA Creator." → { C1: 'Agent Architect', C2: 'Agent Architect', C3: 'VITA Creator' } */
function parseWording(sentence: string): Record<string, string> {
  const map: Record<string, string> = {}
  for (const clause of sentence.replace(/\.$/, '').split(';')) {
    const match = /^\s*((?:[A-Z]\d+,\s*)*[A-Z]\d+)\s+(.+?)\s*$/.exec(clause)
    if (!match?.[1] || !match[2]) throw new Error(`unreadable clause: ${clause}`)
    for (const value of match[1].split(/,\s*/)) map[value] = match[2]
  }
  return map
}

describe('role maps', () => {
  it.each([
    ['function map (Q3)', FUNCTION_MAP, WORDING.function, 12],
    ['major map (9.4)', MAJOR_MAP, WORDING.major, 8],
    ['degree map (9.5)', DEGREE_MAP, WORDING.degree, 7],
  ])('the %s says what the documentation says, for every option', (_name, map, wording, options) => {
    const expected = parseWording(wording)
    expect(Object.keys(expected)).toHaveLength(options)
    expect(map).toEqual(expected)
    for (const role of Object.values(map)) expect(ROLE_TITLES).toContain(role)
  })

  it('gives no role for an answer the map does not know, nor for inherited keys', () => {
    expect(mappedRole(FUNCTION_MAP, 'C3')).toBe('VITA Creator')
    expect(mappedRole(FUNCTION_MAP, 'C13')).toBeUndefined()
    expect(mappedRole(FUNCTION_MAP, 'toString')).toBeUndefined()
    expect(mappedRole(MAJOR_MAP, undefined)).toBeUndefined()
  })
})
