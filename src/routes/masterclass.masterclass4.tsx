import { createFileRoute } from '@tanstack/react-router'
import { READINESS } from '~/features/courses/content/readiness'
import { READINESS_META } from '~/features/courses/content/readiness-meta'
import { CoursePage } from '~/features/courses/course-page'
import { pageHead } from '~/lib/seo'

// docs/product.md (Screens): the same screen as the operational readiness course; the canonical link points there.
export const Route = createFileRoute('/masterclass/masterclass4')({
  head: () => pageHead(READINESS_META),
  component: () => <CoursePage content={READINESS} />,
})
