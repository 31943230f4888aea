import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { paths } from '~/lib/paths'
import { activationQueryOptions } from './api/activate'
import { AuthCard } from './auth-card'

/** Activation (docs/product.md (Screens)): "Activating..." then the server's message. */
export function ActivationStatus({ email, token }: { email: string; token: string }) {
  const activation = useQuery(activationQueryOptions(email, token))
  return (
    <AuthCard title="Account activation">
      <div role="status" aria-live="polite">
        {activation.isPending && <p>Activating...</p>}
        {activation.isSuccess && <p className="alert alert--success">{activation.data.message}</p>}
      </div>
      <div role="alert">{activation.isError && <p className="alert alert--error">{activation.error.message}</p>}</div>
      {activation.isSuccess && (
        <p className="auth__links">
          <Link className="btn" to={paths.login}>
            Log in
          </Link>
        </p>
      )}
      {activation.isError && <AfterFailureLinks />}
    </AuthCard>
  )
}

/**
 * The token-free /activate opened without a link in memory (a reload, a bookmark): the token left the address bar
 * once it was read (docs/product.md (Behaviour)), so the visitor is sent back to the mail.
 */
export function ActivationLinkMissing() {
  return (
    <AuthCard title="Account activation">
      <p role="status">
        This page needs the activation link from your e-mail. To keep it private, the link is removed from the address
        bar once it is opened, so reloading cannot use it again. Open the link from the e-mail again.
      </p>
      <AfterFailureLinks />
    </AuthCard>
  )
}

/** Where to go when the account could not be activated here. */
const AfterFailureLinks = () => (
  <p className="auth__links">
    <Link to={paths.login}>Go to login</Link>
    <Link to={paths.signup}>Register again</Link>
  </p>
)
