import { useSendResetLink } from './api/send-reset-link'
import { EmailRequestForm } from './email-request-form'

/** /send-reset-link (docs/product.md (Screens)): "Send Reset Link", "Sending..." and disabled while sending. */
export function SendResetLinkForm() {
  const mutation = useSendResetLink()
  return (
    <EmailRequestForm
      title="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      submitLabel="Send Reset Link"
      validate
      pending={mutation.isPending}
      send={async (email) => (await mutation.mutateAsync({ email })).message}
    />
  )
}
