import { createFileRoute } from '@tanstack/react-router'
import { LEADERSHIP } from '~/features/courses/content/leadership'
import { LeadershipExtras } from '~/features/courses/leadership-extras'
import { CoursePage } from '~/features/courses/course-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/courses/Essential-Competencies-of-AI/GenAI-Leader')({
  head: () => staticPageHead('leadershipCourse'),
  component: () => <CoursePage content={LEADERSHIP} extras={<LeadershipExtras />} />,
})
