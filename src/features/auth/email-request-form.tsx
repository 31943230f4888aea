import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { EmailField } from '~/components/forms/account-fields'
import { AccountForm, SubmitButton } from '~/components/forms/account-form'
import { FormStatus } from '~/components/forms/form-status'
import { emailError } from '~/components/forms/validation'
import { paths } from '~/lib/paths'
import { forgotPassword } from './api/forgot-password'
import { sendResetLink } from './api/send-reset-link'
import { AuthCard } from './auth-card'
import { useAccountForm } from './use-account-form'

type EmailRequestFormProps = {
  title: string
  intro: string
  submitLabel: string
  /** Sends the request; resolves to the success message, rejects with the failure message (an ApiError). */
  send: (email: string) => Promise<string>
  /** docs/product.md (Validation): the reset-link form checks the address; the forgot-password form has no rule. */
  validate: boolean
}

/** The one-field "send me a link" form behind /send-reset-link and /forgot-password. */
function EmailRequestForm({ title, intro, submitLabel, send, validate }: EmailRequestFormProps) {
  const { values, setValue, errors, status, setStatus, submit, pending } = useAccountForm({ email: '' }, (fields) =>
    send(fields.email.trim()),
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      errors: { email: validate ? emailError(values.email) : undefined },
      onSuccess: (message) => setStatus({ kind: 'success', message }),
    })

  return (
    <AuthCard title={title} intro={<p>{intro}</p>}>
      <AccountForm label={title} onSubmit={onSubmit}>
        <EmailField required={validate} value={values.email} onValueChange={setValue('email')} error={errors.email} />
        <FormStatus status={status} />
        <SubmitButton disabled={pending}>{pending ? 'Sending...' : submitLabel}</SubmitButton>
      </AccountForm>
      <p className="auth__links">
        <Link to={paths.login}>Back to login</Link>
        <Link to={paths.signup}>Register</Link>
      </p>
    </AuthCard>
  )
}

/** /send-reset-link (docs/product.md (Screens)): "Send Reset Link", "Sending..." and disabled while sending. */
export function SendResetLinkForm() {
  return (
    <EmailRequestForm
      title="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      submitLabel="Send Reset Link"
      validate
      send={async (email) => (await sendResetLink({ email })).message}
    />
  )
}

/** /forgot-password (docs/product.md (Screens)): one e-mail field, answered with `msg`. */
export function ForgotPasswordForm() {
  return (
    <EmailRequestForm
      title="Forgot password"
      intro="Forgot your password? Enter your e-mail address and we will send you a reset link."
      submitLabel="Send Reset Link"
      validate={false}
      send={async (email) => (await forgotPassword({ email })).msg}
    />
  )
}
