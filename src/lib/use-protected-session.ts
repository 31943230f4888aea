import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { paths } from './paths'
import { useSession, type SessionUser } from './session'

/**
 * Every protected page calls this (the guard in `_account._protected` lets it in): the page follows
 * the session while it is open. When the session ends in another tab or the server ends it (401),
 * the page goes to /login with the way back and the reason; a logout here is left to the header,
 * which takes the user home. Returns the logged-in user, or null while the page must show nothing.
 * A hook per page rather than a layout component: the protected layout's component would be a
 * chunk of its own, referenced from the entry that every page loads.
 */
export function useProtectedSession(): { user: SessionUser; token: string } | null {
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
  return session.status === 'loggedIn' ? session : null
}
