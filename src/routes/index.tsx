import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { useWhitepaperDownload } from '~/features/whitepaper/use-whitepaper-download'
import { pageHead } from '~/lib/seo'
import { siteConfig } from '~/lib/site-config'
import { useJourneyHref } from '~/lib/use-journey-href'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: siteConfig.brand,
      description:
        'AI is the new Gold Rush. Personalized and continuous AI/GenAI reskilling: courses, reskilling tracks, collaboration ecosystems and a free reskilling assessment.',
      path: '/',
    }),
  component: Page,
})

function Page() {
  const journeyHref = useJourneyHref()
  const downloadWhitepaper = useWhitepaperDownload()
  return <HomePage journeyHref={journeyHref} onDownloadWhitepaper={downloadWhitepaper} />
}
