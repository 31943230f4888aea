import { paths } from '~/lib/paths'
import type { PageMeta } from '~/lib/seo'

// Apart from the course's content: a route's head loads with the route tree on every page, while its
// content loads only with the page's own chunk.

/** The page's head tags, shared by its course route and /masterclass/masterclass4 (canonical: the course). */
export const READINESS_META: PageMeta = {
  title: 'AI/GenAI Operational Readiness',
  description:
    'A two-day, 12-hour course on making an organisation operationally ready for AI with the Readiness Rocket Framework.',
  path: paths.readinessCourse,
}
