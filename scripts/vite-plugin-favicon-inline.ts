/**
 * Writes the SVG favicon into the built HTML as a `data:` URL, so no page asks for it while it loads
 * (docs/decisions/0097-favicon-inline.md). public/favicon.svg stays the one source: the build reads it.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const FAVICON_HREF = 'href="/favicon.svg"'

export function faviconInline(svgFile: string): Plugin {
  return {
    name: 'reskill:favicon-inline',
    apply: 'build',
    transformIndexHtml(html) {
      // Loud, not silent: an index.html that names the icon differently must not keep the request.
      if (!html.includes(FAVICON_HREF)) throw new Error(`favicon inline: index.html has no ${FAVICON_HREF}`)
      const svg = readFileSync(svgFile, 'utf8').trim()
      return html.replace(FAVICON_HREF, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`)
    },
  }
}
