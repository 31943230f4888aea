import { createFileRoute } from '@tanstack/react-router'
import { parseCatalogueSearch } from '~/features/catalogue/catalogue-search-params'
import { CoursesPage } from '~/features/catalogue/courses-page'
import { staticPageHead } from '~/lib/seo'
import { useJourneyHref } from '~/lib/use-journey-href'

export const Route = createFileRoute('/courses/')({
  // The course finder's state (q, topic, track, format, fits); anything else is dropped. The
  // finder reads and writes it itself, after hydration (features/catalogue/finder-controls.tsx).
  validateSearch: parseCatalogueSearch,
  head: () => staticPageHead('courses'),
  component: Page,
})

function Page() {
  return <CoursesPage assessmentHref={useJourneyHref()} />
}
