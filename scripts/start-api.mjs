/**
 * `npm run start:api`: the site as a real-backend build, against the mock API over HTTP — one
 * command for README (Production mode). Builds `dist-prod/` with VITE_API_BASE_URL pointing at
 * the mock API, then runs the mock API (`npm run mock-api`) and `vite preview` of that build, and
 * stops both when either stops or on Ctrl-C.
 *
 *   PORT=4173 MOCK_API_PORT=4180 npm run start:api [-- --no-build]
 */
import { spawn, spawnSync } from 'node:child_process'
import { SEEDED_ACCOUNT } from '../mocks/seed.mjs'
import { MOCK_API_PORT, PREVIEW_PORT } from './ports.mjs'

const appPort = PREVIEW_PORT
const apiPort = MOCK_API_PORT
const appOrigin = `http://127.0.0.1:${appPort}`
const apiUrl = `http://127.0.0.1:${apiPort}`
const build = !process.argv.includes('--no-build')

/** Each child leads its own process group, so stopping it also stops what npx started under it. */
function start(command, args, env) {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit', detached: true })
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

if (build) {
  // Not detached: Ctrl-C reaches the build with this script.
  const { status } = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-prod', '--emptyOutDir'], {
    env: { ...process.env, VITE_API_BASE_URL: apiUrl },
    stdio: 'inherit',
  })
  if (status !== 0) process.exit(status ?? 1)
}

const children = [
  start('node', ['scripts/mock-api.mjs'], { MOCK_API_PORT: String(apiPort), MOCK_API_ORIGIN: appOrigin }),
  start('npx', ['vite', 'preview', '--outDir', 'dist-prod'], { PORT: String(appPort) }),
]

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) stop(child)
  process.exitCode = code
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stopAll(0))
process.once('exit', () => {
  for (const child of children) stop(child)
})

console.log(`\nSite ${appOrigin} (open this exact origin: the API allows only it), mock API ${apiUrl}`)
console.log(
  `Mails: ${apiUrl}/__admin/outbox · log in as ${SEEDED_ACCOUNT.email} / ${SEEDED_ACCOUNT.password} · Ctrl-C stops both\n`,
)
