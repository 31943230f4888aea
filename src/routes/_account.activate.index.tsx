import { createFileRoute, useLocation } from '@tanstack/react-router'
import { ActivationStatus, ActivationLinkMissing } from '~/features/auth/activation-status'
import { heldLink, NO_REFERRER_META } from '~/features/auth/one-time-link'
import { pageHead } from '~/lib/seo'

// The token-free address of the activation screen (docs/product.md (Behaviour)): the link's token is in memory.
export const Route = createFileRoute('/_account/activate/')({
  head: () => {
    const head = pageHead({ title: 'Account activation', description: 'Activate your account.', noindex: true })
    return { ...head, meta: [...head.meta, NO_REFERRER_META] }
  },
  component: Page,
})

function Page() {
  // Read on every navigation: a second link followed in this tab lands on the same screen with a new token.
  useLocation()
  const link = heldLink('activate')
  if (!link?.email) return <ActivationLinkMissing />
  return <ActivationStatus key={link.token} email={link.email} token={link.token} />
}
