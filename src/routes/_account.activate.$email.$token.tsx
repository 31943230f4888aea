import { createFileRoute } from '@tanstack/react-router'
import { ActivationStatus } from '~/features/auth/activation-status'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/_account/activate/$email/$token')({
  head: () => pageHead({ title: 'Account activation', description: 'Activate your account.', noindex: true }),
  component: Page,
})

function Page() {
  const { email, token } = Route.useParams()
  return <ActivationStatus email={email} token={token} />
}
