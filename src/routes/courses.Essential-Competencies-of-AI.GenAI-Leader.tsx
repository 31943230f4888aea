import { createFileRoute } from '@tanstack/react-router'
import { LEADERSHIP } from '~/features/courses/content/leadership'
import { LeadershipExtras } from '~/features/courses/leadership-extras'
import { CoursePage } from '~/features/courses/course-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/courses/Essential-Competencies-of-AI/GenAI-Leader')({
  head: () =>
    pageHead({
      title: 'Essential Competencies of AI/GenAI Leader',
      description:
        'A two-day, 12-hour leadership course: the four competencies, six leadership styles and 24 behaviours that AI-era leaders need.',
      path: paths.leadershipCourse,
    }),
  component: () => <CoursePage content={LEADERSHIP} extras={<LeadershipExtras />} />,
})
