import { createFileRoute } from '@tanstack/react-router'
import { TERMS } from '~/features/policies/content/terms'
import { PolicyPage } from '~/features/policies/policy-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/terms')({
  head: () => staticPageHead('terms'),
  component: () => <PolicyPage doc={TERMS} />,
})
