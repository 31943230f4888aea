import { Link } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { EmailField, PasswordField } from '~/components/forms/account-fields'
import { AccountForm, SubmitButton } from '~/components/forms/account-form'
import { FormStatus } from '~/components/forms/form-status'
import { emailError, requiredError } from '~/components/forms/validation'
import { ApiError } from '~/lib/api-errors'
import { paths } from '~/lib/paths'
import { sessionStore, useSession, type SessionUser } from '~/lib/session'
import { notify } from '~/lib/toast'
import { login } from './api/login'
import { AuthCard } from './auth-card'
import { useAccountForm } from './use-account-form'

type LoginFormProps = {
  /** Called after the session is stored; the route decides where to go. */
  onLoggedIn: (user: SessionUser) => void
  /** Shown above the form when the visitor was sent here by a gate (protected page, whitepaper). */
  reason?: string | undefined
}

/** Login (docs/product.md (Screens, Behaviour)): e-mail and password; links to the reset-link page and to registration. */
export function LoginForm({ onLoggedIn, reason }: LoginFormProps) {
  const session = useSession()
  const { values, setValue, errors, status, submit, pending } = useAccountForm(
    { email: '', password: '' },
    (fields) => {
      // One session at a time: the current one ends first, on the server and in every cache, as
      // Logout ends it (docs/decisions/0033-what-logout-removes.md).
      if (sessionStore.getSnapshot().status === 'loggedIn') sessionStore.logout()
      return login({ email: fields.email.trim(), password: fields.password })
    },
  )
  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  const secondsLeft = useCountdown(waitUntil)

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      busy: secondsLeft > 0,
      errors: { email: emailError(values.email), password: requiredError(values.password, 'password') },
      onSuccess: ({ token, user, message }) => {
        sessionStore.login(token, user)
        void notify('success', message)
        onLoggedIn(user)
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
          setWaitUntil(Date.now() + error.retryAfterSeconds * 1000)
        }
      },
    })

  return (
    <AuthCard
      title="Login"
      intro={
        <>
          {reason && <p className="alert alert--info">{reason}</p>}
          {session.status === 'loggedIn' && (
            <p>
              You are logged in as <strong>{session.user.email}</strong>.{' '}
              <Link to="/profile/$email" params={{ email: session.user.email }}>
                Go to My Page
              </Link>
              . Logging in here logs this account out first and, unless you chose to keep them there, removes its
              results from this device.
            </p>
          )}
          <p>Welcome back. Log in to take the reskilling assessment and see your target role.</p>
        </>
      }
    >
      <AccountForm label="Login" onSubmit={onSubmit}>
        <EmailField value={values.email} onValueChange={setValue('email')} error={errors.email} />
        <PasswordField
          purpose="current"
          value={values.password}
          onValueChange={setValue('password')}
          error={errors.password}
        />
        <FormStatus status={status} />
        <SubmitButton disabled={pending || secondsLeft > 0}>
          {pending ? 'Logging in...' : secondsLeft > 0 ? `Try again in ${formatWait(secondsLeft)}` : 'Login'}
        </SubmitButton>
      </AccountForm>
      <p className="auth__links">
        <Link to={paths.sendResetLink}>Forgot password</Link>
        <span>
          New here? <Link to={paths.signup}>Register</Link>
        </span>
      </p>
    </AuthCard>
  )
}

function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until])
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

const formatWait = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
