import { createFileRoute } from '@tanstack/react-router'
import { CoursesPage } from '~/features/catalogue/courses-page'
import { pageHead } from '~/lib/seo'
import { useJourneyHref } from '~/lib/use-journey-href'

export const Route = createFileRoute('/courses/')({
  head: () =>
    pageHead({
      title: 'Courses',
      description:
        'Instructor-led AI/GenAI courses, a catalogue of 51 self-paced courses and 11 reskilling tracks for every kind of professional.',
      path: '/courses',
    }),
  component: Page,
})

function Page() {
  return <CoursesPage assessmentHref={useJourneyHref()} />
}
