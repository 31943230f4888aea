import { useForgotPassword } from './api/forgot-password'
import { EmailRequestForm } from './email-request-form'

/** /forgot-password (docs/product.md (Screens)): one e-mail field, answered with `msg`. */
export function ForgotPasswordForm() {
  const mutation = useForgotPassword()
  return (
    <EmailRequestForm
      title="Forgot password"
      intro="Forgot your password? Enter your e-mail address and we will send you a reset link."
      submitLabel="Send Reset Link"
      validate={false}
      pending={mutation.isPending}
      send={async (email) => (await mutation.mutateAsync({ email })).msg}
    />
  )
}
