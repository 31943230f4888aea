/**
 * The routes the end-to-end sweeps visit, drawn from the modules that define them: a page added to
 * src/lib/paths.ts, or an outcome added, is swept without an edit here.
 *
 * Relative imports only: the WebKit smoke (e2e/webkit/smoke.mjs) loads this file without the
 * project's Vite config.
 */
import { paths } from '../../src/lib/paths'
import { PLAN_PATHS, PRERENDERED_PATHS } from '../../src/lib/prerendered-paths'

/** The pages with a hero video. */
export const VIDEO_ROUTES: readonly string[] = [paths.home, paths.ecosystem, paths.reskilling]

/** The learning plan of every outcome (/plan/<slug>). */
export const PLAN_ROUTES: readonly string[] = PLAN_PATHS

/**
 * The routes of docs/product.md (Screens) that a logged-out visitor can open, shared by the
 * sweeps: every page the build prerenders.
 */
export const STATIC_ROUTES: readonly string[] = PRERENDERED_PATHS

/** The account forms (prerendered, usable before the app has loaded). */
export const ACCOUNT_FORM_ROUTES: readonly string[] = [
  paths.signup,
  paths.login,
  paths.sendResetLink,
  paths.forgotPassword,
]

/** The content pages: every static route but the account forms and the learning plans. */
export const CONTENT_ROUTES: readonly string[] = STATIC_ROUTES.filter(
  (path) => !ACCOUNT_FORM_ROUTES.includes(path) && !PLAN_ROUTES.includes(path),
)

/** Link-only routes: reachable from a mail, with a placeholder token. */
export const LINK_ROUTES = [
  '/reset-password/some-token',
  '/reset-password/someone%40example.com/some-token',
  '/activate/someone%40example.com/some-token',
  // The token-free screens as a reload shows them: no link in memory (docs/product.md (Behaviour)).
  '/activate',
  '/reset-password',
] as const
