import { createFileRoute } from '@tanstack/react-router'
import { STRATEGY } from '~/features/courses/content/strategy'
import { CoursePage } from '~/features/courses/course-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/courses/AI/GenAI-Transformation-Strategy')({
  head: () => staticPageHead('strategyCourse'),
  component: () => <CoursePage content={STRATEGY} />,
})
