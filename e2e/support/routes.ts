/**
 * The routes the end-to-end sweeps visit, drawn from the modules that define them: a page added to
 * src/lib/paths.ts, or an outcome added, is swept without an edit here.
 *
 * Relative imports only: the WebKit smoke (e2e/webkit/smoke.mjs) loads this file without the
 * project's Vite config.
 */
import { INSTRUCTOR_LED_COURSES } from '../../src/lib/content/instructor-led-courses'
import { paths } from '../../src/lib/paths'
import { PLAN_PATHS, PRERENDERED_PATHS } from '../../src/lib/prerendered-paths'

/**
 * A page of each arrangement of hero videos, for the motion sweeps: one band (/, and /Reskilling
 * the same) and two, one of them below the fold (/ecosystem).
 */
export const VIDEO_ROUTES: readonly string[] = [paths.home, paths.ecosystem]

/** The learning plan of every outcome (/plan/<slug>). */
export const PLAN_ROUTES: readonly string[] = PLAN_PATHS

/**
 * The routes of docs/product.md (Screens) that a logged-out visitor can open, shared by the
 * sweeps: every page the build prerenders.
 */
export const STATIC_ROUTES: readonly string[] = PRERENDERED_PATHS

/**
 * One page of each layout, for the sweeps that need a browser's layout (axe's contrast, reflow,
 * target sizes): the learning plans share one layout, and so do the instructor-led course pages
 * (masterclass4 is one of them), the policies and the two reset-link requests. What needs no layout
 * is read from every page of the build (scripts/built-pages.dist.test.ts).
 */
export const LAYOUT_ROUTES: readonly string[] = (() => {
  const sameLayout = [
    PLAN_PATHS,
    [...INSTRUCTOR_LED_COURSES.map((course) => course.path), paths.masterclass4],
    [paths.privacy, paths.cookies, paths.terms, paths.refund],
    // One form, two wordings (the e-mail request of src/features/auth).
    [paths.sendResetLink, paths.forgotPassword],
  ]
  const others = new Set(sameLayout.flatMap((group) => group.slice(1)))
  return PRERENDERED_PATHS.filter((path) => !others.has(path))
})()

/** The account forms (prerendered, usable before the app has loaded). */
export const ACCOUNT_FORM_ROUTES: readonly string[] = [
  paths.signup,
  paths.login,
  paths.sendResetLink,
  paths.forgotPassword,
]

/** Link-only routes: reachable from a mail, with a placeholder token. */
export const LINK_ROUTES = [
  // The same screen as '/reset-password/someone%40example.com/some-token' (e2e/routes.spec.ts opens both).
  '/reset-password/some-token',
  '/activate/someone%40example.com/some-token',
  // The token-free screens as a reload shows them: no link in memory (docs/product.md (Behaviour)).
  '/activate',
  '/reset-password',
] as const
