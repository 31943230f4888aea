import { api } from '~/lib/api-client'
import { ApiError, serverMessage, withFailureMessage } from '~/lib/api-errors'
import { isRecord } from '~/lib/is-record'
import { parseStoredUser, type SessionUser } from '~/lib/session'

export type LoginRequest = { email: string; password: string }
export type LoginResponse = { token: string; message: string; user: SessionUser }

export const LOGIN_FALLBACK_ERROR = 'Login failed'

export async function login(body: LoginRequest): Promise<LoginResponse> {
  const response = await withFailureMessage(() => api.post('auth/login', body), LOGIN_FALLBACK_ERROR)
  const data: unknown = response.data
  const token = isRecord(data) ? data.token : undefined
  if (typeof token !== 'string' || token === '') {
    throw new ApiError({ message: LOGIN_FALLBACK_ERROR, status: response.status, retryAfterSeconds: undefined })
  }
  // docs/product.md (Data): the user object is kept as received; a backend that sends none gets { email }.
  const received = (data as { user?: unknown }).user
  const user = parseStoredUser(received ? JSON.stringify(received) : null) ?? { email: body.email.trim() }
  return { token, user, message: serverMessage(data, ['message']) ?? 'Login successful' }
}
