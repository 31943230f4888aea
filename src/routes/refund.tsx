import { createFileRoute } from '@tanstack/react-router'
import { REFUND } from '~/features/policies/content/refund'
import { PolicyPage } from '~/features/policies/policy-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/refund')({
  head: () =>
    pageHead({
      title: 'Refund policy',
      description: 'Our refund policy for courses and services.',
      path: paths.refund,
    }),
  component: () => <PolicyPage doc={REFUND} />,
})
