import { createFileRoute } from '@tanstack/react-router'
import { REFUND } from '~/features/policies/content/refund'
import { PolicyPage } from '~/features/policies/policy-page'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/refund')({
  head: () =>
    pageHead({ title: 'Refund policy', description: 'Our refund policy for courses and services.', path: '/refund' }),
  component: Page,
})

function Page() {
  return <PolicyPage doc={REFUND} />
}
