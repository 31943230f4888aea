/** The mock backend for Vitest: MSW's Node server with the same handlers as the browser. */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...handlers)
