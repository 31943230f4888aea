/**
 * Takes back out the `<link rel="manifest">` that vite-plugin-pwa writes into the built HTML: the
 * page links the manifest itself once it is idle after hydration (src/features/pwa/manifest-link.ts).
 * Chromium fetches a linked manifest, then its icon, while the page is still loading, over the
 * connections the stylesheet and the hero image need (docs/decisions/0073-manifest-after-the-load.md).
 * List it after VitePWA(): both transform the HTML last, in plugin order.
 */
import type { Plugin } from 'vite'

export function manifestLinkedByThePage(manifestUrl: string): Plugin {
  const tag = `<link rel="manifest" href="${manifestUrl}">`
  return {
    name: 'reskill:manifest-linked-by-the-page',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Loud, not silent: a plugin update that writes the tag differently must not leave it in.
        if (!html.includes(tag)) throw new Error(`manifest link: the built HTML has no ${tag} to take out`)
        return html.replace(tag, '')
      },
    },
  }
}
