import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { useWhitepaperLink } from '~/features/whitepaper/use-whitepaper-link'
import { pageHead } from '~/lib/seo'
import { siteConfig } from '~/lib/site-config'
import { useJourneyHref } from '~/lib/use-journey-href'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: siteConfig.brand,
      description:
        'AI is the new Gold Rush. Personalized and continuous AI/GenAI reskilling: courses, reskilling tracks, collaboration ecosystems and a free reskilling assessment.',
      path: paths.home,
    }),
  component: Page,
})

function Page() {
  const journeyHref = useJourneyHref()
  const whitepaper = useWhitepaperLink()
  return <HomePage journeyHref={journeyHref} whitepaper={whitepaper} />
}
