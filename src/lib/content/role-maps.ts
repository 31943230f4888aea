/**
 * The assessment's answer-to-role maps (docs/assessment.md): the function map (Q3), the major map
 * (9.4) and the degree map (9.5). The engine decides with them and the /tracks slider shows the
 * function map's role, so both always say the same thing.
 */
import type { RoleTitle } from './roles'

/** Q3 "Which function do you work in?" option → the role of the natural, gradual next step. */
export const FUNCTION_MAP = {
  C1: 'Agent Architect',
  C2: 'Agent Architect',
  C3: 'VITA Creator',
  C4: 'Sales Advocate',
  C5: 'Sales Advocate',
  C6: 'Sales Advocate',
  C7: 'Program Overseer',
  C8: 'Program Overseer',
  C9: 'Compliance Guardian',
  C10: 'Compliance Guardian',
  C11: 'AI Executive',
  C12: 'Compliance Guardian',
} as const satisfies Readonly<Record<string, RoleTitle>>
export type FunctionOption = keyof typeof FUNCTION_MAP

/** 9.4 major → role. */
export const MAJOR_MAP = {
  L1: 'Agent Architect',
  L2: 'Sales Advocate',
  L3: 'Compliance Guardian',
  L4: 'Compliance Guardian',
  L5: 'VITA Creator',
  L6: 'Compliance Guardian',
  L7: 'Compliance Guardian',
  L8: 'Compliance Guardian',
} as const satisfies Readonly<Record<string, RoleTitle>>

/** 9.5 degree → role. */
export const DEGREE_MAP = {
  M1: 'Sales Advocate',
  M2: 'Compliance Guardian',
  M3: 'Compliance Guardian',
  M4: 'VITA Creator',
  M5: 'Compliance Guardian',
  M6: 'Compliance Guardian',
  M7: 'Compliance Guardian',
} as const satisfies Readonly<Record<string, RoleTitle>>

/**
 * The role a map gives for an answer, or undefined when the map has no entry for it (the engine
 * then falls back to the function map). Own keys only: "toString" is not an answer.
 */
export function mappedRole(map: Readonly<Record<string, RoleTitle>>, value: string | undefined): RoleTitle | undefined {
  return value !== undefined && Object.hasOwn(map, value) ? map[value] : undefined
}
