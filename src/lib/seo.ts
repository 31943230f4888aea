/**
 * Per-route <head> entries: title, description, canonical link and Open Graph tags, in the shape
 * TanStack Router's `head` option takes.
 */
import { STATIC_PAGES } from './content/page-heads'
import { paths } from './paths'
import { siteConfig } from './site-config'

export const SITE_ORIGIN = (import.meta.env.VITE_SITE_ORIGIN ?? 'https://reskill.example.com').replace(/\/+$/, '')

/** A page's own share image (a learning plan's card), in place of the site's card. */
export type PageImage = { path: string; alt: string; width: number; height: number }

export type PageMeta = { title: string; description: string; path?: string; noindex?: boolean; image?: PageImage }

export function pageHead({ title, description, path, noindex, image }: PageMeta) {
  const fullTitle = title === siteConfig.brand ? title : `${title} | ${siteConfig.brand}`
  const url = path === undefined ? undefined : `${SITE_ORIGIN}${path}`
  // Link previews need an absolute address; X (Twitter) reads its own tags, with a large card.
  const imageMeta = image
    ? [
        { property: 'og:image', content: `${SITE_ORIGIN}${image.path}` },
        { property: 'og:image:width', content: String(image.width) },
        { property: 'og:image:height', content: String(image.height) },
        { property: 'og:image:alt', content: image.alt },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:image', content: `${SITE_ORIGIN}${image.path}` },
        { name: 'twitter:image:alt', content: image.alt },
      ]
    : [{ property: 'og:image', content: `${SITE_ORIGIN}/images/og-image.png` }]
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteConfig.brand },
      ...imageMeta,
      ...(url ? [{ property: 'og:url', content: url }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  }
}

/**
 * The head of a static page, its canonical link built from `paths`: `head: () => staticPageHead('courses')`.
 * `meta` replaces parts of the table's entry (a description built from the page's loader data).
 */
export const staticPageHead = (page: keyof typeof STATIC_PAGES, meta?: Partial<Omit<PageMeta, 'path'>>) =>
  pageHead({ ...STATIC_PAGES[page], ...meta, path: paths[page] })
