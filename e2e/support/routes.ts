import { OUTCOMES } from '../../src/lib/content/roles'
import { planPath } from '../../src/lib/outcome-links'

/** The pages with a hero video. */
export const VIDEO_ROUTES: readonly string[] = ['/', '/ecosystem', '/Reskilling']

/** The learning plan of every outcome (/plan/<slug>). */
export const PLAN_ROUTES: readonly string[] = OUTCOMES.map(planPath)

/** The routes of docs/product.md (Screens) that a logged-out visitor can open, shared by the sweeps. */
export const STATIC_ROUTES = [
  '/',
  '/Reskilling',
  '/about-us',
  '/ecosystem',
  '/courses',
  '/courses/Essential-Competencies-of-AI/GenAI-Leader',
  '/courses/Generative-AI-Technical-Masterclass',
  '/courses/AI/GenAI-Transformation-Strategy',
  '/courses/Cultivating-AI/GenAI-Mindset',
  '/courses/AI/GenAI-Operational-Readiness',
  '/masterclass/masterclass4',
  '/tracks',
  '/privacy',
  '/cookies',
  '/terms',
  '/refund',
  '/signup',
  '/login',
  '/send-reset-link',
  '/forgot-password',
  ...PLAN_ROUTES,
]

/** Link-only routes: reachable from a mail, with a placeholder token. */
export const LINK_ROUTES = [
  '/reset-password/some-token',
  '/reset-password/someone%40example.com/some-token',
  '/activate/someone%40example.com/some-token',
  // The token-free screens as a reload shows them: no link in memory (docs/product.md (Behaviour)).
  '/activate',
  '/reset-password',
] as const
