import { createFileRoute } from '@tanstack/react-router'
import { TERMS } from '~/features/policies/content/terms'
import { PolicyPage } from '~/features/policies/policy-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/terms')({
  head: () =>
    pageHead({
      title: 'Terms of use',
      description: 'The terms that govern access to our courses, content and services.',
      path: paths.terms,
    }),
  component: () => <PolicyPage doc={TERMS} />,
})
