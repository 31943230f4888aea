/**
 * Where an assessment outcome leads: its learning plan on this site and its course page on the
 * course site. Only the plan, the result card and the profile need these, so they are not in
 * src/lib/paths.ts or src/lib/site-config.ts, which every page loads.
 *
 * The plan is `/plan/<slug>`, the slug derived from the outcome's title here and nowhere else
 * ('Fine Tuner' → 'fine-tuner', 'Foundational Track' → 'foundational-track'). All thirteen plans
 * are prerendered (src/entry-server.tsx), so a shared link opens cold and offline.
 */
import { OUTCOMES, type Outcome } from './content/roles'
import { siteConfig } from './site-config'

export const outcomeSlug = (outcome: Outcome): string =>
  outcome
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export const planPath = (outcome: Outcome) => `/plan/${outcomeSlug(outcome)}`

/** The outcome of a plan slug (any letter case, like the router), or undefined for an unknown one. */
export function outcomeForSlug(slug: string): Outcome | undefined {
  const wanted = slug.toLowerCase()
  return OUTCOMES.find((outcome) => outcomeSlug(outcome) === wanted)
}

/**
 * One course page per outcome on the course site (docs/product.md: Screens, Profile): the outcome's
 * slug under /tracks/, the foundational track's without its "-track" ('/tracks/foundational').
 */
export const ROLE_COURSE_URLS = Object.fromEntries(
  OUTCOMES.map((outcome) => [
    outcome,
    `${siteConfig.courseSiteUrl}/tracks/${outcomeSlug(outcome).replace(/-track$/, '')}`,
  ]),
) as Record<Outcome, string>
