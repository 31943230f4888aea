import { createFileRoute } from '@tanstack/react-router'
import { SELF_PACED_COURSES } from '~/features/catalogue/self-paced-courses'
import { ComparePage } from '~/features/compare/compare-page'
import { parseCompareSearch } from '~/features/compare/compare-search'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/compare')({
  // The roles compared (`roles`, plan slugs); anything else is dropped. The page keeps the slugs
  // that name a role (features/compare/compare-content.ts).
  validateSearch: parseCompareSearch,
  head: () => staticPageHead('compare'),
  component: Page,
})

function Page() {
  // The catalogue's courses are the source of each role's track courses, as for its plan (src/routes/plan.$slug.tsx).
  return <ComparePage search={Route.useSearch()} catalogue={SELF_PACED_COURSES} />
}
