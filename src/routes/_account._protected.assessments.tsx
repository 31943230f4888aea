import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AssessmentScreen } from '~/features/assessment/assessment-screen'
import { paths } from '~/lib/paths'
import { pageHead } from '~/lib/seo'
import { useProtectedSession } from '~/lib/use-protected-session'
import { saveTargetRole } from '~/lib/target-role'

export const Route = createFileRoute('/_account/_protected/assessments')({
  head: () =>
    pageHead({
      title: 'Reskilling assessment',
      description: 'Answer a few questions and get mapped to one of twelve new AI/GenAI roles.',
      noindex: true,
    }),
  component: Page,
})

function Page() {
  const session = useProtectedSession()
  const navigate = useNavigate()
  // Nothing to show once the session ended (the hook is taking the user to /login or home).
  if (!session) return null
  const email = session.user.email
  return (
    <AssessmentScreen
      userEmail={email}
      onExitToHome={() => void navigate({ to: paths.home })}
      onFinish={(outcome) => {
        saveTargetRole(email, outcome)
        void navigate({
          to: '/profile/$email',
          params: { email },
          state: (previous) => ({ ...previous, targetRole: outcome }),
        })
      }}
    />
  )
}
