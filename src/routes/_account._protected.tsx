import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { paths } from '~/lib/paths'
import { useSession } from '~/lib/session'

// docs/architecture.md (Routing): the protected routes redirect logged-out visitors to /login with the way back.
export const Route = createFileRoute('/_account/_protected')({
  beforeLoad: async ({ context, location }) => {
    // A session kept only in the IndexedDB mirror (localStorage was cleared) counts: the guard
    // waits for the start-up restore, which costs nothing once it has run.
    await context.session.restore()
    if (context.session.getSnapshot().status !== 'loggedIn') {
      throw redirect({ to: paths.login, search: { redirect: location.href } })
    }
  },
  component: ProtectedLayout,
})

/**
 * A protected page follows the session while it is open: when the session ends in another tab or
 * the server ends it (401), the page goes to /login with the way back and the reason. A logout
 * here is left to the header, which takes the user home.
 */
function ProtectedLayout() {
  const session = useSession()
  const router = useRouter()
  const ended = session.status === 'loggedOut' ? (session.ended ?? 'elsewhere') : null
  useEffect(() => {
    if (ended === null || ended === 'logout') return
    // Read when the session ends, not on every render: once the navigation starts, the router's
    // location is /login itself.
    const back = router.state.location.href
    void router.navigate({ to: paths.login, search: { redirect: back }, state: { sessionEnded: ended }, replace: true })
  }, [ended, router])
  return ended === null ? <Outlet /> : null
}
