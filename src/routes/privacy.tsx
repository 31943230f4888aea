import { createFileRoute } from '@tanstack/react-router'
import { PRIVACY } from '~/features/policies/content/privacy'
import { PolicyPage } from '~/features/policies/policy-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/privacy')({
  head: () => staticPageHead('privacy'),
  component: () => <PolicyPage doc={PRIVACY} />,
})
