/** Every mock handler, shared by the in-page demo backend and the Vitest server. */
import { accountHandlers } from './handlers/accounts'
import { passwordResetHandlers } from './handlers/password-reset'
import { profileHandlers } from './handlers/profile'
import { sessionHandlers } from './handlers/sessions'

export const handlers = [...accountHandlers, ...sessionHandlers, ...profileHandlers, ...passwordResetHandlers]
