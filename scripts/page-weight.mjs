/**
 * What a prerendered page costs before it is interactive, read from dist/ (no browser): the
 * JavaScript and CSS its HTML references (module scripts, modulepreloads, stylesheets) or holds
 * (the inline stylesheet) plus everything those scripts import statically, gzipped; and the size of what the service worker
 * precaches. Shared by the byte-budget test (scripts/byte-budget.dist.test.ts) and the benchmark
 * (scripts/bench.mjs), so both count the same bytes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { JSDOM } from 'jsdom'

const KB = 1024

/** The speed budgets (1 KB = 1024 bytes). */
export const BUDGETS = {
  criticalJsGzip: 100 * KB,
  criticalCssGzip: 20 * KB,
  // The calendar writer (ical.js) is precached, so a learner adds their schedule to a calendar offline too.
  precacheBytes: 1.75 * KB * KB,
}

/**
 * What a server sends before the browser's first acknowledgement on a new connection: TCP's initial
 * congestion window, 10 segments of 1,460 B (RFC 6928). A page whose answer, headers and compressed
 * HTML, fits arrives in one round trip; one byte more costs a second
 * (docs/decisions/0017-prerendering-and-hydration.md).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460

/**
 * The account screens (prerendered forms): they need React Query, the HTTP client and the form
 * code before they are interactive. The 100 KB budget is for marketing pages.
 */
export const ACCOUNT_PAGES = ['/login', '/signup', '/send-reset-link', '/forgot-password']

/**
 * What `npm test` enforces for critical JavaScript. They are guards against unnoticed growth, not
 * targets: each sits at least 5% above the largest page of its kind as measured when it was last
 * set (scripts/byte-baseline.json), so an ordinary change never has to be bent to fit. The 100 KB
 * budget above is not met (React and TanStack Router alone nearly fill it); `npm run bench`
 * reports against it (docs/decisions/0088-byte-guards-with-headroom.md).
 */
export const CRITICAL_JS_GUARD = { marketing: 133 * KB, catalogue: 138 * KB, account: 137 * KB }

/** The guard that applies to one prerendered page. */
export function criticalJsGuard(path) {
  if (ACCOUNT_PAGES.includes(path)) return CRITICAL_JS_GUARD.account
  // Pages whose content is the course catalogue itself: the finder on /courses, the learning plans.
  if (path === '/courses' || path.startsWith('/plan/')) return CRITICAL_JS_GUARD.catalogue
  return CRITICAL_JS_GUARD.marketing
}

/** Not counted: the hero videos and the whitepaper (the budget excludes them). */
const NOT_COUNTED = /\.(mp4|webm|pdf)$/i

/** Every prerendered page, as recorded by the prerender (scripts/vite-plugin-prerender.ts). */
export function prerenderedPages(distDir) {
  const file = join(distDir, '.vite/prerender-routes.json')
  if (!existsSync(file)) return []
  const { pages } = JSON.parse(readFileSync(file, 'utf8'))
  // 'index.html' is the page of '/', 'courses/index.html' that of '/courses'.
  return Object.values(pages).map((file) => ({ path: `/${file.replace(/\/?index\.html$/, '')}`, file }))
}

/**
 * Same-origin URLs an HTML page references: its entry scripts, the modules it preloads (link
 * modulepreload, or <meta name="page-modules"> for src/boot.ts to preload) and its stylesheets.
 */
export function referencedAssets(html) {
  const { document } = new JSDOM(html).window
  const values = (selector, name) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name))
  const local = (url) => url.startsWith('/') && !url.startsWith('//')
  const pageModules = values('meta[name="page-modules"][content]', 'content').flatMap((list) => list.split(/\s+/))
  return {
    entries: values('script[src]', 'src').filter(local),
    js: [...pageModules, ...values('link[rel="modulepreload"][href]', 'href')].filter(local),
    css: values('link[rel="stylesheet"][href]', 'href').filter(local),
    // The site's stylesheet, which the prerender puts inline (scripts/site-stylesheet.ts).
    inlineCss: [...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
  }
}

// Static imports and re-exports in built chunks: `import{a}from"./x.js"`, `import"./x.js"`,
// `export{b}from"./y.js"`.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.m?js)["'`]/g
// Dynamic `import("./z.js")`: counted only in an entry script, where it is the app the entry
// starts before the page is interactive (src/boot.ts); elsewhere it loads on demand, later.
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g

const toFile = (url) => decodeURI(new URL(url, 'http://x').pathname).slice(1)

/** Resolves a page's scripts and their static import graph (plus what entries start) to dist/-relative files. */
function scriptGraph(distDir, entryUrls, moduleUrls) {
  const seen = new Set()
  const visit = (file, isEntry = false) => {
    if (seen.has(file) || !existsSync(join(distDir, file))) return
    seen.add(file)
    const code = readFileSync(join(distDir, file), 'utf8')
    const imports = [...code.matchAll(STATIC_IMPORT), ...(isEntry ? code.matchAll(DYNAMIC_IMPORT) : [])]
    for (const [, specifier] of imports) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue
      const target = specifier.startsWith('/') ? specifier.slice(1) : posix.join(posix.dirname(file), specifier)
      visit(posix.normalize(target))
    }
  }
  for (const url of entryUrls) visit(toFile(url), true)
  for (const url of moduleUrls) visit(toFile(url))
  return [...seen]
}

const sizeOf = (distDir, file) => {
  const bytes = readFileSync(join(distDir, file))
  return { file, bytes: bytes.length, gzip: gzipSync(bytes).length }
}

/**
 * The JS and CSS a prerendered page loads before it is interactive.
 * @param {string} distDir
 * @param {string} htmlFile dist/-relative HTML file (see pageFile in src/lib/page-routes.ts)
 */
export function pageWeight(distDir, htmlFile) {
  const html = readFileSync(join(distDir, htmlFile), 'utf8')
  const { entries, js, css, inlineCss } = referencedAssets(html)
  const jsFiles = scriptGraph(distDir, entries, js).map((file) => sizeOf(distDir, file))
  const cssFiles = [...new Set(css.map(toFile))]
    .filter((file) => existsSync(join(distDir, file)))
    .map((file) => sizeOf(distDir, file))
  const sum = (files, key) => files.reduce((total, file) => total + file[key], 0)
  const inlineGzip = inlineCss.reduce((total, text) => total + gzipSync(text).length, 0)
  return { js: jsFiles, jsGzip: sum(jsFiles, 'gzip'), cssGzip: sum(cssFiles, 'gzip') + inlineGzip }
}

/**
 * Total bytes the service worker precaches (uncompressed, as Cache Storage keeps them), without
 * the videos and the PDF: the URLs of the precache manifest injected into dist/sw.js.
 */
export function precacheSize(distDir) {
  const listed = [...readFileSync(join(distDir, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)]
  const files = listed
    .map((match) => join(distDir, decodeURI(match[1])))
    .filter((file) => !NOT_COUNTED.test(file) && existsSync(file))
  return { bytes: files.reduce((total, file) => total + statSync(file).size, 0), files: files.length }
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
