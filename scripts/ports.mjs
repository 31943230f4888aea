/**
 * Every port the project listens on, in one place: the preview server, the end-to-end suites, the
 * mock API and the real web server (nginx). Each can be moved with its environment variable, so two
 * checkouts can run their suites side by side. Plain JavaScript so Node scripts, configs and specs
 * import the same values (types in ports.d.mts).
 */
import { createServer } from 'node:net'

const fromEnv = (name, fallback) => Number(process.env[name]) || fallback

/** `npm start`, `npm run serve`, `npm run start:api`: the site (PORT). */
export const PREVIEW_PORT = fromEnv('PORT', 4173)
/** `npm run test:e2e`: the demo build under test (E2E_PORT). */
export const E2E_DEMO_PORT = fromEnv('E2E_PORT', 4174)
/** The real-backend build under test, beside the demo build (E2E_PROD_PORT). */
export const E2E_PROD_PORT = fromEnv('E2E_PROD_PORT', E2E_DEMO_PORT + 1)
/** The mock backend over HTTP (MOCK_API_PORT). */
export const MOCK_API_PORT = fromEnv('MOCK_API_PORT', 4180)
/**
 * deploy/nginx.conf serves the site over HTTPS here, and its redirect from plain HTTP names this
 * port; the nginx test runs a copy on NGINX_TEST_TLS_PORT.
 */
export const NGINX_TLS_PORT = 8443
/** deploy/nginx.conf answers plain HTTP here, with a redirect to NGINX_TLS_PORT; the test on NGINX_TEST_PORT. */
export const NGINX_PORT = 8080
export const NGINX_TEST_PORT = fromEnv('NGINX_TEST_PORT', 4191)
export const NGINX_TEST_TLS_PORT = fromEnv('NGINX_TEST_TLS_PORT', 4192)

/** Every server here listens on loopback only. */
export const HOST = '127.0.0.1'
export const originOf = (port) => `http://${HOST}:${port}`

/** A port the system has free on loopback now, for a server that only this run talks to. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
