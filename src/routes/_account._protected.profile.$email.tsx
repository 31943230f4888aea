import { createFileRoute, redirect } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { ProfilePage } from '~/features/profile/profile-page'
import { sameEmail } from '~/lib/email'
import { unlessLeaving } from '~/lib/page-exit'
import { pageHead } from '~/lib/seo'
import { readTargetRoleEntry, saveTargetRole } from '~/lib/target-role'
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

// The assessment's saved progress and history are deleted through their own stores, loaded only
// when asked to; both are tried even if one fails.
const removeAssessmentData = async (email: string) => {
  const [progress, history] = await Promise.all([
    import('~/features/assessment/progress-store'),
    import('~/features/assessment/history/history-store'),
  ])
  const results = await Promise.allSettled([progress.clearProgress(email), history.clearHistory(email)])
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}

// The history is the assessment feature's; it loads after the greeting, in its own chunk, with its
// own stylesheet (not in every page's). Leaving the page while it loads is no error (lib/page-exit.ts).
const AssessmentHistory = lazy(() =>
  unlessLeaving(() => import('~/features/assessment/history/history-section'))
    .then(whenStyled)
    .then((module) => ({ default: module.AssessmentHistory })),
)

// Download and import reach the target role through this page's own import of its module.
const targetRole = { read: readTargetRoleEntry, save: saveTargetRole }

function Page() {
  const { email } = Route.useParams()
  const session = useProtectedSession()
  // Nothing to show once the session ended (the hook is taking the user to /login or home).
  if (!session) return null
  return (
    <ProfilePage
      email={email}
      removeAssessmentData={removeAssessmentData}
      history={
        <Suspense fallback={null}>
          <AssessmentHistory email={email} targetRole={targetRole} />
        </Suspense>
      }
    />
  )
}
