import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  NGINX_ROUTES_FILE,
  nginxRoutes,
  pageFile,
  pageKeyOfPrecachedFile,
  pagePathKey,
  parseRoutes,
  precachedPageFile,
  requestPathname,
  resolvePage,
  SHELL_FILE,
  type PageResponse,
  type PrerenderRoutes,
} from './page-routes'
import { nginxLocationHeaders, securityHeaderRules } from '../../scripts/security-headers'
import { paths } from './paths'

// Routes as the prerender writes them: every static path but the assessment, plus the parameter routes.
const prerendered = Object.values(paths).filter((path) => path !== paths.assessments)
const routes: PrerenderRoutes = {
  pages: Object.fromEntries(prerendered.map((path) => [pagePathKey(path), pageFile(path)])),
  appRoutes: [paths.assessments, '/profile/$email', '/activate/$email/$token', '/reset-password/$email/$token'],
}

const page = (file: string): PageResponse => ({ file, status: 200 })
const shell = (status: 200 | 404): PageResponse => ({ file: SHELL_FILE, status })

describe('which file answers a path', () => {
  it('writes /x to x/index.html', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/Reskilling')).toBe('Reskilling/index.html')
    expect(pageFile('/courses/AI/GenAI-Operational-Readiness')).toBe(
      'courses/AI/GenAI-Operational-Readiness/index.html',
    )
  })

  it("keeps each page's precached copy beside it and reads it back as the page of its path", () => {
    expect(precachedPageFile('index.html')).toBe('index.linked.html')
    expect(precachedPageFile('Reskilling/index.html')).toBe('Reskilling/index.linked.html')
    for (const path of prerendered) {
      expect(pageKeyOfPrecachedFile(precachedPageFile(pageFile(path)))).toBe(pagePathKey(path))
      expect(pageKeyOfPrecachedFile(`/${precachedPageFile(pageFile(path))}`)).toBe(pagePathKey(path))
    }
    // The served copy (its stylesheet inline) is not what the worker keeps.
    expect(pageKeyOfPrecachedFile('/courses/index.html')).toBeUndefined()
    expect(pageKeyOfPrecachedFile('/app-shell.html')).toBeUndefined()
    expect(pageKeyOfPrecachedFile('/fooindex.linked.html')).toBeUndefined()
  })

  it.each([
    ['/', page('index.html')],
    ['/Reskilling', page('Reskilling/index.html')],
    ['/reskilling/', page('Reskilling/index.html')],
    ['/RESKILLING//', page('Reskilling/index.html')],
    ['/courses/ai/genai-operational-readiness', page('courses/AI/GenAI-Operational-Readiness/index.html')],
    ['/assessments', shell(200)],
    ['/Assessments/', shell(200)],
    ['/profile/learner@example.com', shell(200)],
    ['/activate/new@example.org/abc.def', shell(200)],
    ['/profile/learner@example.com/more', shell(404)],
    ['/profile', shell(404)],
    ['/no-such-page', shell(404)],
    ['//evil.example', shell(404)],
    ['//evil.example/x', shell(404)],
  ])('answers %s', (path, expected) => {
    expect(resolvePage(routes, path)).toEqual(expected)
  })

  it('answers every spelling of a prerendered path with its page', () => {
    const spelled = fc
      .tuple(fc.constantFrom(...prerendered), fc.infiniteStream(fc.boolean()), fc.constantFrom('', '/', '//'))
      .map(
        ([path, upper, slash]) =>
          [
            path,
            [...path].map((ch) => (upper.next().value ? ch.toUpperCase() : ch.toLowerCase())).join('') + slash,
          ] as const,
      )
    fc.assert(fc.property(spelled, ([path, typed]) => resolvePage(routes, typed).file === pageFile(path)))
  })

  it('keeps a path that starts with // a path, and refuses what cannot be decoded', () => {
    expect(requestPathname('//evil.example/x?next=/y#z')).toBe('//evil.example/x')
    expect(requestPathname('/profile/learner%40example.com')).toBe('/profile/learner@example.com')
    expect(requestPathname('?x')).toBe('/')
    expect(requestPathname('/%E0%A4%A')).toBeNull()
  })

  it('reads the routes file defensively', () => {
    expect(parseRoutes(JSON.stringify(routes))).toEqual(routes)
    expect(parseRoutes('not json')).toEqual({ pages: {}, appRoutes: [] })
    expect(parseRoutes('{"pages":{"/a":1,"/b":"b/index.html"},"appRoutes":["/x",2]}')).toEqual({
      pages: { '/b': 'b/index.html' },
      appRoutes: ['/x'],
    })
  })
})

describe('the nginx locations', () => {
  /**
   * nginx as deploy/nginx.conf sets it up, with slashes merged: the first matching regex location
   * of the generated file wins, otherwise `error_page 404` sends the shell with 404.
   * (scripts/nginx.dist.test.ts asks the real server.)
   */
  function nginx(config: string, path: string): PageResponse {
    const merged = path.replace(/\/{2,}/g, '/')
    for (const [, pattern, file] of config.matchAll(
      /^location ~\* "([^"]+)" \{ (?:[^{}]*; )?try_files \/(\S+) =404; \}$/gm,
    )) {
      if (pattern && file && new RegExp(pattern, 'i').test(merged)) return { file, status: 200 }
    }
    return shell(404)
  }

  it('answers every path as the other servers do', () => {
    const config = nginxRoutes(routes)
    expect(config.split('\n').filter((line) => line.startsWith('location'))).toHaveLength(
      prerendered.length + routes.appRoutes.length,
    )
    const samples = [
      ...prerendered.flatMap((path) => [path, path.toUpperCase(), `${path.toLowerCase()}/`]),
      '/assessments',
      '/profile/learner@example.com',
      '/reset-password/someone@example.com/token',
      '/profile/a/b',
      '/nope',
      '//evil.example',
    ]
    for (const path of samples) expect(nginx(config, path), path).toEqual(resolvePage(routes, path))
  })

  it('gives each location the header lines for a path it answers', () => {
    const config = nginxRoutes(routes, (path) => `include h.conf; add_header X-Path "${path}" always;`)
    expect(config).toContain(
      'location ~* "^/reskilling/*$" { include h.conf; add_header X-Path "/reskilling" always; try_files /Reskilling/index.html =404; }',
    )
    expect(config).toContain(
      'location ~* "^/profile/[^/]+/*$" { include h.conf; add_header X-Path "/profile/x" always; try_files /app-shell.html =404; }',
    )
    for (const path of ['/Reskilling', '/profile/a@b.co', '/nope'])
      expect(nginx(config, path)).toEqual(resolvePage(routes, path))
  })

  it('are what docs/deployment.md shows, and deploy/nginx.conf includes them', () => {
    const docs = readFileSync(join(import.meta.dirname, '../../docs/deployment.md'), 'utf8')
    const generated = nginxRoutes(routes, (path) =>
      nginxLocationHeaders(securityHeaderRules(), path, [['Cache-Control', 'no-cache']]),
    )
    // The example shows real lines of the generated file.
    const example = /```nginx\n(location[\s\S]*?)\n```/.exec(docs)?.[1]?.split('\n') ?? ['(missing)']
    for (const line of example) expect(generated.split('\n')).toContain(line)
    const conf = readFileSync(join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')
    expect(conf).toContain(`include ../dist/${NGINX_ROUTES_FILE};`)
    expect(conf).toContain(`error_page 404 /${SHELL_FILE};`)
  })
})
