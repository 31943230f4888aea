import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { useWhitepaperLink } from '~/features/whitepaper/use-whitepaper-link'
import { staticPageHead } from '~/lib/seo'
import { useJourneyHref } from '~/lib/use-journey-href'

export const Route = createFileRoute('/')({
  head: () => staticPageHead('home'),
  component: Page,
})

function Page() {
  return <HomePage journeyHref={useJourneyHref()} whitepaper={useWhitepaperLink()} />
}
