/**
 * The learner's target role and the tracks that lead to it, for "Fits my role" on /courses.
 * Imported after hydration, only for a logged-in learner: the role list and the stored outcome
 * stay off the page's critical path.
 */
import { FOUNDATIONAL_TRACK, type Outcome } from '~/lib/content/roles'
import { type Track, TRACKS, tracksForRole } from '~/lib/content/tracks'
import { readTargetRole } from '~/lib/target-role'

export type LearnerRole = { role: Outcome; tracks: readonly Track[] }

export function learnerRole(email: string): LearnerRole | null {
  const role = readTargetRole(email)
  if (role === null) return null
  // The Foundational Track outcome names no role yet: its learners start on the Foundational track.
  const tracks = role === FOUNDATIONAL_TRACK ? TRACKS.filter((track) => track.id === 0) : tracksForRole(role)
  return { role, tracks }
}
