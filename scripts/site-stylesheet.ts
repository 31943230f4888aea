/**
 * The site's one stylesheet goes inline into every page a server sends, and stays linked in the
 * copies the service worker precaches (docs/decisions/0017-prerendering-and-hydration.md).
 * How the build finds it in the built HTML, puts it inline, and names it in the CSP: shared by the
 * prerender (scripts/vite-plugin-prerender.ts) and the security headers (scripts/security-headers.ts).
 */
import { createHash } from 'node:crypto'

/** The `<link>` Vite writes into the built index.html for the one stylesheet (`build.cssCodeSplit` off). */
const LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/

/** The dist/-relative file of the stylesheet the built HTML links ('assets/style-….css'). */
export function siteStylesheetFile(html: string): string {
  const file = LINK.exec(html)?.[1]
  if (!file) throw new Error('site stylesheet: the built HTML links no stylesheet')
  return file
}

/** The CSP source that allows exactly this CSS (text, or its UTF-8 bytes) in a <style> element, and nothing else. */
export function styleHashSource(css: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`
}

/** The page with its stylesheet link replaced by the same CSS in a <style> element. */
export function withStylesheetInline(html: string, css: string): string {
  // The CSS cannot end the element early; Vite's minified output never holds "</style".
  if (/<\/style/i.test(css)) throw new Error('site stylesheet: the CSS contains "</style"')
  siteStylesheetFile(html)
  return html.replace(LINK, () => `<style>${css}</style>`)
}
