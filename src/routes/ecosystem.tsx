import { createFileRoute } from '@tanstack/react-router'
import { EcosystemPage } from '~/features/ecosystem/ecosystem-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/ecosystem')({
  head: () =>
    pageHead({
      title: 'Collaboration ecosystems',
      description:
        'Join AI collaboration ecosystems: cohorts of Collaborators who share AI knowledge and learn up to 3X faster.',
      path: paths.ecosystem,
    }),
  component: EcosystemPage,
})
