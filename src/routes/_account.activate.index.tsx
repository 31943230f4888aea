import { createFileRoute, useLocation } from '@tanstack/react-router'
import { ActivationStatus, ActivationLinkMissing } from '~/features/auth/activation-status'
import { heldLink, tokenFreeHead } from '~/features/auth/one-time-link'

// The token-free address of the activation screen (docs/product.md (Behaviour)): the link's token is in memory.
export const Route = createFileRoute('/_account/activate/')({
  head: () => tokenFreeHead('Account activation', 'Activate your account.'),
  component: Page,
})

function Page() {
  // Read on every navigation: a second link followed in this tab lands on the same screen with a new token.
  useLocation()
  const link = heldLink('activate')
  if (!link?.email) return <ActivationLinkMissing />
  return <ActivationStatus key={link.token} email={link.email} token={link.token} />
}
