/**
 * The labels of the answers that the function map and the major map (./role-maps.ts) map to a
 * role: the functions of question 3 and the majors of question 9.4 (docs/assessment.md). The
 * assessment asks with them and the role comparison says with them where people usually come from,
 * so both read this one list. Keyed by option value, so every mapped answer has exactly one label.
 */
import type { FUNCTION_MAP, MAJOR_MAP } from './role-maps'

/** Question 3 "Which function or team do you work in?": option value → label. */
export const FUNCTION_LABELS = {
  C1: 'IT',
  C2: 'Data and AI',
  C3: 'Marketing',
  C4: 'Sales',
  C5: 'Legal',
  C6: 'Product Development',
  C7: 'Project Management',
  C8: 'Business Operations or Service Delivery',
  C9: 'Human Resources',
  C10: 'Finance',
  C11: 'Executives or Leadership',
  C12: 'Other',
} as const satisfies Readonly<Record<keyof typeof FUNCTION_MAP, string>>

/** Question 9.4 "What is your major field of study?": option value → label. */
export const MAJOR_LABELS = {
  L1: 'Technology, science, engineering or mathematics',
  L2: 'Business and management',
  L3: 'Social sciences',
  L4: 'Humanities',
  L5: 'Creative arts and design',
  L6: 'Health and life sciences',
  L7: 'Law and policy',
  L8: 'Education',
} as const satisfies Readonly<Record<keyof typeof MAJOR_MAP, string>>
