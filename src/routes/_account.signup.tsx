import { createFileRoute } from '@tanstack/react-router'
import { SignupForm } from '~/features/auth/signup-form'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/_account/signup')({
  head: () =>
    pageHead({
      title: 'Register',
      description: 'Create your free account for the AI reskilling assessment.',
      path: paths.signup,
    }),
  component: SignupForm,
})
