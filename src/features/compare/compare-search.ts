/**
 * The roles of /compare as they live in the URL (`?roles=fine-tuner,agent-architect`), parsed by
 * the route's `validateSearch`. This module is in the app's entry chunk (the route tree), loaded by
 * every page, so it imports no data: it only reads the words that look like plan slugs, and the
 * page (compare-content.ts) keeps the ones that name a role.
 */

export type CompareSearch = {
  /** Plan slugs (src/lib/outcome-links.ts), comma-separated, lower case, each once. */
  roles?: string
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The app writes one comma-separated value; the form sent before hydration (a plain GET form with
 * one checkbox per role) repeats the key. Both read the same.
 */
export function parseCompareSearch({ roles }: Record<string, unknown>): CompareSearch {
  const values: unknown[] = Array.isArray(roles) ? roles : [roles]
  const words = values
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((word) => word.trim().toLowerCase())
    .filter((word) => SLUG.test(word))
  const unique = [...new Set(words)]
  return unique.length > 0 ? { roles: unique.join(',') } : {}
}

/** The slugs of a parsed search, in their order; undefined when the URL names no role. */
export const requestedSlugs = (search: CompareSearch): readonly string[] | undefined => search.roles?.split(',')

/** The search that shows `slugs`, as the app writes it. */
export const compareSearch = (slugs: readonly string[]): CompareSearch =>
  slugs.length > 0 ? { roles: slugs.join(',') } : {}
