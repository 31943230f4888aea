import { createFileRoute } from '@tanstack/react-router'
import { MINDSET } from '~/features/courses/content/mindset'
import { CoursePage } from '~/features/courses/course-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/courses/Cultivating-AI/GenAI-Mindset')({
  head: () =>
    pageHead({
      title: 'Cultivating AI/GenAI Mindset',
      description: 'A 4-hour course for every level on the mindset that makes people and teams thrive with AI.',
      path: paths.mindsetCourse,
    }),
  component: () => <CoursePage content={MINDSET} />,
})
