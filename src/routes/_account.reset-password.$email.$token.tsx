import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '~/features/auth/reset-password-form'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/_account/reset-password/$email/$token')({
  head: () => pageHead({ title: 'Choose a new password', description: 'Choose a new password.', noindex: true }),
  component: Page,
})

function Page() {
  const { email, token } = Route.useParams()
  return <ResetPasswordForm email={email} token={token} />
}
