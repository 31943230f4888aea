import { api } from '~/lib/api-client'
import { ApiError, serverMessage, withFailureMessage } from '~/lib/api-errors'
import { isRecord } from '~/lib/is-record'
import { type SessionUser, toSessionUser } from '~/lib/session'

const FALLBACK_ERROR = 'Login failed'

/**
 * Logs in as the seeded learner with the real `auth/login` call (docs/product.md (Backend calls)),
 * through the app's API client, so the mock backend issues a real token and every scenario applies.
 * The login form's own call lives in the auth feature, which this feature may not import; sharing it
 * through src/lib would split it into a chunk of its own on the login page's critical path
 * (docs/decisions/0044-demo-controls-in-the-banner.md). The answer is read the same way: a token
 * is required, `user ?? { email }`.
 */
export async function signInAsSeededLearner({
  email,
  password,
}: {
  email: string
  password: string
}): Promise<{ token: string; user: SessionUser; message: string }> {
  const response = await withFailureMessage(() => api.post('auth/login', { email, password }), FALLBACK_ERROR)
  const data: unknown = response.data
  const body = isRecord(data) ? data : {}
  if (typeof body.token !== 'string' || body.token === '') {
    throw new ApiError(FALLBACK_ERROR, response.status)
  }
  const user = toSessionUser(body.user) ?? { email }
  return { token: body.token, user, message: serverMessage(data, ['message']) ?? 'Login successful' }
}
