import { createFileRoute } from '@tanstack/react-router'
import { parseCatalogueSearch } from '~/features/catalogue/catalogue-search-params'
import { CoursesPage } from '~/features/catalogue/courses-page'
import { SELF_PACED_COURSES } from '~/features/catalogue/self-paced-courses'
import { coursesDescription } from '~/lib/content/page-heads'
import { TRACKS } from '~/lib/content/tracks'
import { staticPageHead } from '~/lib/seo'
import { useJourneyHref } from '~/lib/use-journey-href'

export const Route = createFileRoute('/courses/')({
  // The course finder's state (q, topic, track, format, fits); anything else is dropped. The
  // finder reads and writes it (features/catalogue/use-course-finder.ts).
  validateSearch: parseCatalogueSearch,
  // The description counts the catalogue's own data. The loader is split into the page's chunk
  // with its component, so the course list stays off every other page.
  loader: () => ({ courses: SELF_PACED_COURSES.length, tracks: TRACKS.length }),
  head: ({ loaderData }) => staticPageHead('courses', loaderData && { description: coursesDescription(loaderData) }),
  component: Page,
})

function Page() {
  return <CoursesPage assessmentHref={useJourneyHref()} />
}
