import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordForm } from '~/features/auth/email-request-form'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/_account/forgot-password')({
  head: () => staticPageHead('forgotPassword'),
  component: ForgotPasswordForm,
})
