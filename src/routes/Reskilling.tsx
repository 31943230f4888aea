import { createFileRoute } from '@tanstack/react-router'
import { ReskillingPage } from '~/features/reskilling/reskilling-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/Reskilling')({
  head: () => staticPageHead('reskilling'),
  component: ReskillingPage,
})
