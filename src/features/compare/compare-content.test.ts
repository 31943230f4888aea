// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { learningPlan } from '~/lib/content/learning-plan'
import { FUNCTION_LABELS, MAJOR_LABELS } from '~/lib/content/role-map-labels'
import { FUNCTION_MAP, MAJOR_MAP } from '~/lib/content/role-maps'
import { FOUNDATIONAL_TRACK, ROLE_TITLES, type Outcome, type RoleTitle } from '~/lib/content/roles'
import { outcomeSlug, planPath } from '~/lib/outcome-links'
import { compareSelection, DEFAULT_ROLES, MAX_ROLES, MIN_ROLES, roleComparison } from './compare-content'
import { compareSearch, parseCompareSearch, requestedSlugs } from './compare-search'
import { CATALOGUE } from './test-catalogue'

const slug = outcomeSlug

// Roles picked by position, so the cases hold whatever the roles are called; none of them a default one.
const others = ROLE_TITLES.filter((role) => !DEFAULT_ROLES.includes(role))
const [a, b, c, d] = others as [RoleTitle, RoleTitle, RoleTitle, RoleTitle]
const [first, second] = DEFAULT_ROLES as [RoleTitle, RoleTitle]

describe('the roles compared', () => {
  const cases: [string, readonly string[] | undefined, Outcome | null, readonly RoleTitle[], readonly RoleTitle[]][] = [
    ['no roles in the URL: the default', undefined, null, DEFAULT_ROLES, []],
    ['two roles, in the order asked', [slug(b), slug(a)], null, [b, a], []],
    ['three roles', [slug(a), slug(b), slug(c)], null, [a, b, c], []],
    ['more than three: the first three', [slug(a), slug(b), slug(c), slug(d)], null, [a, b, c], []],
    ['any letter case', [slug(a).toUpperCase(), slug(b)], null, [a, b], []],
    ['unknown slugs ignored', ['no-such-role', slug(a), 'x', slug(b)], null, [a, b], []],
    ['a repeated role counts once', [slug(a), slug(a), slug(b)], null, [a, b], []],
    ['the Foundational Track is not a role', [slug(FOUNDATIONAL_TRACK), slug(a), slug(b)], null, [a, b], []],
    ['one role: the first default beside it', [slug(a)], null, [a, first], [first]],
    ['one role that is the first default: the second beside it', [slug(first)], null, [first, second], [second]],
    ['no known role: the default', ['nothing'], null, DEFAULT_ROLES, DEFAULT_ROLES],
    ["no roles in the URL, a learner's role: it, then the default", undefined, c, [c, first], []],
    ["a learner's role that is the first default", undefined, first, [first, second], []],
    ["a learner's role that is the second default", undefined, second, [second, first], []],
    ['the Foundational Track learner: the default', undefined, FOUNDATIONAL_TRACK, DEFAULT_ROLES, []],
    ["roles in the URL win over the learner's", [slug(a), slug(b)], c, [a, b], []],
    ["one role in the URL: the learner's beside it", [slug(a)], c, [a, c], [c]],
    ["one role in the URL, the learner's own: the default beside it", [slug(c)], c, [c, first], [first]],
  ]
  it.each(cases)('%s', (_, requested, learner, roles, added) => {
    expect(compareSelection(requested, learner)).toEqual({ roles, added })
  })

  it('always compares two or three different roles', () => {
    for (const requested of [undefined, [], ...ROLE_TITLES.map((role) => [slug(role)]), ROLE_TITLES.map(slug)]) {
      const { roles } = compareSelection(requested)
      expect(roles.length).toBeGreaterThanOrEqual(MIN_ROLES)
      expect(roles.length).toBeLessThanOrEqual(MAX_ROLES)
      expect(new Set(roles).size).toBe(roles.length)
    }
  })
})

describe('the URL', () => {
  const cases: [string, Record<string, unknown>, string | undefined][] = [
    ['none', {}, undefined],
    ['comma-separated, as the app writes it', { roles: `${slug(a)},${slug(b)}` }, `${slug(a)},${slug(b)}`],
    ['a repeated key, as the form sends it', { roles: [slug(a), slug(b)] }, `${slug(a)},${slug(b)}`],
    ['lower case, trimmed', { roles: ` ${slug(a).toUpperCase()} , ${slug(b)}` }, `${slug(a)},${slug(b)}`],
    ['repeats dropped', { roles: [slug(a), `${slug(a)},${slug(b)}`] }, `${slug(a)},${slug(b)}`],
    ['words that are no slug dropped', { roles: `<b>,${slug(a)},,a b,-x` }, slug(a)],
    ['a number or a flag (the router parses them) is no role', { roles: 42 }, undefined],
    ['an object is no role', { roles: { role: slug(a) } }, undefined],
    ['nothing left: no roles', { roles: ', ,' }, undefined],
  ]
  it.each(cases)('%s', (_, raw, roles) => {
    const parsed = parseCompareSearch(raw)
    expect(parsed.roles).toBe(roles)
    expect(Object.keys(parsed)).toEqual(roles === undefined ? [] : ['roles'])
  })

  it('reads back what it writes', () => {
    const slugs = [a, b, c].map(slug)
    expect(requestedSlugs(parseCompareSearch(compareSearch(slugs)))).toEqual(slugs)
    expect(requestedSlugs(compareSearch([]))).toBeUndefined()
  })

  it('keeps every role slug as it is', () => {
    for (const role of ROLE_TITLES) expect(parseCompareSearch({ roles: slug(role) }).roles).toBe(slug(role))
  })
})

describe.each(ROLE_TITLES.map((role) => [role, roleComparison(role, CATALOGUE)] as const))('%s', (role, comparison) => {
  const plan = learningPlan(role, CATALOGUE)

  it('has the courses, tracks and summary of its plan page', () => {
    expect(comparison.planPath).toBe(planPath(role))
    expect(comparison.slug).toBe(slug(role))
    expect(comparison.summary).toBe(plan.summary)
    expect(comparison.summary).toBeTruthy()
    expect(comparison.tracks).toEqual(plan.tracks.map(({ track }) => track))
    expect(comparison.mandatoryCourses).toEqual(plan.mandatoryCourses)
    expect(comparison.trackCourses).toEqual(plan.tracks.flatMap(({ courses }) => courses))
    expect(comparison.instructorLed).toEqual(plan.instructorLed)
  })

  it('comes from exactly the functions and majors that the maps give it', () => {
    const functions = Object.entries(FUNCTION_MAP).filter(([, to]) => to === role)
    const majors = Object.entries(MAJOR_MAP).filter(([, to]) => to === role)
    expect(comparison.functions).toEqual(
      functions.map(([value]) => FUNCTION_LABELS[value as keyof typeof FUNCTION_LABELS]),
    )
    expect(comparison.majors).toEqual(majors.map(([value]) => MAJOR_LABELS[value as keyof typeof MAJOR_LABELS]))
  })
})

describe('where people come from, over all roles', () => {
  const comparisons = ROLE_TITLES.map((role) => roleComparison(role, CATALOGUE))
  it('names every function and every major under exactly one role', () => {
    for (const [labels, of] of [
      [Object.values(FUNCTION_LABELS), (c: (typeof comparisons)[number]) => c.functions],
      [Object.values(MAJOR_LABELS), (c: (typeof comparisons)[number]) => c.majors],
    ] as const) {
      expect(comparisons.flatMap(of).sort()).toEqual([...labels].sort())
    }
  })
})
