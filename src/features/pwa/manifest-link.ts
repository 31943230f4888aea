import { MANIFEST_URL } from './sw-routing'

/**
 * Links the web app manifest, once. The built pages leave it out: Chromium fetches a linked
 * manifest, and then its icon, while the page is still loading, over the connections its stylesheet
 * and hero image need. Installing needs the service worker too, which registers at the same idle
 * moment, so nothing is lost by linking it then.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return
  doc.head.append(Object.assign(doc.createElement('link'), { rel: 'manifest', href: MANIFEST_URL }))
}
