import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '~/features/auth/reset-password-form'
import { pageHead } from '~/lib/seo'

// docs/architecture.md (Routing): the token-only link shape; the form asks for the e-mail too.
export const Route = createFileRoute('/_account/reset-password/$token')({
  head: () => pageHead({ title: 'Choose a new password', description: 'Choose a new password.', noindex: true }),
  component: Page,
})

function Page() {
  const { token } = Route.useParams()
  return <ResetPasswordForm token={token} />
}
