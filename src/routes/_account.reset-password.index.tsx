import { createFileRoute, useLocation } from '@tanstack/react-router'
import { heldLink, tokenFreeHead } from '~/features/auth/one-time-link'
import { ResetLinkMissing, ResetPasswordForm } from '~/features/auth/reset-password-form'

// The token-free address of the reset screen (docs/product.md (Behaviour)): the link's token is in memory.
export const Route = createFileRoute('/_account/reset-password/')({
  head: () => tokenFreeHead('Choose a new password', 'Choose a new password.'),
  component: Page,
})

function Page() {
  // Read on every navigation: a second link followed in this tab lands on the same screen with a new token.
  useLocation()
  const link = heldLink('reset')
  if (!link) return <ResetLinkMissing />
  return <ResetPasswordForm key={link.token} email={link.email} token={link.token} />
}
