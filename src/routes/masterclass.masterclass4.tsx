import { createFileRoute } from '@tanstack/react-router'
import { READINESS } from '~/features/courses/content/readiness'
import { CoursePage } from '~/features/courses/course-page'
import { staticPageHead } from '~/lib/seo'

// docs/product.md (Screens): the same screen as the operational readiness course; the canonical link points there.
export const Route = createFileRoute('/masterclass/masterclass4')({
  head: () => staticPageHead('readinessCourse'),
  component: () => <CoursePage content={READINESS} />,
})
