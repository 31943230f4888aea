import { createFileRoute } from '@tanstack/react-router'
import { SendResetLinkForm } from '~/features/auth/send-reset-link-form'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/_account/send-reset-link')({
  head: () =>
    pageHead({
      title: 'Reset your password',
      description: 'Get a link to choose a new password.',
      path: paths.sendResetLink,
    }),
  component: SendResetLinkForm,
})
