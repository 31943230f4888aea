import { createFileRoute } from '@tanstack/react-router'
import { READINESS } from '~/features/courses/content/readiness'
import { CoursePage } from '~/features/courses/course-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/courses/AI/GenAI-Operational-Readiness')({
  head: () => staticPageHead('readinessCourse'),
  component: () => <CoursePage content={READINESS} />,
})
