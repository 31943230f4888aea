import { createFileRoute } from '@tanstack/react-router'
import { PRIVACY } from '~/features/policies/content/privacy'
import { PolicyPage } from '~/features/policies/policy-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/privacy')({
  head: () =>
    pageHead({
      title: 'Privacy policy',
      description:
        'How we collect, use and protect your personal information, and your rights under GDPR, Indian law and the CCPA.',
      path: paths.privacy,
    }),
  component: () => <PolicyPage doc={PRIVACY} />,
})
