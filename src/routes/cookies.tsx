import { createFileRoute } from '@tanstack/react-router'
import { COOKIES } from '~/features/policies/content/cookies'
import { PolicyPage } from '~/features/policies/policy-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/cookies')({
  head: () =>
    pageHead({ title: 'Cookie policy', description: 'Our use of cookies: at present, none.', path: paths.cookies }),
  component: () => <PolicyPage doc={COOKIES} />,
})
