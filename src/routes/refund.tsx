import { createFileRoute } from '@tanstack/react-router'
import { REFUND } from '~/features/policies/content/refund'
import { PolicyPage } from '~/features/policies/policy-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/refund')({
  head: () => staticPageHead('refund'),
  component: () => <PolicyPage doc={REFUND} />,
})
