import { createFileRoute } from '@tanstack/react-router'
import { READINESS } from '~/features/courses/content/readiness'
import { CoursePage } from '~/features/courses/course-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/courses/AI/GenAI-Operational-Readiness')({
  head: () =>
    pageHead({
      title: 'AI/GenAI Operational Readiness',
      description:
        'A two-day, 12-hour course on making an organisation operationally ready for AI with the Readiness Rocket Framework.',
      path: paths.readinessCourse,
    }),
  component: Page,
})

function Page() {
  return <CoursePage content={READINESS} />
}
