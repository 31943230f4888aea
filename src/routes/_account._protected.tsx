import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { paths } from '~/lib/paths'

// docs/architecture.md (Routing): the protected routes redirect logged-out visitors to /login with the way back.
export const Route = createFileRoute('/_account/_protected')({
  beforeLoad: ({ context, location }) => {
    if (context.session.getSnapshot().status !== 'loggedIn') {
      throw redirect({ to: paths.login, search: { redirect: location.href } })
    }
  },
  component: Outlet,
})
