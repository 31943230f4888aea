import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { EmailField, PasswordField } from '~/components/forms/account-fields'
import { AccountForm, SubmitButton } from '~/components/forms/account-form'
import { FormStatus } from '~/components/forms/form-status'
import { emailError, requiredError } from '~/components/forms/validation'
import { paths } from '~/lib/paths'
import { notify } from '~/lib/toast'
import { resetPassword } from './api/reset-password'
import { AuthCard } from './auth-card'
import { useAccountForm } from './use-account-form'
import { useRedirectAfter } from './use-redirect-after'

/**
 * Reset password (docs/product.md (Screens)): a new-password field and "Reset". The token comes from the link;
 * the e-mail too, except in the token-only link shape, where the user types it (docs/architecture.md (Routing)).
 */
export function ResetPasswordForm({ token, email }: { token: string; email?: string | undefined }) {
  const redirect = useRedirectAfter(paths.login)
  const { values, setValue, errors, status, setStatus, submit, pending } = useAccountForm(
    { email: email ?? '', password: '' },
    (fields) => resetPassword({ email: fields.email.trim(), token, password: fields.password }),
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      busy: redirect.redirecting,
      errors: {
        email: email === undefined ? emailError(values.email) : undefined,
        password: requiredError(values.password, 'new password'),
      },
      onSuccess: ({ message }) => {
        setStatus({ kind: 'success', message: `${message} Taking you to the login page…` })
        void notify('success', message)
        redirect.start()
      },
    })

  return (
    <AuthCard
      title="Choose a new password"
      intro={email ? <p>Choose a new password for {email}.</p> : <p>Enter your e-mail address and a new password.</p>}
    >
      <AccountForm label="Reset password" onSubmit={onSubmit}>
        {email === undefined && (
          <EmailField value={values.email} onValueChange={setValue('email')} error={errors.email} />
        )}
        <PasswordField
          purpose="new"
          label="New password"
          value={values.password}
          onValueChange={setValue('password')}
          error={errors.password}
        />
        <FormStatus status={status} />
        <SubmitButton disabled={pending || redirect.redirecting}>{pending ? 'Resetting...' : 'Reset'}</SubmitButton>
      </AccountForm>
      <p className="auth__links">
        <Link to={paths.sendResetLink}>Request a new link</Link>
        <Link to={paths.login}>Back to login</Link>
      </p>
    </AuthCard>
  )
}

/**
 * The token-free /reset-password opened without a link in memory (a reload, a bookmark): the token left the address
 * bar once it was read (docs/product.md (Behaviour)), so the visitor is sent back to the mail or to a new link.
 */
export function ResetLinkMissing() {
  return (
    <AuthCard title="Choose a new password">
      <p role="status">
        This page needs the reset link from your e-mail. To keep it private, the link is removed from the address bar
        once it is opened, so reloading cannot use it again. Open the link from the e-mail again, or request a new one.
      </p>
      <p className="auth__links">
        <Link to={paths.sendResetLink}>Request a new link</Link>
        <Link to={paths.login}>Back to login</Link>
      </p>
    </AuthCard>
  )
}
