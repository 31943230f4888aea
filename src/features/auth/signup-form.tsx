import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { EmailField, PasswordField } from '~/components/forms/account-fields'
import { AccountForm, SubmitButton } from '~/components/forms/account-form'
import { FormStatus } from '~/components/forms/form-status'
import { TextField } from '~/components/forms/text-field'
import { emailError, requiredError } from '~/components/forms/validation'
import { isDemoMode } from '~/lib/api-config'
import { paths } from '~/lib/paths'
import { notify } from '~/lib/toast'
import { signup } from './api/signup'
import { AuthCard } from './auth-card'
import { useAccountForm } from './use-account-form'
import { useRedirectAfter } from './use-redirect-after'

/** Registration (docs/product.md (Screens)): name, e-mail and password; then the message and /login after 2 s. */
export function SignupForm() {
  const redirect = useRedirectAfter(paths.login)
  const { values, setValue, errors, status, setStatus, submit, pending } = useAccountForm(
    { name: '', email: '', password: '' },
    (fields) => signup({ name: fields.name.trim(), email: fields.email.trim(), password: fields.password }),
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      busy: redirect.redirecting,
      errors: {
        name: requiredError(values.name, 'name'),
        email: emailError(values.email),
        password: requiredError(values.password, 'password'),
      },
      onSuccess: ({ message }) => {
        setStatus({ kind: 'success', message })
        void notify('success', message)
        redirect.start()
      },
    })

  return (
    <AuthCard title="Register" intro={<p>Create your free account to take the reskilling assessment.</p>}>
      <AccountForm label="Register" onSubmit={onSubmit}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onValueChange={setValue('name')}
          error={errors.name}
        />
        <EmailField value={values.email} onValueChange={setValue('email')} error={errors.email} />
        <PasswordField
          purpose="new"
          note={isDemoMode ? DEMO_PASSWORD_NOTE : undefined}
          value={values.password}
          onValueChange={setValue('password')}
          error={errors.password}
        />
        <FormStatus status={status} />
        <SubmitButton disabled={pending || redirect.redirecting}>
          {pending ? 'Registering...' : 'Register'}
        </SubmitButton>
      </AccountForm>
      <p className="auth__links">
        <span>
          Already have an account? <Link to={paths.login}>Login</Link>
        </span>
      </p>
    </AuthCard>
  )
}

/**
 * Demo mode only (docs/architecture.md (Demo mode)): the accounts live in this browser, so a visitor is told not to
 * type a password used anywhere else.
 */
export const DEMO_PASSWORD_NOTE =
  'This is a demo: accounts are kept in this browser only. Do not use a real password, or one you use anywhere else.'
