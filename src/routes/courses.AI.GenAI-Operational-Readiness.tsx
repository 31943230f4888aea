import { createFileRoute } from '@tanstack/react-router'
import { READINESS } from '~/features/courses/content/readiness'
import { READINESS_META } from '~/features/courses/content/readiness-meta'
import { CoursePage } from '~/features/courses/course-page'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/courses/AI/GenAI-Operational-Readiness')({
  head: () => pageHead(READINESS_META),
  component: () => <CoursePage content={READINESS} />,
})
