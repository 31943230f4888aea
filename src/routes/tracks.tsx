import { createFileRoute } from '@tanstack/react-router'
import { TracksPage } from '~/features/journey/tracks-page'
import { staticPageHead } from '~/lib/seo'
import { useJourneyHref } from '~/lib/use-journey-href'

export const Route = createFileRoute('/tracks')({
  head: () => staticPageHead('tracks'),
  component: Page,
})

function Page() {
  return <TracksPage assessmentHref={useJourneyHref()} />
}
