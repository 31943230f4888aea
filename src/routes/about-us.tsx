import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/about/about-page'
import { pageHead } from '~/lib/seo'
import { paths } from '~/lib/paths'

export const Route = createFileRoute('/about-us')({
  head: () =>
    pageHead({
      title: 'About us',
      description: 'Who we are and why we help people and organisations reskill into the new AI and GenAI roles.',
      path: paths.aboutUs,
    }),
  component: AboutPage,
})
