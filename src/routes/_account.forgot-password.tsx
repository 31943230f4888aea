import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordForm } from '~/features/auth/forgot-password-form'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/_account/forgot-password')({
  head: () =>
    pageHead({
      title: 'Forgot password',
      description: 'Get a link to choose a new password.',
      path: paths.forgotPassword,
    }),
  component: ForgotPasswordForm,
})
