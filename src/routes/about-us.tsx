import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/about/about-page'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/about-us')({
  head: () => staticPageHead('aboutUs'),
  component: AboutPage,
})
