import { createFileRoute } from '@tanstack/react-router'
import { holdLinkAndMove } from '~/features/auth/one-time-link'

// docs/architecture.md (Routing): the token-only link shape; the form asks for the e-mail too. Like the other shape,
// the token is kept in memory and the address bar moves to /reset-password (docs/product.md (Behaviour)).
export const Route = createFileRoute('/_account/reset-password/$token')({
  beforeLoad: ({ params, preload }) => holdLinkAndMove('reset', { token: params.token }, preload),
})
