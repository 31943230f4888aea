import { createFileRoute } from '@tanstack/react-router'
import { READINESS } from '~/features/courses/content/readiness'
import { CoursePage } from '~/features/courses/course-page'
import { paths } from '~/lib/paths'
import { pageHead } from '~/lib/seo'

// docs/product.md (Screens): the same screen as the operational readiness course; the canonical link points there.
export const Route = createFileRoute('/masterclass/masterclass4')({
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
