/**
 * What /compare shows: which roles (from the URL, the learner's role or the default) and, for each
 * role, what it does, its tracks, its courses and where people usually come from. The courses are
 * the role's learning plan (learningPlan, the same call as /plan/<slug>), so a comparison never
 * says anything its plans do not; the origins are the assessment's own maps read backwards.
 * Pure: the route passes the self-paced catalogue in, as it does for the plan.
 */
import type { InstructorLedCourse } from '~/lib/content/instructor-led-courses'
import { learningPlan, type PlanCatalogueCourse, type PlanCourse } from '~/lib/content/learning-plan'
import { FUNCTION_LABELS, MAJOR_LABELS } from '~/lib/content/role-map-labels'
import { FUNCTION_MAP, MAJOR_MAP } from '~/lib/content/role-maps'
import { FOUNDATIONAL_TRACK, ROLE_TITLES, type Outcome, type RoleTitle } from '~/lib/content/roles'
import type { Track } from '~/lib/content/tracks'
import { outcomeForSlug, outcomeSlug, planPath } from '~/lib/outcome-links'

/** A comparison shows two roles at least and three at most: more would not fit side by side. */
export const MIN_ROLES = 2
export const MAX_ROLES = 3

/**
 * The comparison without a choice in the URL, and so the one the prerendered page holds: the first
 * two roles in the roles' own numbered order, so the page favours no role over another.
 */
export const DEFAULT_ROLES: readonly RoleTitle[] = ROLE_TITLES.slice(0, MIN_ROLES)

const isRole = (outcome: Outcome | null | undefined): outcome is RoleTitle =>
  outcome !== null && outcome !== undefined && outcome !== FOUNDATIONAL_TRACK

export type Selection = {
  /** The roles to compare, in the order asked for. */
  roles: readonly RoleTitle[]
  /** The roles added because the URL named fewer than two (none when the URL names no roles at all). */
  added: readonly RoleTitle[]
}

/**
 * The roles a URL asks for (`requested`: its slugs, undefined when it names none): unknown slugs
 * and the Foundational Track (not a role) are ignored, a repeated role counts once, and only the
 * first three count. With fewer than two, the learner's own role and then the default fill up.
 */
export function compareSelection(
  requested: readonly string[] | undefined,
  learnerRole: Outcome | null = null,
): Selection {
  const named = [...new Set((requested ?? []).map(outcomeForSlug).filter(isRole))].slice(0, MAX_ROLES)
  const roles = [...named]
  for (const role of [learnerRole, ...DEFAULT_ROLES]) {
    if (roles.length >= MIN_ROLES) break
    if (isRole(role) && !roles.includes(role)) roles.push(role)
  }
  return { roles, added: requested === undefined ? [] : roles.slice(named.length) }
}

export type RoleComparison = {
  role: RoleTitle
  /** The role's plan slug, the value the URL and the form use. */
  slug: string
  planPath: string
  /** What the role does (the role cards' line). */
  summary: string | undefined
  tracks: readonly Track[]
  mandatoryCourses: readonly PlanCourse[]
  /** The courses of the role's tracks, in plan order, each once. */
  trackCourses: readonly PlanCourse[]
  instructorLed: readonly InstructorLedCourse[]
  /** The functions (question 3) whose map gives this role. */
  functions: readonly string[]
  /** The majors (question 9.4) whose map gives this role. */
  majors: readonly string[]
}

/** The labels of the answers that `map` sends to `role`, in question order. */
function answersLeadingTo<Value extends string>(
  map: Readonly<Record<Value, RoleTitle>>,
  labels: Readonly<Record<Value, string>>,
  role: RoleTitle,
): string[] {
  return (Object.keys(map) as Value[]).filter((value) => map[value] === role).map((value) => labels[value])
}

export function roleComparison(role: RoleTitle, catalogue: readonly PlanCatalogueCourse[]): RoleComparison {
  const plan = learningPlan(role, catalogue)
  return {
    role,
    slug: outcomeSlug(role),
    planPath: planPath(role),
    summary: plan.summary,
    tracks: plan.tracks.map(({ track }) => track),
    mandatoryCourses: plan.mandatoryCourses,
    trackCourses: plan.tracks.flatMap(({ courses }) => courses),
    instructorLed: plan.instructorLed,
    functions: answersLeadingTo(FUNCTION_MAP, FUNCTION_LABELS, role),
    majors: answersLeadingTo(MAJOR_MAP, MAJOR_LABELS, role),
  }
}
