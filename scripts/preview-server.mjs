/**
 * Serves the build in dist/ with `vite preview` on a free loopback port, for the measuring scripts
 * (the benchmark, long tasks, finder typing). Resolves once the server answers.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freePort } from './ports.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function startPreview() {
  if (!existsSync(`${root}/dist/index.html`)) throw new Error('dist/ has no build: run `npx vite build` first')
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error('vite preview exited')
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop: () => child.kill() }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error('vite preview did not start')
}
