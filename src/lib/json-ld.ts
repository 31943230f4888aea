/**
 * Structured data (schema.org JSON-LD) for a prerendered page: Organization and WebSite on the
 * home page, Course on the instructor-led course pages, WebPage elsewhere. Pure, so the prerender
 * and tests can call it without a DOM.
 */
import { INSTRUCTOR_LED_COURSES } from './content/instructor-led-courses'
import { paths } from './paths'
import { SITE_ORIGIN } from './seo'
import { siteConfig } from './site-config'

export type JsonLdPage = {
  /** Path of the canonical URL (the course route for /masterclass/masterclass4). */
  canonicalPath: string
  title: string
  description: string
}

const organization = {
  '@type': 'Organization',
  '@id': `${SITE_ORIGIN}/#organization`,
  name: siteConfig.legalName,
  alternateName: siteConfig.brand,
  url: `${SITE_ORIGIN}/`,
  logo: `${SITE_ORIGIN}/icons/pwa-512x512.png`,
  email: siteConfig.contactEmail,
  sameAs: [siteConfig.socialPageUrl],
}

export function jsonLdFor({ canonicalPath, title, description }: JsonLdPage): Record<string, unknown> {
  if (canonicalPath === paths.home) {
    return {
      '@context': 'https://schema.org',
      '@graph': [
        organization,
        {
          '@type': 'WebSite',
          '@id': `${SITE_ORIGIN}/#website`,
          name: siteConfig.brand,
          description,
          url: `${SITE_ORIGIN}/`,
          publisher: { '@id': organization['@id'] },
        },
      ],
    }
  }
  const course = INSTRUCTOR_LED_COURSES.some((c) => c.path === canonicalPath)
  return {
    '@context': 'https://schema.org',
    '@type': course ? 'Course' : 'WebPage',
    name: title,
    description,
    url: `${SITE_ORIGIN}${canonicalPath}`,
    // A course names who gives it; any other page, the site it belongs to.
    ...(course
      ? { provider: { '@type': 'Organization', name: siteConfig.legalName, sameAs: `${SITE_ORIGIN}/` } }
      : { isPartOf: { '@type': 'WebSite', name: siteConfig.brand, url: `${SITE_ORIGIN}/` } }),
  }
}

/** The `<script>` element; `<` is escaped so no string in the data can close the element early. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
