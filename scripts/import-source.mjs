/**
 * The project's TypeScript modules for plain Node scripts (Node 20 cannot run TypeScript itself):
 * the generators read the site's facts and brand values from `src/`, so no copy of them can drift,
 * and `npm run mock-api` starts mocks/http-server.ts.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

export const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * A module by its path from the project root, loaded through Vite's module runner (as Vite loads
 * vite.config.ts, and the prerender plugin src/entry-server.tsx); packages stay plain Node imports.
 */
export async function importSource(path) {
  // The aliases of vite.config.ts and tsconfig.json (that config is not loaded: its plugins build the site).
  const alias = { '~': join(root, 'src'), '~mocks': join(root, 'mocks') }
  return (await runnerImport(join(root, path), { configFile: false, root, logLevel: 'error', resolve: { alias } }))
    .module
}
