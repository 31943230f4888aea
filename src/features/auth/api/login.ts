import { api } from '~/lib/api-client'
import { ApiError, serverMessage, withFailureMessage } from '~/lib/api-errors'
import { isRecord } from '~/lib/is-record'
import { type SessionUser, toSessionUser } from '~/lib/session'

export type LoginRequest = { email: string; password: string }
export type LoginResponse = { token: string; message: string; user: SessionUser }

export const LOGIN_FALLBACK_ERROR = 'Login failed'

export async function login(body: LoginRequest): Promise<LoginResponse> {
  const response = await withFailureMessage(() => api.post('auth/login', body), LOGIN_FALLBACK_ERROR)
  const data: unknown = response.data
  if (!isRecord(data) || typeof data.token !== 'string' || data.token === '') {
    throw new ApiError(LOGIN_FALLBACK_ERROR, response.status)
  }
  // docs/product.md (Data): the user object is kept as received; a backend that sends none gets { email }.
  const user = toSessionUser(data.user) ?? { email: body.email.trim() }
  return { token: data.token, user, message: serverMessage(data, ['message']) ?? 'Login successful' }
}
