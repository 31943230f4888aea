/**
 * Prerenders the static pages at build time and serves them in `vite preview`.
 *
 * Build (in writeBundle, so the service worker's closeBundle finds the pages): keeps index.html as
 * the SPA shell (app-shell.html), renders every static path with src/entry-server.tsx into
 * dist/<path>/index.html with its head tags, stylesheets and the route chunks src/boot.ts preloads,
 * and writes the routes file, nginx's locations, sitemap.xml and robots.txt's Sitemap line. The
 * site's stylesheet goes inline into each page; the precached copy (index.linked.html) links it.
 *
 * Preview: answers each path as src/lib/page-routes.ts says (a page, the shell with 200, or the
 * shell with 404), with the build's precompressed copy.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import react from '@vitejs/plugin-react'
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite'
import type { RenderedPage } from '../src/entry-server'
import { routeFilesById } from '../src/router-internals.ts'
import {
  NGINX_ROUTES_FILE,
  nginxRoutes,
  pageFile,
  pagePathKey,
  parseRoutes,
  precachedPageFile,
  requestPathname,
  resolvePage,
  ROUTES_FILE,
  SHELL_FILE,
  type PrerenderRoutes,
} from '../src/lib/page-routes.ts'
import { nginxLocationHeaders, securityHeaderRules } from './security-headers.ts'
import { siteStylesheetFile, withStylesheetInline } from './site-stylesheet.ts'

type EntryServer = typeof import('../src/entry-server')

/** Pages change with every deploy: revalidated each time (here, and in nginx's generated locations). */
export const PAGE_CACHE_CONTROL = 'no-cache'

export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'reskill:prerender',
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      const started = performance.now()
      const count = await prerenderPages(config)
      config.logger.info(`prerendered ${count} pages in ${Math.round(performance.now() - started)} ms`)
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      // Added directly (not returned) so it runs before Vite's static files and SPA fallback; the
      // security headers are already set (scripts/security-headers.ts, an earlier plugin).
      server.middlewares.use((req, res, next) => servePage(outDir, req, res, next))
    },
  }
}

/**
 * The SPA shell answers the app routes, among them the one-time links (/activate/{email}/{token},
 * /reset-password/…): it sends no `Referer` at all, so the token in the address cannot leave in one from the
 * shell's first requests, before the app moves it out of the address bar (docs/product.md (Behaviour)). The
 * prerendered pages keep the server's policy.
 */
export function shellHtml(template: string): string {
  if (!template.includes('<head>')) throw new Error('prerender: the HTML template has no <head>')
  return template.replace('<head>', '<head>\n    <meta name="referrer" content="no-referrer" />')
}

async function prerenderPages(config: ResolvedConfig): Promise<number> {
  const outDir = resolve(config.root, config.build.outDir)
  const template = await readFile(join(outDir, 'index.html'), 'utf8')
  const manifest = await portableManifest(join(outDir, '.vite/manifest.json'), config.root)
  await writeFile(join(outDir, SHELL_FILE), shellHtml(template))
  const siteCss = await readFile(join(outDir, siteStylesheetFile(template)), 'utf8')

  const vite = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    // The build's compile-time constants (version, build date), so pages match the client bundle.
    define: config.define,
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as EntryServer
    const routeFiles = routeFilesById(await readFile(join(config.root, 'src/routeTree.gen.ts'), 'utf8'))
    const pages: PrerenderRoutes['pages'] = {}
    const indexable: string[] = []

    for (const path of entry.staticPaths) {
      const page = await entry.render(path)
      if (page.status !== 200) throw new Error(`prerender: ${path} rendered with status ${page.status}`)
      const assets = routeAssets(manifest, page.routeIds, routeFiles, config.base)
      const html = fillTemplate(template, page, assets)
      const file = pageFile(path)
      await mkdir(join(outDir, file, '..'), { recursive: true })
      // What a server sends has the stylesheet inline; the service worker keeps the copy that links it.
      await writeFile(join(outDir, file), withStylesheetInline(html, siteCss))
      await writeFile(join(outDir, precachedPageFile(file)), html)
      pages[pagePathKey(path)] = file
      // Only self-canonical, indexable pages belong in the sitemap (not /masterclass/masterclass4).
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.head)?.[1]
      if (canonical === `${entry.SITE_ORIGIN}${path}` && !/<meta name="robots" content="noindex"/.test(page.head)) {
        indexable.push(canonical)
      }
    }

    const routes: PrerenderRoutes = {
      pages,
      appRoutes: entry.appRoutePaths().filter((p) => !(pagePathKey(p) in pages)),
    }
    await writeFile(join(outDir, ROUTES_FILE), JSON.stringify(routes, null, 2))
    // Each location with the whole header set (the `/*` include, the token pages' Referrer-Policy) and
    // the pages' Cache-Control, as servePage sends them.
    const headerRules = securityHeaderRules()
    const pageHeaders = (path: string) =>
      nginxLocationHeaders(headerRules, path, [['Cache-Control', PAGE_CACHE_CONTROL]])
    await writeFile(join(outDir, NGINX_ROUTES_FILE), nginxRoutes(routes, pageHeaders))
    await writeFile(join(outDir, 'sitemap.xml'), sitemap(indexable))
    await pointRobotsAtSitemap(outDir, `${entry.SITE_ORIGIN}/sitemap.xml`)
    return entry.staticPaths.length
  } finally {
    await vite.close()
  }
}

type Assets = { pageModules: string[]; stylesheets: string[] }

/**
 * Reads Vite's build manifest and writes it back with paths relative to the project root. Vite keys
 * the stylesheets imported with `?url` by their absolute path, which would put the build machine's
 * folders into dist/ and onto any host that publishes it whole.
 */
async function portableManifest(file: string, root: string): Promise<Manifest> {
  const relativeTo = (path: string) => (isAbsolute(path) ? relative(root, path).split(sep).join('/') : path)
  // Every path the chunks name (`src`, `imports`, `dynamicImports`), then the keys.
  const chunks = JSON.parse(await readFile(file, 'utf8'), (_key, value: unknown) =>
    typeof value === 'string' ? relativeTo(value) : value,
  ) as Manifest
  const manifest: Manifest = Object.fromEntries(Object.entries(chunks).map(([key, chunk]) => [relativeTo(key), chunk]))
  await writeFile(file, JSON.stringify(manifest, null, 2))
  return manifest
}

/**
 * What a page needs beyond the entry script (src/boot.ts, in index.html with its CSS): the CSS of
 * the app (src/main.tsx) and of the matched routes' code-split chunks (`<file>?tsr-split=…`), as
 * stylesheets; and those chunks with their static imports, for the entry to preload when it
 * starts the app.
 */
function routeAssets(manifest: Manifest, routeIds: string[], routeFiles: Map<string, string>, base: string): Assets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('prerender: the build manifest has no entry')
  const files = new Set<string>()
  const css = new Set<string>()
  const collect = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const imported of chunk.imports ?? []) collect(imported)
  }
  // The entry's own chunks and CSS first, to leave out: the page has them already.
  collect(entryKey)
  const entry = { files: files.size, css: css.size }

  // Then the app's chunks, then the routes' (a chunk both use is collected once).
  for (const app of manifest[entryKey]?.dynamicImports ?? []) collect(app)
  for (const routeId of routeIds) {
    const file = routeFiles.get(routeId)
    if (!file) throw new Error(`prerender: no route file for ${routeId}`)
    for (const key of Object.keys(manifest)) {
      if (key.startsWith(`${file}?tsr-split=`)) collect(key)
    }
  }
  return {
    pageModules: [...files].slice(entry.files).map((file) => base + file),
    stylesheets: [...css].slice(entry.css).map((sheet) => base + sheet),
  }
}

/**
 * The built index.html with the page's head tags and markup, its stylesheets, and the list of
 * route chunks the entry preloads (<meta name="page-modules">). No inline script: the site's CSP
 * allows none (the one inline style, the site's stylesheet, is added later, allowed by its hash).
 */
function fillTemplate(template: string, page: RenderedPage, assets: Assets): string {
  const links = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<meta name="page-modules" content="${assets.pageModules.join(' ')}">`,
  ]
  // The page's own title and description replace the shell's (a formatter may wrap its tags).
  const shellTags = [/\s*<title>[^<]*<\/title>/, /\s*<meta\s+name="description"[^>]*>/]
  for (const tag of shellTags) if (!tag.test(template)) throw new Error(`prerender: index.html lacks ${tag.source}`)
  const html = shellTags
    .reduce((text, tag) => text.replace(tag, ''), template)
    .replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${page.head}`)
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
  if (!html.includes(page.head) || !html.includes('<div id="root"><')) {
    throw new Error('prerender: index.html lacks <meta name="viewport"> or <div id="root"></div>')
  }
  return html
}

function sitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url.replace(/&/g, '&amp;')}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

/** public/robots.txt names the default origin; a build for another origin (VITE_SITE_ORIGIN) fixes it up. */
async function pointRobotsAtSitemap(outDir: string, sitemapUrl: string) {
  const file = join(outDir, 'robots.txt')
  const robots = existsSync(file) ? await readFile(file, 'utf8') : 'User-agent: *\nAllow: /\n'
  const withoutSitemap = robots.replace(/^Sitemap:.*\n?/gim, '').trimEnd()
  await writeFile(file, `${withoutSitemap}\n\nSitemap: ${sitemapUrl}\n`)
}

/** The precompressed copies beside each page (scripts/vite-plugin-precompress.ts), preferred first. */
const PAGE_COPIES = { br: '.br', gzip: '.gz' }

function servePage(outDir: string, req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const pathname = requestPathname(req.url ?? '/')
  if (pathname === null) return next()
  // Files (assets, the PDF, sitemap.xml, the service worker…) are Vite's business; a dot alone
  // does not make a file (/profile/learner@example.com).
  const asFile = join(outDir, pathname)
  if (!asFile.startsWith(outDir) || !existsSync(join(outDir, SHELL_FILE))) return next()
  if (/\.[a-z0-9]+$/i.test(pathname) && existsSync(asFile)) return next()

  // The routes are read per request: a rebuild under a running preview server is picked up.
  const routesFile = join(outDir, ROUTES_FILE)
  const routes = parseRoutes(existsSync(routesFile) ? readFileSync(routesFile, 'utf8') : '')
  const { file, status } = resolvePage(routes, pathname)
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  // Pages change with every deploy; the hashed assets they reference are cached by Vite's server.
  res.setHeader('Cache-Control', PAGE_CACHE_CONTROL)
  res.setHeader('Vary', 'Accept-Encoding')
  // The build's precompressed copy, Brotli first, as a CDN or nginx's gzip_static sends it: a page's
  // bytes decide whether it arrives in the first round trip (docs/decisions/0017-prerendering-and-hydration.md).
  // This runs before Vite's compression middleware, which gzips everything else on the fly.
  const accepts = String(req.headers['accept-encoding'] ?? '')
  const page = join(outDir, file)
  const copy = Object.entries(PAGE_COPIES).find(
    ([name, ext]) => new RegExp(`\\b${name}\\b`).test(accepts) && existsSync(page + ext),
  )
  if (copy) res.setHeader('Content-Encoding', copy[0])
  const body = readFileSync(page + (copy?.[1] ?? ''))
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}
