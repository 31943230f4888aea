import { createFileRoute } from '@tanstack/react-router'
import { SendResetLinkForm } from '~/features/auth/email-request-form'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/_account/send-reset-link')({
  head: () => staticPageHead('sendResetLink'),
  component: SendResetLinkForm,
})
