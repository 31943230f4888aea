import { createFileRoute } from '@tanstack/react-router'
import { MINDSET } from '~/features/courses/content/mindset'
import { CoursePage } from '~/features/courses/course-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/courses/Cultivating-AI/GenAI-Mindset')({
  head: () => staticPageHead('mindsetCourse'),
  component: () => <CoursePage content={MINDSET} />,
})
