import { createFileRoute } from '@tanstack/react-router'
import { MASTERCLASS } from '~/features/courses/content/masterclass'
import { CoursePage } from '~/features/courses/course-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/courses/Generative-AI-Technical-Masterclass')({
  head: () =>
    pageHead({
      title: 'Generative AI Technical Masterclass',
      description:
        'An 18-hour hands-on masterclass for technical professionals: 14 topics from model internals to agents in production.',
      path: paths.masterclassCourse,
    }),
  component: () => <CoursePage content={MASTERCLASS} />,
})
