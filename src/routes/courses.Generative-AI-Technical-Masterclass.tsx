import { createFileRoute } from '@tanstack/react-router'
import { MASTERCLASS } from '~/features/courses/content/masterclass'
import { CoursePage } from '~/features/courses/course-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/courses/Generative-AI-Technical-Masterclass')({
  head: () => staticPageHead('masterclassCourse'),
  component: () => <CoursePage content={MASTERCLASS} />,
})
