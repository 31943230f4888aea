import { createFileRoute } from '@tanstack/react-router'
import { EcosystemPage } from '~/features/ecosystem/ecosystem-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/ecosystem')({
  head: () => staticPageHead('ecosystem'),
  component: EcosystemPage,
})
