/**
 * Build-time renderer for the static pages (scripts/vite-plugin-prerender.ts). Renders one path
 * with a memory history into the markup the client hydrates (src/main.tsx), and splits React's
 * hoisted head tags (title, meta, canonical link, image preloads) from the body markup so the
 * prerender can put them into <head>, where the client's React adopts them.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { jsonLdFor, jsonLdScript } from './lib/json-ld'
import { PRERENDERED_PATHS } from './lib/prerendered-paths'
import { SITE_ORIGIN } from './lib/seo'
import { siteConfig } from './lib/site-config'
import { createAppRouter } from './router'
import { isNotFoundMatch, type RouterMatch, splitHoisted } from './router-internals'

export { SITE_ORIGIN }

/**
 * Every static path is prerendered except the protected assessment (it needs a session), and so is
 * the learning plan of each outcome (src/lib/prerendered-paths.ts). The account forms are
 * prerendered too, usable before hydration (AccountForm).
 */
export const staticPaths: readonly string[] = PRERENDERED_PATHS

/** Parameter routes whose every valid value is prerendered: any other value is not found (404). */
const FULLY_PRERENDERED_ROUTES: readonly string[] = ['/plan/$slug']

// No scroll restoration on the server: it would put an inline script into the page (the CSP
// allows none), which, left in place, would not match the client's markup.
const serverRouter = (url: string) =>
  createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), scrollRestoration: false })

/**
 * Full paths of every route ('/profile/$email' …): the preview server answers them with the SPA shell
 * (an unknown plan slug gets the shell with 404 instead).
 */
export function appRoutePaths(): string[] {
  return Object.keys(serverRouter('/').routesByPath).filter((route) => !FULLY_PRERENDERED_ROUTES.includes(route))
}

export type RenderedPage = {
  /** Markup for inside #root. */
  html: string
  /** Tags for <head>: React's hoisted title/meta/link tags plus the page's JSON-LD. */
  head: string
  status: number
  /** Matched route ids, root first (the prerender maps them to their code-split chunks). */
  routeIds: string[]
}

function pageStatus(matches: readonly RouterMatch[]): number {
  if (matches.some(isNotFoundMatch)) return 404
  return matches.every((match) => match.status === 'success') ? 200 : 500
}

export async function render(url: string): Promise<RenderedPage> {
  const router = serverRouter(url)
  await router.load()

  const markup = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  const { head, body } = splitHoisted(markup)

  // The head the routes gave the page, as <HeadContent> merges it: the deepest route's title and description win.
  const { matches } = router.state
  const meta = matches.flatMap((match) => match.meta ?? [])
  const title = meta.findLast((tag) => tag?.title)?.title ?? siteConfig.brand
  const description = meta.findLast((tag) => tag?.name === 'description')?.content ?? ''
  const canonical = matches.flatMap((match) => match.links ?? []).find((link) => link?.rel === 'canonical')?.href
  const canonicalPath = canonical?.startsWith(SITE_ORIGIN) ? canonical.slice(SITE_ORIGIN.length) || '/' : url
  const suffix = ` | ${siteConfig.brand}`
  const jsonLd = jsonLdFor({
    canonicalPath,
    title: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title,
    description,
  })

  return {
    html: body,
    head: head + jsonLdScript(jsonLd),
    status: pageStatus(matches),
    routeIds: matches.map((match) => match.routeId),
  }
}
