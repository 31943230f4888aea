/// <reference lib="webworker" />
/**
 * The service worker (docs/architecture.md (Offline)), built by vite-plugin-pwa (injectManifest) into dist/sw.js.
 *
 * - Precaches everything the build lists in self.__WB_MANIFEST: the SPA shell, every prerendered
 *   page (as its copy dist/<route>/index.linked.html, which links the stylesheet), all chunks,
 *   icons, images, posters, the MP4 heroes and the PDF.
 * - Navigations: a prerendered page for its route (case-insensitive, with or without a trailing
 *   slash, like the router and the preview server), the SPA shell for every other app route
 *   (/profile/…, /activate/…, /assessments…). A file URL (the PDF, media, images — anything with an
 *   extension outside the app's parameter routes) or an API path is never answered with HTML.
 * - Video: Range requests are answered from the precached MP4 (206), registered before the
 *   precache route, which would otherwise answer them with the full 200 body.
 * - Nothing else is cached at runtime: API responses (demo or real, authenticated or not) always
 *   go to the network or the in-page demo backend.
 * - Updates wait for the page's consent: SKIP_WAITING arrives by message (src/features/pwa); a
 *   waiting worker tells the page its version (GET_VERSION), which the update prompt names.
 */
import { cacheNames, clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { GET_VERSION, NAVIGATION_DENYLIST, SKIP_WAITING } from './features/pwa/sw-routing'
import { APP_VERSION } from './lib/build-info'
import { isRecord } from './lib/is-record'
import { pageKeyOfPrecachedFile, pagePathKey, SHELL_FILE } from './lib/page-routes'

declare const self: ServiceWorkerGlobalScope

const manifest = self.__WB_MANIFEST

// Prerendered pages by route, as precached: '/courses' → '/courses/index.linked.html', the copy that
// links the stylesheet (src/lib/page-routes.ts).
const pages = new Map<string, string>()
let shellUrl: string | undefined
for (const entry of manifest) {
  const url = typeof entry === 'string' ? entry : entry.url
  const pathname = new URL(url, self.location.href).pathname
  const page = pageKeyOfPrecachedFile(pathname)
  if (pathname === `/${SHELL_FILE}`) shellUrl = pathname
  else if (page !== undefined) pages.set(page, pathname)
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  const type = isRecord(data) ? data.type : undefined
  if (type === SKIP_WAITING) void self.skipWaiting()
  // The update prompt names the version that is waiting: this worker's build.
  else if (type === GET_VERSION) event.ports[0]?.postMessage(APP_VERSION)
})

// Video first: the media element asks with Range headers and needs 206 partial responses. Reads
// the precache (the stored URL carries a __WB_REVISION__ query, hence ignoreSearch) and never writes:
// a miss goes to the network untouched.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && (request.destination === 'video' || request.destination === 'audio' || /\.mp4$/i.test(url.pathname)),
  new CacheFirst({
    cacheName: cacheNames.precache,
    matchOptions: { ignoreSearch: true },
    plugins: [new RangeRequestsPlugin(), { cacheWillUpdate: async () => null }],
  }),
)

precacheAndRoute(manifest, { directoryIndex: 'index.html', cleanURLs: false })
cleanupOutdatedCaches()
// Takes over the open pages on first install (nothing to disagree with yet) and right after an
// accepted update (the page reloads on `controlling`).
clientsClaim()

registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const page = pages.get(pagePathKey(url.pathname)) ?? shellUrl
      const cached = page ? await matchPrecache(page) : undefined
      return cached ?? fetch(request)
    },
    // Never HTML for a file or an API path: a precached file was answered by the precache route
    // above, anything else goes to the network.
    { denylist: NAVIGATION_DENYLIST },
  ),
)
