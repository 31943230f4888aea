import { createFileRoute } from '@tanstack/react-router'
import { holdLinkAndMove } from '~/features/auth/one-time-link'

// docs/product.md (Behaviour): the link's token is kept in memory and the address bar moves to /activate (replaced,
// not pushed), before anything renders or calls the backend.
export const Route = createFileRoute('/_account/activate/$email/$token')({
  beforeLoad: ({ params, preload }) =>
    holdLinkAndMove('activate', { email: params.email, token: params.token }, preload),
})
