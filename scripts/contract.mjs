/**
 * `npm run test:contract -- --base-url=<url> [--outbox=[maildev:|mailpit:]<url>] [--admin-url=<url>]
 * [--admin-token=<token>] [--origin=<site origin>] [--account=<email>:<password>] [--strict]`: the
 * backend contract suite (contract/) against any backend. Without --base-url it checks the mock API
 * and the reference backend (contract/reference-backend.ts), both started for the run.
 * Flags, each written `--name=value`, become CONTRACT_* variables (which also work on their own);
 * anything else goes to Vitest.
 */
import { spawn } from 'node:child_process'

// Each --name=value sets CONTRACT_NAME (--base-url: CONTRACT_BASE_URL); --strict sets CONTRACT_STRICT=1.
const FLAGS = ['base-url', 'outbox', 'outbox-url', 'admin-token', 'admin-url', 'origin', 'account']

const env = { ...process.env }
const rest = []
for (const arg of process.argv.slice(2)) {
  const [, name = '', value] = /^--([a-z-]+)(?:=(.*))?$/.exec(arg) ?? []
  if (arg === '--strict') env.CONTRACT_STRICT = '1'
  else if (!FLAGS.includes(name)) rest.push(arg)
  else if (value !== undefined) env[`CONTRACT_${name.toUpperCase().replaceAll('-', '_')}`] = value
  else {
    console.error(`--${name} needs a value, e.g. --${name}=<value>`)
    process.exit(2)
  }
}

const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.contract.config.ts', ...rest], {
  env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
