import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { EmailField, PasswordField } from '~/components/forms/account-fields'
import { AccountForm } from '~/components/forms/account-form'
import { FormStatus } from '~/components/forms/form-status'
import { TextField } from '~/components/forms/text-field'
import { emailError, requiredError } from '~/components/forms/validation'
import { isDemoMode } from '~/lib/api-config'
import { paths } from '~/lib/paths'
import { notify } from '~/lib/toast'
import { signup } from './api/signup'
import { AuthCard } from './auth-card'
import { useFormFields } from './use-form-fields'
import { useRedirectAfter } from './use-redirect-after'

/** Registration (docs/product.md (Screens)): name, e-mail and password; then the message and /login after 2 s. */
export function SignupForm() {
  const registration = useMutation({ mutationFn: signup })
  const redirect = useRedirectAfter(paths.login)
  const { formRef, values, setValue, errors, check, status, setStatus } = useFormFields({
    name: '',
    email: '',
    password: '',
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (registration.isPending || redirect.redirecting) return
    const valid = check({
      name: requiredError(values.name, 'name'),
      email: emailError(values.email),
      password: requiredError(values.password, 'password'),
    })
    if (!valid) return
    registration.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ message }) => {
          setStatus({ kind: 'success', message })
          void notify('success', message)
          redirect.start()
        },
        onError: (error) => setStatus({ kind: 'error', message: error.message }),
      },
    )
  }

  return (
    <AuthCard title="Register" intro={<p>Create your free account to take the reskilling assessment.</p>}>
      <AccountForm ref={formRef} label="Register" onSubmit={submit}>
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
        <button type="submit" className="btn" disabled={registration.isPending || redirect.redirecting}>
          {registration.isPending ? 'Registering...' : 'Register'}
        </button>
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
