import { createFileRoute } from '@tanstack/react-router'
import { parseCatalogueSearch } from '~/features/catalogue/catalogue-search-params'
import { CoursesPage } from '~/features/catalogue/courses-page'
import { pageHead } from '~/lib/seo'
import { useJourneyHref } from '~/lib/use-journey-href'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/courses/')({
  // The course finder's state (q, topic, track, format, fits); anything else is dropped. The
  // finder reads and writes it itself, after hydration (features/catalogue/finder-controls.tsx).
  validateSearch: parseCatalogueSearch,
  head: () =>
    pageHead({
      title: 'Courses',
      description:
        'Instructor-led AI/GenAI courses, a catalogue of 51 self-paced courses and 11 reskilling tracks for every kind of professional.',
      path: paths.courses,
    }),
  component: Page,
})

function Page() {
  return <CoursesPage assessmentHref={useJourneyHref()} />
}
