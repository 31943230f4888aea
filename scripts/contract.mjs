/**
 * `npm run test:contract -- --base-url=<url> [--outbox=[maildev:|mailpit:]<url>] [--admin-url=<url>]
 * [--admin-token=<token>] [--origin=<site origin>] [--account=<email>:<password>] [--strict]`: the
 * backend contract suite (contract/) against any backend. Without --base-url it checks the mock API
 * and the reference backend (contract/reference-backend.ts), both started for the run.
 * Flags become CONTRACT_* variables (which also work on their own); anything else goes to Vitest.
 */
import { spawn } from 'node:child_process'

const FLAGS = {
  'base-url': 'CONTRACT_BASE_URL',
  outbox: 'CONTRACT_OUTBOX',
  'outbox-url': 'CONTRACT_OUTBOX_URL',
  'admin-token': 'CONTRACT_ADMIN_TOKEN',
  'admin-url': 'CONTRACT_ADMIN_URL',
  origin: 'CONTRACT_ORIGIN',
  account: 'CONTRACT_ACCOUNT',
}

const env = { ...process.env }
const rest = []
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--strict') {
    env.CONTRACT_STRICT = '1'
    continue
  }
  const match = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i])
  const variable = match && FLAGS[match[1]]
  if (!variable) {
    rest.push(args[i])
    continue
  }
  const value = match[2] ?? args[++i]
  if (value === undefined || value.startsWith('--')) {
    console.error(`--${match[1]} needs a value, e.g. --${match[1]}=<value>`)
    process.exit(2)
  }
  env[variable] = value
}

const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.contract.config.ts', ...rest], {
  env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
