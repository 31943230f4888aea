// @vitest-environment node
/**
 * deploy/nginx.conf under the real server (`npm run test:nginx`, NGINX_TEST=1): Debian's nginx
 * (package nginx-light) runs a copy of the file on NGINX_TEST_PORT with the build in dist/, and
 * answers as the other servers do: every path by the rule of src/lib/page-routes.ts, every header
 * of dist/_headers on every kind of answer, and the build's .gz copies (docs/deployment.md (nginx)).
 * Asked to check, a missing nginx or build fails: a gate that skips itself would pass with nothing
 * checked.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server as mswServer } from '../mocks/node'
import {
  appRouteSample,
  NGINX_ROUTES_FILE,
  parseRoutes,
  requestPathname,
  resolvePage,
  ROUTES_FILE,
  SHELL_FILE,
  type PrerenderRoutes,
} from '../src/lib/page-routes'
import { HOST, NGINX_PORT, NGINX_TEST_PORT, originOf } from './ports.mjs'
import {
  headersForPath,
  NGINX_HEADERS_INCLUDE,
  parseHeadersFile,
  STRICT_TRANSPORT_SECURITY,
  type HeaderRule,
} from './security-headers'
import { PRECOMPRESSED } from './vite-plugin-precompress'
import { PAGE_CACHE_CONTROL } from './vite-plugin-prerender'

const NGINX = '/usr/sbin/nginx'
const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const config = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
const origin = originOf(NGINX_TEST_PORT)
const requested = process.env.NGINX_TEST === '1'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Published files of the build (no dot folders, no compressed copies, no _headers), relative with '/'. */
function publishedFiles(): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter(
      (file) =>
        !file.split('/').some((part) => part.startsWith('.')) && !/\.(gz|br)$/.test(file) && file !== '_headers',
    )
    .filter((file) => statSync(join(dist, file)).isFile())
    .sort()
}

/** The Vitest setup's MSW server answers unknown requests: let these reach nginx. */
function letRequestsThrough() {
  mswServer.use(http.all(`${origin}/*`, () => passthrough()))
}

async function get(path: string, acceptEncoding = 'identity') {
  const response = await fetch(`${origin}${path}`, {
    headers: { 'Accept-Encoding': acceptEncoding },
    redirect: 'manual',
  })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

describe('the nginx configuration as written (deploy/nginx.conf)', () => {
  it('sets no header at the server level, and every location keeps the security headers', () => {
    // nginx drops inherited add_header in a location with its own: each one includes them all.
    const locations = [...config.matchAll(/^\s*location ([^{]+)\{([^}]*)\}/gm)]
    expect(locations.length).toBeGreaterThanOrEqual(4)
    for (const [, match, body = ''] of locations) {
      if (/^\s*return 404;\s*$/.test(body)) continue // answered by the error page's location
      expect(body, `location ${match}`).toContain(`include ${NGINX_HEADERS_INCLUDE};`)
      expect(body.trim().startsWith('include'), `location ${match}: the include comes first`).toBe(true)
    }
    const outsideLocations = config.replace(/^\s*location [^{]+\{[^}]*\}/gm, '')
    expect(outsideLocations).not.toMatch(/^\s*add_header/m)
    expect(config).toContain(`include ../dist/${NGINX_ROUTES_FILE};`)
    expect(config).toContain(`listen ${HOST}:${NGINX_PORT};`)
  })
})

// Hundreds of requests on a busy 2-core machine.
describe.skipIf(!requested)('deploy/nginx.conf under nginx (npm run test:nginx)', { timeout: 60_000 }, () => {
  let nginx: ChildProcess | undefined
  let prefix = ''
  let log = ''
  let routes: PrerenderRoutes = { pages: {}, appRoutes: [] }
  let rules: HeaderRule[] = []

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(`${NGINX} is missing: install Debian's nginx-light (apt-get install nginx-light)`)
    for (const file of [
      'index.html',
      SHELL_FILE,
      '_headers',
      ROUTES_FILE,
      NGINX_ROUTES_FILE,
      NGINX_HEADERS_INCLUDE.replace('../dist/', ''),
    ]) {
      if (!existsSync(join(dist, file))) throw new Error(`${join(dist, file)} is missing: run \`npm run build\` first`)
    }
    routes = parseRoutes(readFileSync(join(dist, ROUTES_FILE), 'utf8'))
    rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'))

    // A prefix like the repository: deploy/ (the copy, on the test port) beside dist/ (this build).
    prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'))
    chmodSync(prefix, 0o755)
    mkdirSync(join(prefix, 'deploy'))
    mkdirSync(join(prefix, '.nginx'))
    const listen = `listen ${HOST}:${NGINX_PORT};`
    expect(config.split(listen)).toHaveLength(2)
    writeFileSync(join(prefix, 'deploy/nginx.conf'), config.replace(listen, `listen ${HOST}:${NGINX_TEST_PORT};`))
    symlinkSync(dist, join(prefix, 'dist'))

    const args = ['-p', prefix, '-c', 'deploy/nginx.conf', '-e', '.nginx/error.log']
    const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
    expect(check.status, check.stderr).toBe(0)

    letRequestsThrough()
    // Started as root (CI), nginx runs its workers as nobody, who may not read a checkout under a
    // private home folder: the test runs them as its own user (the deployed file names none).
    const user = process.getuid?.() === 0 ? ' user root;' : ''
    nginx = spawn(NGINX, [...args, '-g', `daemon off;${user}`], { stdio: ['ignore', 'ignore', 'pipe'] })
    nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    for (let attempt = 0; ; attempt += 1) {
      if (nginx.exitCode !== null || attempt === 100) {
        const errors = existsSync(join(prefix, '.nginx/error.log'))
          ? readFileSync(join(prefix, '.nginx/error.log'), 'utf8')
          : ''
        throw new Error(`nginx did not start on ${origin}: ${log}${errors}`)
      }
      try {
        await fetch(`${origin}/`)
        break
      } catch {
        await new Promise((done) => setTimeout(done, 100))
      }
    }
  }, 30_000)

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx?.once('exit', done))
      nginx.kill('SIGTERM')
      await exited
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true })
  })

  beforeEach(letRequestsThrough)

  /** Every path rule of src/lib/page-routes.ts, spelled every way the other servers accept. */
  function routeSamples(): string[] {
    const pages = Object.entries(routes.pages).flatMap(([key, file]) => {
      const written = `/${file.replace(/(^|\/)index\.html$/, '')}`
      return [key, key.toUpperCase(), `${key}/`, `${written}//`, written]
    })
    const appRoutes = routes.appRoutes.flatMap((route) => {
      const sample = appRouteSample(route)
      const encoded = sample.replace('/x', '/someone%40example.com')
      return [sample, sample.toUpperCase(), `${sample}/`, encoded, `${sample}/extra`, route.replace(/\/\$.*$/, '')]
    })
    const folders = readdirSync(dist, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => `/${entry.name}/`)
    return [
      ...new Set([
        ...pages,
        ...appRoutes,
        ...folders,
        '/no-such-page',
        '/no/such/page/',
        '//evil.example',
        '//evil.example/x',
      ]),
    ]
  }

  it('answers every page, app route and unknown path with the file and status of src/lib/page-routes.ts', async () => {
    const samples = routeSamples()
    expect(samples.length).toBeGreaterThan(Object.keys(routes.pages).length * 3)
    const wrong: string[] = []
    for (const path of samples) {
      const pathname = requestPathname(path) ?? path
      // A real folder with a page in it (/courses/) is that page; any other folder is not found.
      const expected = resolvePage(routes, pathname)
      const { response, body } = await get(path)
      const file = readFileSync(join(dist, expected.file))
      if (response.status !== expected.status || !body.equals(file)) {
        wrong.push(`${path}: ${response.status} (${body.length} B), expected ${expected.status} ${expected.file}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('serves every published file as it is, with its own type, and never the build notes', async () => {
    const wrong: string[] = []
    const types = new Map<string, string>()
    for (const file of publishedFiles()) {
      const response = await fetch(`${origin}/${file}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })
      const type = response.headers.get('content-type') ?? ''
      types.set(file.replace(/^.*\./, '.'), type)
      if (
        response.status !== 200 ||
        Number(response.headers.get('content-length')) !== statSync(join(dist, file)).size
      ) {
        wrong.push(`${file}: ${response.status}`)
      }
      if (!type || type.startsWith('application/octet-stream')) wrong.push(`${file}: ${type || 'no type'}`)
    }
    expect(wrong).toEqual([])
    expect(types.get('.html')).toBe('text/html; charset=utf-8')
    expect(types.get('.js')).toBe('text/javascript; charset=utf-8')
    expect(types.get('.webmanifest')).toBe('application/manifest+json; charset=utf-8')

    const shell = readFileSync(join(dist, SHELL_FILE))
    for (const note of [
      '/.vite/manifest.json',
      `/${ROUTES_FILE}`,
      `/${NGINX_ROUTES_FILE}`,
      '/.vite/',
      '/.env',
      '/_headers',
    ]) {
      const { response, body } = await get(note)
      expect(response.status, note).toBe(404)
      expect(body.equals(shell), note).toBe(true)
    }
  })

  it('sends every header of dist/_headers, and the right Cache-Control, on every kind of answer', async () => {
    const script = publishedFiles().find((file) => /^assets\/.+-[\w-]{8,}\.js$/.test(file))
    expect(script, 'a hashed script in dist/assets').toBeDefined()
    const answers: Array<[path: string, status: number, cacheControl: string | null]> = [
      ['/', 200, PAGE_CACHE_CONTROL],
      ['/COURSES/', 200, PAGE_CACHE_CONTROL],
      ['/sw.js', 200, 'no-cache'],
      [`/${script}`, 200, IMMUTABLE],
      ['/profile/someone%40example.com', 200, PAGE_CACHE_CONTROL],
      ['/activate/someone%40example.com/t0k3n', 200, PAGE_CACHE_CONTROL],
      ['/reset-password/someone%40example.com/t0k3n', 200, PAGE_CACHE_CONTROL],
      ['/no-such-page', 404, PAGE_CACHE_CONTROL],
      ['/assets/no-such-chunk.js', 404, PAGE_CACHE_CONTROL],
      ['/.vite/manifest.json', 404, PAGE_CACHE_CONTROL],
      ['/favicon.svg', 200, null],
      ['/manifest.webmanifest', 200, null],
    ]
    for (const [path, status, cacheControl] of answers) {
      const { response } = await get(path, 'gzip')
      expect(response.status, path).toBe(status)
      const expected = headersForPath(rules, path)
      expect(expected.size, path).toBeGreaterThanOrEqual(8)
      for (const [name, value] of expected)
        expect(`${path} ${name}: ${response.headers.get(name)}`).toBe(`${path} ${name}: ${value}`)
      expect(response.headers.get('cache-control'), path).toBe(cacheControl)
      expect(response.headers.get('strict-transport-security'), path).toBe(STRICT_TRANSPORT_SECURITY)
      expect(response.headers.get('server'), path).toBe('nginx') // no version
    }
    // The one-time token pages send no Referer: the last Referrer-Policy value is the one applied.
    for (const path of ['/activate/someone%40example.com/t0k3n', '/Reset-Password/someone%40example.com/t0k3n/']) {
      const { response } = await get(path)
      expect(response.headers.get('referrer-policy')?.split(/,\s*/).at(-1), path).toBe('no-referrer')
    }
    const { response: page } = await get('/courses')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it("sends the build's .gz copy to clients that accept gzip, and the file itself to the others", async () => {
    const css = publishedFiles().find((file) => /^assets\/.+\.css$/.test(file))
    const script = publishedFiles().find((file) => /^assets\/.+\.js$/.test(file))
    const cases: Array<[path: string, file: string]> = [
      ['/', 'index.html'],
      ['/Reskilling', 'Reskilling/index.html'],
      ['/sw.js', 'sw.js'],
      [`/${script}`, `${script}`],
      [`/${css}`, `${css}`],
      ['/no-such-page', SHELL_FILE],
      ['/manifest.webmanifest', 'manifest.webmanifest'],
    ]
    for (const [path, file] of cases) {
      const original = readFileSync(join(dist, file))
      const gzipped = readFileSync(join(dist, `${file}.gz`))
      const response = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.headers.get('content-encoding'), path).toBe('gzip')
      expect(response.headers.get('vary'), path).toBe('Accept-Encoding')
      // The bytes on the wire are the .gz file's (fetch unpacks them).
      expect(Number(response.headers.get('content-length')), path).toBe(gzipped.length)
      expect(Buffer.from(await response.arrayBuffer()).equals(original), path).toBe(true)

      for (const encoding of ['identity', 'br']) {
        const { response: plain, body } = await get(path, encoding)
        expect(plain.headers.get('content-encoding'), `${path} (${encoding})`).toBeNull()
        expect(body.equals(original), `${path} (${encoding})`).toBe(true)
      }
    }
  })

  it('has .gz and .br copies beside every text file of the build, each smaller and unpacking to it', () => {
    const text = publishedFiles().filter((file) => PRECOMPRESSED.test(file))
    expect(text.length).toBeGreaterThan(50)
    const wrong: string[] = []
    for (const file of text) {
      const original = readFileSync(join(dist, file))
      for (const [extension, unpack] of [
        ['.gz', gunzipSync],
        ['.br', brotliDecompressSync],
      ] as const) {
        const copy = join(dist, `${file}${extension}`)
        // A copy that would not be smaller is not written (a tiny file, or an icon of PNG images).
        if (!existsSync(copy)) {
          if (gzipSync(original).length < original.length * 0.9) wrong.push(`${file}${extension} is missing`)
          continue
        }
        const packed = readFileSync(copy)
        if (packed.length >= original.length || !unpack(packed).equals(original)) wrong.push(`${file}${extension}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
