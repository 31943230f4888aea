import { createFileRoute } from '@tanstack/react-router'
import { STRATEGY } from '~/features/courses/content/strategy'
import { CoursePage } from '~/features/courses/course-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/courses/AI/GenAI-Transformation-Strategy')({
  head: () =>
    pageHead({
      title: 'AI/GenAI Transformation Strategy',
      description:
        'A 6-hour course for executives and managers on building an AI/GenAI digital strategy that reaches production.',
      path: paths.strategyCourse,
    }),
  component: () => <CoursePage content={STRATEGY} />,
})
