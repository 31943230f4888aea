// @vitest-environment node
/**
 * deploy/nginx.conf under the real server (`npm run test:dist`): Debian's nginx
 * (package nginx-light) runs a copy of the file on NGINX_TEST_PORT (plain HTTP) and
 * NGINX_TEST_TLS_PORT (HTTPS, with a throwaway self-signed certificate made here) with the build in
 * dist/, and answers as the other servers do, over HTTP/2: every path by the rule of
 * src/lib/page-routes.ts, every header of dist/_headers on every kind of answer, and the build's .gz
 * copies; plain HTTP only redirects, the access log holds no one-time link, and a posted form is
 * sent back to its page (docs/deployment.md (nginx)). Asked to check, a missing nginx, openssl or
 * build fails: a gate that skips itself would pass with nothing checked.
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
import { connect as connectHttp2, type ClientHttp2Session } from 'node:http2'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { connect as connectTls, type ConnectionOptions } from 'node:tls'
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
import { HOST, NGINX_PORT, NGINX_TEST_PORT, NGINX_TEST_TLS_PORT, NGINX_TLS_PORT, originOf } from './ports.mjs'
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
const httpOrigin = originOf(NGINX_TEST_PORT)
const origin = `https://${HOST}:${NGINX_TEST_TLS_PORT}`

/** The HTTPS server's listen line for a port. */
const tlsListen = (port: number) => `listen ${HOST}:${port} ssl http2;`
/** Plain HTTP's redirect as deploy/nginx.conf writes it for an HTTPS port: 443 goes unnamed. */
const redirectTo = (port: number) => `return 301 https://$host${port === 443 ? '' : `:${port}`}$request_uri;`

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

/** The Vitest setup's MSW server answers unknown requests: let those to plain HTTP reach nginx. */
function letRequestsThrough() {
  mswServer.use(http.all(`${httpOrigin}/*`, () => passthrough()))
}

/** The answer to one HTTPS request: the body as sent (never unpacked), and the headers a fetch would read. */
type Answer = { status: number; headers: Headers; body: Buffer }

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

  it('serves HTTPS on NGINX_TLS_PORT, redirects plain HTTP there, and names the certificate once', () => {
    expect(config.split(tlsListen(NGINX_TLS_PORT))).toHaveLength(2)
    expect(config.split(redirectTo(NGINX_TLS_PORT))).toHaveLength(2)
    // Set at the http level, so every HTTPS server uses the same pair.
    expect(config.match(/^\s*ssl_certificate\s/gm)).toHaveLength(1)
    expect(config.match(/^\s*ssl_certificate_key\s/gm)).toHaveLength(1)
    expect(config).toMatch(/^ {2}ssl_certificate \.\.\/\.nginx\/tls\/fullchain\.pem;$/m)
    expect(config).toMatch(/^ {2}ssl_certificate_key \.\.\/\.nginx\/tls\/privkey\.pem;$/m)
    expect(config).toMatch(/^\s*ssl_session_tickets off;$/m)
  })
})

// Hundreds of requests on a busy 2-core machine.
describe('deploy/nginx.conf under nginx ', { timeout: 60_000 }, () => {
  let nginx: ChildProcess | undefined
  let prefix = ''
  let log = ''
  let certificate = Buffer.alloc(0)
  let routes: PrerenderRoutes = { pages: {}, appRoutes: [] }
  let rules: HeaderRule[] = []
  let session: ClientHttp2Session | undefined
  let sessionRequests = 0

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

    // A prefix like the repository: deploy/ (the copy, on the test ports) beside dist/ (this build),
    // and .nginx/tls/ with a certificate for this run only, where the file expects one.
    prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'))
    chmodSync(prefix, 0o755)
    mkdirSync(join(prefix, 'deploy'))
    mkdirSync(join(prefix, '.nginx/tls'), { recursive: true })
    let copy = config
    for (const [written, test] of [
      [`listen ${HOST}:${NGINX_PORT};`, `listen ${HOST}:${NGINX_TEST_PORT};`],
      [tlsListen(NGINX_TLS_PORT), tlsListen(NGINX_TEST_TLS_PORT)],
      [redirectTo(NGINX_TLS_PORT), redirectTo(NGINX_TEST_TLS_PORT)],
    ] as const) {
      expect(copy.split(written), written).toHaveLength(2)
      copy = copy.replace(written, test)
    }
    writeFileSync(join(prefix, 'deploy/nginx.conf'), copy)
    symlinkSync(dist, join(prefix, 'dist'))

    const openssl = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
        ...['-subj', '/CN=localhost', '-addext', `subjectAltName=DNS:localhost,IP:${HOST}`],
        ...['-keyout', join(prefix, '.nginx/tls/privkey.pem'), '-out', join(prefix, '.nginx/tls/fullchain.pem')],
      ],
      { encoding: 'utf8' },
    )
    if (openssl.error)
      throw new Error(`openssl is missing: install it (apt-get install openssl): ${openssl.error.message}`)
    expect(openssl.status, openssl.stderr).toBe(0)
    certificate = readFileSync(join(prefix, '.nginx/tls/fullchain.pem'))

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
        throw new Error(`nginx did not start on ${httpOrigin} and ${origin}: ${log}${errors}`)
      }
      try {
        await fetch(`${httpOrigin}/`, { redirect: 'manual' })
        break
      } catch {
        await new Promise((done) => setTimeout(done, 100))
      }
    }
  }, 30_000)

  afterAll(async () => {
    session?.close()
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx?.once('exit', done))
      nginx.kill('SIGTERM')
      await exited
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true })
  })

  beforeEach(letRequestsThrough)

  /**
   * One HTTP/2 connection for the HTTPS requests, trusting this run's certificate; a new one every
   * 500 requests, before nginx closes it (1000 by default).
   */
  function http2Session(): ClientHttp2Session {
    if (!session || session.closed || session.destroyed || sessionRequests >= 500) {
      session?.close()
      session = connectHttp2(origin, { ca: certificate })
      sessionRequests = 0
    }
    sessionRequests += 1
    return session
  }

  function request(
    path: string,
    options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ): Promise<Answer> {
    return new Promise((done, fail) => {
      const stream = http2Session().request(
        { ':method': options.method ?? 'GET', ':path': path, ...options.headers },
        { endStream: options.body === undefined },
      )
      let status = 0
      const headers = new Headers()
      const chunks: Buffer[] = []
      stream.on('response', (received) => {
        status = Number(received[':status'])
        for (const [name, value] of Object.entries(received)) {
          if (name.startsWith(':') || value === undefined) continue
          for (const one of [value].flat()) headers.append(name, String(one))
        }
      })
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => done({ status, headers, body: Buffer.concat(chunks) }))
      stream.on('error', fail)
      if (options.body !== undefined) stream.end(options.body)
    })
  }

  const get = (path: string, acceptEncoding = 'identity') =>
    request(path, { headers: { 'accept-encoding': acceptEncoding } })

  /** A TLS handshake with these options: what was agreed, or the error code (the server's alert). */
  function handshake(options: ConnectionOptions) {
    return new Promise<{ protocol: string | null; alpn: string | false | null; ticket: boolean } | { error: string }>(
      (done) => {
        const socket = connectTls({ host: HOST, port: NGINX_TEST_TLS_PORT, ca: certificate, ...options }, () => {
          done({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol, ticket: !!socket.getTLSTicket() })
          socket.end()
        })
        socket.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }))
      },
    )
  }

  /** The access log once it holds `line` (nginx writes it as the answer completes, maybe just after). */
  async function accessLogWith(line: string): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const text = readFileSync(join(prefix, '.nginx/access.log'), 'utf8')
      if (text.includes(line) || attempt === 50) return text
      await new Promise((done) => setTimeout(done, 100))
    }
  }

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

  it('answers plain HTTP with nothing but a 301 to the same host and address over HTTPS', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/courses?page=2&q=a%20b'],
      ['GET', '/Activate/someone%40example.com/t0k3n/'],
      ['GET', '//evil.example/x'],
      ['GET', '/no-such-page'],
      ['POST', '/login'],
    ] as const) {
      const response = await fetch(`${httpOrigin}${path}`, {
        method,
        redirect: 'manual',
        ...(method === 'POST' ? { body: new URLSearchParams({ password: 'n0t-over-http' }) } : {}),
      })
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 301`)
      expect(response.headers.get('location'), path).toBe(`${origin}${path}`)
      // Browsers ignore Strict-Transport-Security over HTTP; the site's headers come with the site.
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
      expect(response.headers.get('content-security-policy'), path).toBeNull()
    }
  })

  it('speaks HTTP/2 (and HTTP/1.1) over TLS 1.2 and 1.3 only, with AEAD suites and no session tickets', async () => {
    const { status } = await get('/')
    expect(status).toBe(200)
    expect(session?.alpnProtocol).toBe('h2')
    expect(await handshake({ ALPNProtocols: ['h2', 'http/1.1'] })).toMatchObject({ protocol: 'TLSv1.3', alpn: 'h2' })
    expect(await handshake({ ALPNProtocols: ['http/1.1'] })).toMatchObject({ alpn: 'http/1.1' })
    expect(await handshake({ maxVersion: 'TLSv1.2' })).toEqual({ protocol: 'TLSv1.2', alpn: false, ticket: false })
    // The client offers TLS 1.0 and 1.1 (its own floor lowered), and the server refuses them with an alert.
    const old = { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' } as const
    expect(await handshake(old)).toEqual({ error: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' })
    // A CBC suite the certificate could sign for is not among Mozilla's intermediate ones.
    expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256' })).toMatchObject({
      protocol: 'TLSv1.2',
    })
    expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA' })).toEqual({
      error: 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
    })
  })

  it('answers every page, app route and unknown path with the file and status of src/lib/page-routes.ts', async () => {
    const samples = routeSamples()
    expect(samples.length).toBeGreaterThan(Object.keys(routes.pages).length * 3)
    const wrong: string[] = []
    for (const path of samples) {
      const pathname = requestPathname(path) ?? path
      // A real folder with a page in it (/courses/) is that page; any other folder is not found.
      const expected = resolvePage(routes, pathname)
      const { status, body } = await get(path)
      const file = readFileSync(join(dist, expected.file))
      if (status !== expected.status || !body.equals(file)) {
        wrong.push(`${path}: ${status} (${body.length} B), expected ${expected.status} ${expected.file}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('serves every published file as it is, with its own type, and never the build notes', async () => {
    const wrong: string[] = []
    const types = new Map<string, string>()
    for (const file of publishedFiles()) {
      const { status, headers } = await request(encodeURI(`/${file}`), {
        method: 'HEAD',
        headers: { 'accept-encoding': 'identity' },
      })
      const type = headers.get('content-type') ?? ''
      types.set(file.replace(/^.*\./, '.'), type)
      if (status !== 200 || Number(headers.get('content-length')) !== statSync(join(dist, file)).size) {
        wrong.push(`${file}: ${status}`)
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
      const { status, body } = await get(note)
      expect(status, note).toBe(404)
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
      const response = await get(path, 'gzip')
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
      const { headers } = await get(path)
      expect(headers.get('referrer-policy')?.split(/,\s*/).at(-1), path).toBe('no-referrer')
    }
    const { headers: page } = await get('/courses')
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
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
      const { headers, body } = await get(path, 'gzip')
      expect(headers.get('content-encoding'), path).toBe('gzip')
      expect(headers.get('vary'), path).toBe('Accept-Encoding')
      // The bytes on the wire are the .gz file's.
      expect(Number(headers.get('content-length')), path).toBe(gzipped.length)
      expect(body.equals(gzipped), path).toBe(true)
      expect(gunzipSync(body).equals(original), path).toBe(true)

      for (const encoding of ['identity', 'br']) {
        const plain = await get(path, encoding)
        expect(plain.headers.get('content-encoding'), `${path} (${encoding})`).toBeNull()
        expect(plain.body.equals(original), `${path} (${encoding})`).toBe(true)
      }
    }
  })

  it('keeps the token and e-mail of activation and reset links out of the access log, and logs other paths', async () => {
    // Every line in the sanitised format, which has neither the raw request line nor the body.
    expect(config).toMatch(/^\s*access_log \S+ sanitised;$/m)
    expect(config).not.toMatch(/\$request_body|\$request\b/)
    const email = 'leak.check%40example.com'
    const token = 'T0kenLeakCheck'
    // Every spelling that reaches a token page (or could), and a Referer from one.
    const links = [
      `/activate/${email}/${token}`,
      `/ACTIVATE/${email}/${token}/`,
      `//reset-password/${email}/${token}`,
      `/reset-password/${token}?email=${email}`,
      `/Reset-Password/${email}/${token}/extra`,
      `/courses/../activate/${email}/${token}`,
      `/%61ctivate/${email}/${token}`,
      `/activate?email=${email}&token=${token}`,
    ]
    for (const link of links) expect((await get(link)).status, link).toBeLessThan(500)
    await request('/courses', { headers: { referer: `${origin}/activate/${email}/${token}` } })
    await fetch(`${httpOrigin}/reset-password/${email}/${token}`, { redirect: 'manual' })
    await request('/activate/')
    await request('/courses?page=2')

    const text = await accessLogWith('"GET /courses?page=2 HTTP/2.0" 200')
    expect(text).toContain('"GET /courses?page=2 HTTP/2.0" 200')
    expect(text).toContain('"GET /activate/ HTTP/2.0" 200')
    expect(text).toContain('"GET /activate/... HTTP/2.0" 200')
    expect(text).toContain('"GET /reset-password/... HTTP/1.1" 301')
    expect(text).toContain(`"${origin}/..."`)
    expect(text.toLowerCase()).not.toContain(token.toLowerCase())
    expect(text).not.toContain('leak.check')
  })

  it('answers a POST to a page with a 303 to it, and keeps the body out of the answer, the log and the disk', async () => {
    const password = 'P4ssw0rdLeakCheck'
    const form = new URLSearchParams({ email: 'post.check@example.com', password }).toString()
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    for (const path of ['/login', '/Signup/', '/forgot-password', '/reset-password/a%40b.example/t0k3n', '/activate']) {
      const answer = await request(path, { method: 'POST', headers, body: form })
      expect(`${path} ${answer.status}`).toBe(`${path} 303`)
      expect(answer.headers.get('location'), path).toBe(`${origin}${path}`)
      expect(answer.body.toString(), path).not.toContain(password)
    }
    // The page itself, by the GET the browser makes next.
    const page = await get('/login')
    expect(page.status).toBe(200)
    expect(page.body.equals(readFileSync(join(dist, routes.pages['/login'] ?? 'login/index.html')))).toBe(true)
    // Never another site, whatever the path; never a 413 for a big body: nginx discards it before
    // any location could read it.
    const elsewhere = await request('//evil.example/x', { method: 'POST', headers, body: form })
    expect(elsewhere.headers.get('location')).toBe(`${origin}//evil.example/x`)
    const big = await request('/login', { method: 'POST', headers, body: `${form}&padding=${'x'.repeat(1 << 20)}` })
    expect(big.status).toBe(303)

    const text = await accessLogWith('"POST /login HTTP/2.0" 303')
    expect(text).toContain('"POST /login HTTP/2.0" 303')
    expect(text).not.toContain(password)
    expect(text).not.toContain('post.check')
    const stored = join(prefix, '.nginx/client_body')
    expect(existsSync(stored) ? readdirSync(stored, { recursive: true }) : []).toEqual([])
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
