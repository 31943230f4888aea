/**
 * `npm run mock-api`: starts the mock backend over HTTP (mocks/http-server.ts) for real-backend
 * builds. Node 20 cannot run TypeScript itself, so Vite's module runner loads the file, as it
 * loads vite.config.ts (packages stay plain Node imports). Its /__admin/ surface stays closed unless
 * the environment gives it a token (MOCK_API_ADMIN_TOKEN) or opens it for local use (MOCK_API_OPEN_ADMIN=1).
 *
 *   MOCK_API_OPEN_ADMIN=1 MOCK_API_PORT=4180 MOCK_API_ORIGIN=http://127.0.0.1:4173 npm run mock-api
 */
import { importSource } from './import-source.mjs'

const server = await (await importSource('mocks/http-server.ts')).startMockApiFromEnv(process.env)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close(() => process.exit(0)))
}
