import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { paths } from '~/lib/paths'

// docs/architecture.md (Routing): the protected routes redirect logged-out visitors to /login with the way back.
// Each protected page then follows the session with useProtectedSession (src/lib/use-protected-session.ts).
export const Route = createFileRoute('/_account/_protected')({
  beforeLoad: async ({ context, location }) => {
    // A session kept only in the IndexedDB mirror (localStorage was cleared) counts: the guard
    // waits for the start-up restore, which costs nothing once it has run.
    await context.session.restore()
    if (context.session.getSnapshot().status !== 'loggedIn') {
      throw redirect({ to: paths.login, search: { redirect: location.href } })
    }
  },
  component: Outlet,
})
