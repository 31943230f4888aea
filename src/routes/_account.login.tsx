import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LoginForm } from '~/features/auth/login-form'
import { safeReturnPath } from '~/lib/safe-redirect'
import { useSession } from '~/lib/session'
import { useHydrated } from '~/lib/use-hydrated'
import { staticPageHead } from '~/lib/seo'

/** Why the user is here when a protected page sent them because their session ended. */
const SESSION_ENDED = {
  elsewhere: 'You were logged out in another tab. Log in again to continue.',
  expired: 'Your session has ended. Please log in again.',
} as const

export const Route = createFileRoute('/_account/login')({
  // Parse, don't trust: anything unexpected in the URL is dropped here.
  validateSearch: (search: Record<string, unknown>): { redirect?: string; download?: boolean } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(search.download === true || search.download === 'true' ? { download: true } : {}),
  }),
  head: () => staticPageHead('login'),
  component: LoginRoute,
})

function LoginRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const sessionEnded = useLocation({ select: (location) => location.state.sessionEnded })
  // Logged in again (here or in another tab): why the last session ended no longer matters.
  const session = useSession()
  const loggedIn = session.status === 'loggedIn'
  // The prerendered page has no query string or history state: the reason appears after
  // hydration, so the first client render matches the server's.
  const hydrated = useHydrated()
  const backToDownload = search.download ? safeReturnPath(search.redirect) : null
  // Logged in with the download flag — just now, or already when the prerendered whitepaper link
  // (which knows no session) brought the visitor here: back to the page, where it downloads.
  useEffect(() => {
    if (backToDownload && session.status === 'loggedIn') {
      void navigate({ href: backToDownload, state: { download: true }, replace: true })
    }
  }, [backToDownload, session.status, navigate])
  const reason = !hydrated
    ? undefined
    : !loggedIn && (sessionEnded === 'elsewhere' || sessionEnded === 'expired')
      ? SESSION_ENDED[sessionEnded]
      : search.download
        ? 'Log in to download the whitepaper. It starts as soon as you are back.'
        : search.redirect
          ? 'Please log in to continue.'
          : undefined
  return (
    <LoginForm
      reason={reason}
      onLoggedIn={(user) => {
        if (backToDownload) return // the effect above
        const target = safeReturnPath(search.redirect)
        if (target) {
          void navigate({ href: target, replace: true })
        } else {
          void navigate({ to: '/profile/$email', params: { email: user.email }, replace: true })
        }
      }}
    />
  )
}
