import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { removeAssessmentData } from '~/features/assessment/remove-learner-data'
import { SELF_PACED_COURSES } from '~/features/catalogue/self-paced-courses'
import { clearDemoAccounts } from '~/features/demo/clear-demo-accounts'
import { ProfilePage } from '~/features/profile/profile-page'
import { isDemoMode } from '~/lib/api-config'
import { sameEmail } from '~/lib/email'
import { unlessLeaving } from '~/lib/page-exit'
import { pageHead } from '~/lib/seo'
import { notify } from '~/lib/toast'
import { useProtectedSession } from '~/lib/use-protected-session'
import { whenStyled } from '~/components/after-hydration'

export const Route = createFileRoute('/_account/_protected/profile/$email')({
  beforeLoad: ({ context, params }) => {
    const session = context.session.getSnapshot()
    // docs/architecture.md (Routing): someone else's profile URL leads to your own.
    if (session.status === 'loggedIn' && !sameEmail(session.user.email, params.email)) {
      throw redirect({ to: '/profile/$email', params: { email: session.user.email }, replace: true })
    }
  },
  head: () => pageHead({ title: 'My Page', description: 'Your reskilling profile and target role.', noindex: true }),
  component: Page,
})

const DEMO_ACCOUNTS_CLEARED = 'Your data and the demo accounts were removed from this device. You are logged out.'

/** A load that failed because the device went offline is tried again once the connection is back. */
const retriedOnline = <T,>(load: () => Promise<T>): Promise<T> =>
  load().catch((error: unknown) =>
    navigator.onLine
      ? Promise.reject(error)
      : new Promise<T>((resolve, reject) =>
          window.addEventListener('online', () => void load().then(resolve, reject), { once: true }),
        ),
  )

// The history is the assessment feature's; it loads after the greeting, in its own chunk, with its
// own stylesheet (not in every page's). Leaving the page while it loads is no error (lib/page-exit.ts).
const AssessmentHistory = lazy(() =>
  unlessLeaving(() => retriedOnline(() => import('~/features/assessment/history/history-section')))
    .then(whenStyled)
    .then((module) => ({ default: module.AssessmentHistory })),
)

function Page() {
  const { email } = Route.useParams()
  const session = useProtectedSession()
  const navigate = useNavigate()
  // Nothing to show once the session ended (the hook is taking the user to /login or home).
  if (!session) return null
  // Demo mode: "Remove my data" also offers to clear the demo accounts, which logs out; the visitor goes home.
  const clearDemo = isDemoMode
    ? async () => {
        await clearDemoAccounts()
        void notify('success', DEMO_ACCOUNTS_CLEARED)
        await navigate({ to: '/' })
      }
    : undefined
  return (
    <ProfilePage
      email={email}
      removeAssessmentData={removeAssessmentData}
      clearDemoAccounts={clearDemo}
      catalogue={SELF_PACED_COURSES}
      history={
        <Suspense fallback={null}>
          <AssessmentHistory email={email} />
        </Suspense>
      }
    />
  )
}
