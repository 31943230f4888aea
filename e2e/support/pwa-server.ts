/**
 * A small static server for the PWA suites: serves a build directory the way `vite preview` does
 * with the prerender plugin, by the same rule (src/lib/page-routes.ts: a prerendered page for its
 * path, case-insensitively; the SPA shell with 200 for the other app routes and with 404 for
 * unknown paths), and logs every request that reaches it, so a test can count what the service worker
 * did NOT answer. Everything is sent with `Cache-Control: no-cache`: the HTTP cache revalidates
 * every time, so a request that skips this server was answered by the worker. (No security
 * headers: the pages' own <meta> CSP applies; the Trusted Types test adds the header itself.)
 * The served directory can be swapped while running (the update test serves v1, then v2).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { parseRoutes, requestPathname, resolvePage, ROUTES_FILE, SHELL_FILE } from '../../src/lib/page-routes'

export type LoggedRequest = { method: string; path: string; range: string | undefined; status: number }

export type PwaServer = {
  url: string
  port: number
  /** Every request since the start or the last `clearLog()`. */
  log: LoggedRequest[]
  clearLog: () => void
  setRoot: (dir: string) => void
  close: () => Promise<void>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

/** The file for a request path, or undefined; a page route resolves to its HTML. */
function resolveFile(root: string, pathname: string): { file: string; status: number } | undefined {
  const candidate = normalize(join(root, pathname))
  if (!candidate.startsWith(root + sep) && candidate !== root) return undefined
  // Dot folders (.vite) are never served, like sirv.
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined
  if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, status: 200 }
  const routesFile = join(root, ROUTES_FILE)
  const { file, status } = resolvePage(
    parseRoutes(existsSync(routesFile) ? readFileSync(routesFile, 'utf8') : ''),
    pathname,
  )
  // Builds from before the prerender had no shell: their index.html was it.
  const served = file === SHELL_FILE && !existsSync(join(root, SHELL_FILE)) ? 'index.html' : file
  return { file: join(root, served), status }
}

function send(root: string, req: IncomingMessage, res: ServerResponse): number {
  const pathname = requestPathname(req.url ?? '/')
  if (pathname === null) {
    res.writeHead(400).end()
    return 400
  }
  const found = req.method === 'GET' || req.method === 'HEAD' ? resolveFile(root, pathname) : undefined
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    return 404
  }
  const size = statSync(found.file).size
  const headers: Record<string, string | number> = {
    'Content-Type': TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'Accept-Ranges': 'bytes',
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  let start = 0
  let end = size - 1
  let status = found.status
  if (range && found.status === 200 && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    if (start > end || start >= size) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end()
      return 416
    }
    status = 206
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`
  }
  headers['Content-Length'] = end - start + 1
  res.writeHead(status, headers)
  if (req.method === 'HEAD' || size === 0) res.end()
  else createReadStream(found.file, { start, end }).pipe(res)
  return status
}

export async function startPwaServer(options: { root: string; port?: number }): Promise<PwaServer> {
  let root = resolve(options.root)
  const log: LoggedRequest[] = []
  const server = createServer((req, res) => {
    const status = send(root, req, res)
    log.push({
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://localhost').pathname,
      range: req.headers.range,
      status,
    })
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    clearLog: () => {
      log.length = 0
    },
    setRoot: (dir) => {
      root = resolve(dir)
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
