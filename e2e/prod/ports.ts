/** Where the production-mode suite runs, shared by its config and specs (scripts/ports.mjs). */
import { E2E_PROD_PORT, MOCK_API_PORT, originOf } from '../../scripts/ports.mjs'

export { MOCK_API_PORT }
export const APP_PORT = E2E_PROD_PORT
export const APP_ORIGIN = originOf(APP_PORT)
export const MOCK_API_URL = originOf(MOCK_API_PORT)
