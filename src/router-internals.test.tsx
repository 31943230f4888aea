// @vitest-environment node
/**
 * The contract of src/router-internals.ts: what the prerender and hydration rely on beyond the
 * router's documented API. A router upgrade that changes any of it fails here, not in production.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appRoutePaths, render, staticPaths } from './entry-server'
import { pagePathKey } from './lib/page-routes'
import { paths } from './lib/paths'
import { routeFilesById, splitHoisted } from './router-internals'

const routeFiles = routeFilesById(readFileSync(new URL('./routeTree.gen.ts', import.meta.url), 'utf8'))

describe('the router as the prerender uses it', () => {
  it('renders every prerendered page with status 200 and its own head tags', async () => {
    for (const path of staticPaths) {
      const page = await render(path)
      expect(page.status, path).toBe(200)
      expect(page.head, path).toMatch(/^<title>[^<]+<\/title>/)
      expect(page.head, path).toMatch(/<meta name="description" content="[^"]+"/)
      expect(page.head, path).not.toMatch(/noindex/)
      // Nothing hoistable is left in the body: React put every head tag first.
      expect(splitHoisted(page.html).head, path).toBe('')
    }
  }, 120_000)

  it('has a path in src/lib/paths.ts for every route without a parameter, so it is prerendered and linked', () => {
    // The token-free screens of the mail links (/activate, /reset-password) are reached only from
    // those links, and say so on a reload (docs/product.md (Behaviour)): app routes, not pages.
    const linkOnly = ['/activate', '/reset-password']
    const known = new Set([...Object.values(paths), ...linkOnly].map(pagePathKey))
    const missing = appRoutePaths().filter((route) => !route.includes('$') && !known.has(pagePathKey(route)))
    expect(missing, 'route files without a path in src/lib/paths.ts').toEqual([])
  })

  it('renders a nested route with every route above it matched, each with its file', async () => {
    const page = await render(paths.strategyCourse)
    expect(page.status).toBe(200)
    expect(page.routeIds[0]).toBe('__root__')
    expect(page.routeIds.at(-1)).toBe('/courses/AI/GenAI-Transformation-Strategy')
    for (const id of page.routeIds.slice(1)) {
      const file = routeFiles.get(id)
      expect(file, id).toBeDefined()
      expect(existsSync(new URL(`../${file}`, import.meta.url)), `${id} → ${file}`).toBe(true)
    }
  })

  it('answers an unknown path, and a route that throws notFound(), with 404 and a noindex head', async () => {
    for (const path of ['/no-such-page', '/plan/no-such-plan']) {
      const page = await render(path)
      expect(page.status, path).toBe(404)
      expect(page.head, path).toMatch(/<meta name="robots" content="noindex/)
      expect(page.html, path).toContain('We couldn')
    }
  })

  it('maps every route id of the generated tree to a route file', () => {
    expect(routeFiles.size).toBeGreaterThan(20)
    for (const [id, file] of routeFiles) {
      expect(existsSync(new URL(`../${file}`, import.meta.url)), `${id} → ${file}`).toBe(true)
    }
  })
})
