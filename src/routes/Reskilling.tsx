import { createFileRoute } from '@tanstack/react-router'
import { ReskillingPage } from '~/features/reskilling/reskilling-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/Reskilling')({
  head: () =>
    pageHead({
      title: 'AI reskilling',
      description:
        'Start your personalized, continuous AI reskilling journey: why reskilling matters, how it works, and answers to common questions.',
      path: paths.reskilling,
    }),
  component: ReskillingPage,
})
