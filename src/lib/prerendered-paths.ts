/**
 * Every page the build prerenders (src/entry-server.tsx's `staticPaths`, docs/architecture.md
 * (Shape)): every path of paths.ts except the protected assessment (it needs a session), and the
 * learning plan of each outcome (/plan/<slug>), so a shared link opens cold and offline. The
 * end-to-end sweeps visit the same list (e2e/support/routes.ts).
 *
 * Relative imports only: the WebKit smoke loads it without the project's Vite config.
 */
import { OUTCOMES } from './content/outcomes'
import { planPath } from './outcome-links'
import { paths } from './paths'

/** Paths of paths.ts that are app routes but not prerendered. */
export const NOT_PRERENDERED: readonly string[] = [paths.assessments]

/** The learning plan of every outcome. */
export const PLAN_PATHS: readonly string[] = OUTCOMES.map(planPath)

export const PRERENDERED_PATHS: readonly string[] = [
  ...Object.values(paths).filter((path) => !NOT_PRERENDERED.includes(path)),
  ...PLAN_PATHS,
]
