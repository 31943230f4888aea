import { createFileRoute } from '@tanstack/react-router'
import { TracksPage } from '~/features/journey/tracks-page'
import { pageHead } from '~/lib/seo'
import { useJourneyHref } from '~/lib/use-journey-href'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/tracks')({
  head: () =>
    pageHead({
      title: 'Reskilling tracks',
      description:
        'How the reskilling journey works: 12 target roles, the tracks that lead to them, the three mandatory courses and the assessment that maps you.',
      path: paths.tracks,
    }),
  component: Page,
})

function Page() {
  return <TracksPage assessmentHref={useJourneyHref()} />
}
