/**
 * `npm run start:api`: the site as a real-backend build, against the mock API over HTTP — one
 * command for README (Production mode). Builds `dist-prod/` with VITE_API_BASE_URL pointing at
 * the mock API, then serves the mock API (`npm run mock-api`, imported) and `vite preview` of that
 * build, both in this process, so Ctrl-C (or either failing to start) stops both.
 *
 *   PORT=4173 MOCK_API_PORT=4180 npm run start:api [-- --no-build]
 */
import { build, preview } from 'vite'
import { SEEDED_ACCOUNT } from '../mocks/seed.mjs'
import { MOCK_API_PORT, originOf, PREVIEW_PORT } from './ports.mjs'

const appOrigin = originOf(PREVIEW_PORT)
const apiUrl = originOf(MOCK_API_PORT)

if (!process.argv.includes('--no-build')) {
  process.env.VITE_API_BASE_URL = apiUrl
  await build({ build: { outDir: 'dist-prod', emptyOutDir: true } })
}

// The mock API reads its port, the one origin it allows and its admin access from the environment;
// local use opens /__admin/ (the outbox) unless told otherwise, and a token, if set, still wins.
Object.assign(process.env, {
  MOCK_API_PORT: String(MOCK_API_PORT),
  MOCK_API_ORIGIN: appOrigin,
  MOCK_API_OPEN_ADMIN: process.env.MOCK_API_OPEN_ADMIN ?? '1',
})
await import('./mock-api.mjs')
// vite.config.ts sets the port (PORT) and the loopback host.
const site = await preview({ build: { outDir: 'dist-prod' } })
site.printUrls()

console.log(`\nSite ${appOrigin} (open this exact origin: the API allows only it), mock API ${apiUrl}`)
console.log(
  `Mails: ${apiUrl}/__admin/outbox · log in as ${SEEDED_ACCOUNT.email} / ${SEEDED_ACCOUNT.password} · Ctrl-C stops both\n`,
)
