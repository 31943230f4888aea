import { createFileRoute } from '@tanstack/react-router'
import { SignupForm } from '~/features/auth/signup-form'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/_account/signup')({
  head: () => staticPageHead('signup'),
  component: SignupForm,
})
