import { createFileRoute } from '@tanstack/react-router'
import { COOKIES } from '~/features/policies/content/cookies'
import { PolicyPage } from '~/features/policies/policy-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/cookies')({
  head: () => staticPageHead('cookies'),
  component: () => <PolicyPage doc={COOKIES} />,
})
