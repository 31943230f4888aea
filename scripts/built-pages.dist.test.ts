// @vitest-environment node
/**
 * Every prerendered page as a browser receives it, read from dist/ without a browser: the head a
 * search engine or a link preview reads, the landmarks and the one h1, links that lead to a page
 * that exists (and to the section a #hash names), and axe's rules that need no layout. What needs a
 * browser (layout, contrast, focus, flows, engines) is the e2e suites' part (docs/testing.md).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { AXE_TAGS, axeSummary, LAYOUT_RULES } from '../e2e/support/axe'
import { INSTRUCTOR_LED_COURSES } from '../src/lib/content/instructor-led-courses'
import { outcomeForSlug } from '../src/lib/outcome-links'
import { pageFile, parseRoutes, requestPathname, resolvePage, ROUTES_FILE } from '../src/lib/page-routes'
import { PLAN_CARD_HEIGHT, PLAN_CARD_WIDTH, planCardPath } from '../src/lib/plan-card'
import { PLAN_PATHS, PRERENDERED_PATHS } from '../src/lib/prerendered-paths'
import { SITE_ORIGIN } from '../src/lib/seo'
import { siteConfig } from '../src/lib/site-config'
import { pngSize } from './og-card.mjs'

const dist = resolve(import.meta.dirname, '..', 'dist')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

function readPage(path: string): JSDOM {
  const file = join(dist, pageFile(path))
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
  return new JSDOM(readFileSync(file, 'utf8'), { url: SITE_ORIGIN + path, runScripts: 'outside-only' })
}

/** The routes the prerender wrote, which the servers answer by (src/lib/page-routes.ts). */
const routes = (() => {
  const file = join(dist, ROUTES_FILE)
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
  return parseRoutes(readFileSync(file, 'utf8'))
})()

describe.each(PRERENDERED_PATHS.map((path) => ({ path })))('$path as built', ({ path }) => {
  const dom = readPage(path)
  const { document } = dom.window
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? ''

  it('has the head a search engine and a link preview read', () => {
    expect(document.documentElement.lang).toBe('en')
    expect(document.title).toMatch(new RegExp(`^(\\S.* \\| )?${siteConfig.brand}$`))
    expect(meta('meta[name="description"]').length).toBeGreaterThan(20)
    expect(meta('meta[property="og:title"]')).toBe(document.title)
    expect(meta('meta[property="og:image"]')).toMatch(new RegExp(`^${SITE_ORIGIN}/`))
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
    expect(canonical).toMatch(new RegExp(`^${SITE_ORIGIN}/`))
    expect(resolvePage(routes, new URL(canonical).pathname).status).toBe(200)
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')]
    expect(jsonLd).toHaveLength(1)
    expect(JSON.parse(jsonLd[0]!.textContent ?? '')).toMatchObject({ '@context': 'https://schema.org' })
  })

  it('has the landmarks and one h1 with words', () => {
    // A header or footer inside a section is that section's, not the page's banner or contentinfo.
    const pageLevel = (tag: string) =>
      [...document.querySelectorAll(tag)].filter(
        (element) => !element.parentElement?.closest('main, article, aside, nav, section'),
      )
    for (const landmark of ['header', 'main', 'footer']) expect(pageLevel(landmark), landmark).toHaveLength(1)
    const headings = [...document.querySelectorAll('h1')]
    expect(headings).toHaveLength(1)
    expect(headings[0]!.textContent).toMatch(/\p{L}{2}/u)
  })

  it('links only to pages that exist, and to sections the page has', () => {
    const broken: string[] = []
    let internal = 0
    for (const link of document.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? ''
      if (!href.startsWith('/') || href.startsWith('//')) continue
      internal += 1
      const url = new URL(href, SITE_ORIGIN)
      const pathname = requestPathname(url.pathname)
      if (pathname === null || /\.[a-z0-9]+$/i.test(pathname)) {
        if (pathname === null || !existsSync(join(dist, pathname))) broken.push(href)
        continue
      }
      const { file, status } = resolvePage(routes, pathname)
      if (status !== 200) broken.push(href)
      else if (url.hash && !readFileSync(join(dist, file), 'utf8').includes(`id="${url.hash.slice(1)}"`))
        broken.push(href)
    }
    expect(internal, 'the header and footer links at least').toBeGreaterThan(5)
    expect(broken).toEqual([])
  })

  it("passes axe's rules that need no layout", async () => {
    dom.window.eval(axeSource)
    const axe = (dom.window as unknown as { axe: typeof import('axe-core') }).axe
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: AXE_TAGS },
      // What only layout decides is the e2e sweep's part, in a browser (e2e/a11y.spec.ts).
      rules: Object.fromEntries(LAYOUT_RULES.map((rule) => [rule, { enabled: false }])),
    })
    expect(axeSummary(results.violations)).toEqual([])
  })
})

// A learning plan previews as its own card; every other page as the site's.
describe.each(PRERENDERED_PATHS.map((path) => ({ path })))('$path: its share image as built', ({ path }) => {
  it(PLAN_PATHS.includes(path) ? "is its plan's card, a 1200x630 PNG naming the role" : "is the site's card", () => {
    const { document } = readPage(path).window
    const meta = (key: string) =>
      [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((element) =>
        element.getAttribute('content'),
      )
    if (!PLAN_PATHS.includes(path)) {
      expect(meta('og:image')).toEqual([`${SITE_ORIGIN}/images/og-image.png`])
      return
    }
    const outcome = outcomeForSlug(path.split('/').pop() ?? '')
    if (!outcome) throw new Error(`${path} is no outcome's plan`)
    const image = `${SITE_ORIGIN}${planCardPath(outcome)}`
    expect(meta('og:image')).toEqual([image])
    expect(meta('twitter:image')).toEqual([image])
    expect(meta('twitter:card')).toEqual(['summary_large_image'])
    expect(meta('og:image:width')).toEqual([String(PLAN_CARD_WIDTH)])
    expect(meta('og:image:height')).toEqual([String(PLAN_CARD_HEIGHT)])
    // The alt text names the role the page's heading names.
    const alt = meta('og:image:alt')
    expect(alt).toHaveLength(1)
    expect(alt[0]).toContain(document.querySelector('h1')?.textContent ?? '(no h1)')
    const file = join(dist, new URL(image).pathname)
    expect(existsSync(file), `${file} is missing from the build`).toBe(true)
    expect(pngSize(readFileSync(file))).toEqual({ width: 1200, height: 630 })
  })
})

// What a course page must hold beyond any page's landmarks: its title and its three sections.
describe.each(INSTRUCTOR_LED_COURSES)('$path as built', ({ path, title }) => {
  it('is its course, with the course, its content and its coaching', () => {
    const { document } = readPage(path).window
    const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim()
    expect(text(document.querySelector('h1'))).toBe(title)
    const sections = [...document.querySelectorAll('h2')].map(text)
    expect(sections).toEqual(expect.arrayContaining(['The course', 'Content', 'Coaching']))
  })
})
