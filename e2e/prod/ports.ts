/** Where the production-mode suite runs (E2E_PORT, MOCK_API_PORT), shared by its config and specs. */
export const APP_PORT = Number(process.env.E2E_PORT) || 4175
export const MOCK_API_PORT = Number(process.env.MOCK_API_PORT) || 4180
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`
export const MOCK_API_URL = `http://127.0.0.1:${MOCK_API_PORT}`
