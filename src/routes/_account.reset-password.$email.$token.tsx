import { createFileRoute } from '@tanstack/react-router'
import { holdLinkAndMove } from '~/features/auth/one-time-link'

// docs/product.md (Behaviour): the link's e-mail and token are kept in memory and the address bar moves to
// /reset-password (replaced, not pushed), before the form renders.
export const Route = createFileRoute('/_account/reset-password/$email/$token')({
  beforeLoad: ({ params, preload }) => holdLinkAndMove('reset', { email: params.email, token: params.token }, preload),
})
