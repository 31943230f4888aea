/**
 * The names of the twelve roles and of the Foundational Track outcome: what the assessment can
 * give, the tracks and the stored target role are keyed by. Kept apart from the role cards
 * (roles.ts) so pages that only need the names (the track list on /courses) do not load the cards.
 */
export const ROLE_TITLES = [
  'Fine Tuner',
  'Agent Architect',
  'VITA Creator',
  'Data Annotator',
  'DAC Consultant',
  'Sales Advocate',
  'Compliance Guardian',
  'Domain Visionary',
  'Security Specialist',
  'AI Executive',
  'Program Overseer',
  'Infrastructure Catalyst',
] as const
export type RoleTitle = (typeof ROLE_TITLES)[number]

export const FOUNDATIONAL_TRACK = 'Foundational Track' as const
/** An assessment outcome: one of the 12 roles, or the Foundational Track (no role). */
export type Outcome = RoleTitle | typeof FOUNDATIONAL_TRACK
export const OUTCOMES: readonly Outcome[] = [...ROLE_TITLES, FOUNDATIONAL_TRACK]

export function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value)
}
