// @vitest-environment node
/**
 * Checks the built service worker's precache (docs/architecture.md (Offline)) in dist/. Runs after the e2e step has
 * built the site (the `dist` project of Vitest, `npm run test:dist`). It fails when there is no build
 * to check: a gate that skipped itself without a build would pass with nothing built.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readPrecacheManifest } from '../e2e/support/precache-manifest'
import { precachedPageFile, SHELL_FILE } from '../src/lib/page-routes'

// PWA_DIST_DIR checks another build directory (e.g. one made with `vite build --outDir dist-x`).
const dist = resolve(import.meta.dirname, '..', process.env.PWA_DIST_DIR ?? 'dist')
const MAX_PRECACHED_BYTES = 2 * 1024 * 1024

describe('the service worker in dist/', () => {
  let urls: string[] = []

  beforeAll(() => {
    // Every test below fails with this message when there is nothing to check.
    const missing = !existsSync(dist) ? dist : !existsSync(join(dist, 'sw.js')) ? join(dist, 'sw.js') : undefined
    if (missing) throw new Error(`${missing} is missing: run \`npm run build\` first (npm test builds in its e2e step)`)
    urls = readPrecacheManifest(dist).map((entry) => entry.url)
  })

  it('precaches each URL once, and only files that exist', () => {
    expect(urls.length).toBeGreaterThan(0)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(existsSync(join(dist, url)), url).toBe(true)
  })

  it('holds the SPA shell, the home page and the web app manifest, not the worker itself', () => {
    expect(urls).toContain(SHELL_FILE)
    // Pages are precached as their copies that link the stylesheet (src/lib/page-routes.ts).
    expect(urls).toContain(precachedPageFile('index.html'))
    expect(urls).not.toContain('index.html')
    expect(urls).toContain('manifest.webmanifest')
    expect(urls).not.toContain('sw.js')
    expect(urls.some((url) => url.endsWith('.map'))).toBe(false)
  })

  it('holds every prerendered page but the learning plans: exactly the paths the prerender plugin renders', async () => {
    const routesFile = join(dist, '.vite/prerender-routes.json')
    expect(existsSync(routesFile), 'the prerender leaves .vite/prerender-routes.json').toBe(true)
    const { pages } = JSON.parse(readFileSync(routesFile, 'utf8')) as { pages: Record<string, string> }
    // The list scripts/vite-plugin-prerender.ts renders (entry.staticPaths), loaded only when checking.
    const { staticPaths } = await import('../src/entry-server')
    const expected = staticPaths.map((path) => path.toLowerCase()).sort()
    expect(expected.length).toBeGreaterThan(0)
    expect(Object.keys(pages).sort()).toEqual(expected)
    for (const file of Object.values(pages)) {
      expect(existsSync(join(dist, file)), file).toBe(true)
      // The learning plans are the exception (vite.config.ts): offline, the shell renders them.
      if (file.startsWith('plan/')) expect(urls, file).not.toContain(precachedPageFile(file))
      else expect(urls, file).toContain(precachedPageFile(file))
      // What a server sends (the stylesheet inline) is never what the worker keeps.
      expect(urls, file).not.toContain(file)
    }
    // ...and what the shell needs to render them is precached.
    expect(
      urls.some((url) => /^assets\/plan\._slug-[\w-]+\.js$/.test(url)),
      'the plan route chunk',
    ).toBe(true)
  }, 60_000)

  it('holds the whitepaper, the MP4 heroes and their posters, and no WebM duplicates', () => {
    expect(urls).toContain('AI_Reskilling_Whitepaper.pdf')
    for (const hero of ['home', 'ecosystem', 'reskilling']) {
      expect(urls).toContain(`media/hero-${hero}.mp4`)
      expect(urls).toContain(`media/hero-${hero}-poster.avif`)
      expect(urls).toContain(`media/hero-${hero}-poster-768.avif`)
      // The WebP copies are for browsers without AVIF, online only (the precache has no room for both).
      expect(urls).not.toContain(`media/hero-${hero}-poster.webp`)
    }
    expect(urls.filter((url) => url.endsWith('.webm'))).toEqual([])
  })

  it('holds the icons the manifest and index.html point to', () => {
    for (const icon of [
      'pwa-64x64.png',
      'pwa-192x192.png',
      'pwa-512x512.png',
      'maskable-icon-512x512.png',
      'apple-touch-icon-180x180.png',
    ]) {
      expect(urls).toContain(`icons/${icon}`)
    }
    expect(urls).toContain('favicon.svg')
    expect(urls).toContain('favicon.ico')
  })

  it('keeps every precached file at or under 2 MiB', () => {
    const tooBig = urls.filter((url) => statSync(join(dist, url)).size > MAX_PRECACHED_BYTES)
    expect(tooBig).toEqual([])
  })

  it('writes an installable web app manifest', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      name: string
      short_name: string
      id: string
      start_url: string
      scope: string
      display: string
      theme_color: string
      background_color: string
      categories: string[]
      icons: { src: string; sizes: string; purpose?: string }[]
      screenshots?: { src: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Reskill AI — AI/GenAI Reskilling',
      short_name: 'Reskill AI',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0d1b2a',
      background_color: '#ffffff',
      categories: ['education', 'productivity'],
    })
    for (const image of [...manifest.icons, ...(manifest.screenshots ?? [])]) {
      expect(existsSync(join(dist, image.src)), image.src).toBe(true)
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true)
    expect(manifest.icons.some((icon) => icon.sizes === '192x192' && icon.purpose !== 'maskable')).toBe(true)
  })

  it('names no folder of the machine that built it, in any text file it publishes', () => {
    const root = resolve(import.meta.dirname, '..')
    const text = /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg|map)$|_headers$/
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => text.test(file))
    // The Vite manifest is among them (.vite/manifest.json): its `?url` stylesheets came with absolute keys.
    expect(files).toContain(join('.vite', 'manifest.json'))
    const naming = files.filter((file) => readFileSync(join(dist, file), 'utf8').includes(root))
    expect(naming.map((file) => relative(dist, join(dist, file)))).toEqual([])
  })

  it('links the icons and the manifest from every page', () => {
    for (const page of [SHELL_FILE, 'index.html', 'courses/index.html', 'ecosystem/index.html']) {
      const html = readFileSync(join(dist, page), 'utf8')
      expect(html, page).toContain('<link rel="manifest" href="/manifest.webmanifest">')
      expect(html, page).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon-180x180.png"')
      expect(html, page).toMatch(/<meta name="app-version" content="[^"%]+"/)
    }
  })

  it('gives every page one title and one description: its own, never the shell one as well', () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(10)
    for (const page of pages) {
      const html = readFileSync(join(dist, page), 'utf8')
      expect(html.match(/<title>/g), page).toHaveLength(1)
      expect(html.match(/<meta\s+name="description"/g), page).toHaveLength(1)
    }
  })
})
