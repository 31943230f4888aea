import { queryOptions } from '@tanstack/react-query'
import { api, bearer } from '~/lib/api-client'
import { ApiError, serverMessage, withFailureMessage } from '~/lib/api-errors'
import { isRecord } from '~/lib/is-record'
import { sessionStore } from '~/lib/session'

export type Profile = { message: string; user: { name?: string; email?: string; [key: string]: unknown } | undefined }

const PROFILE_FALLBACK_ERROR = 'Error fetching profile'

export async function getProfile(email: string, token: string): Promise<Profile> {
  const response = await withFailureMessage(
    () => api.get(`auth/profile/${encodeURIComponent(email)}`, { headers: bearer(token) }),
    PROFILE_FALLBACK_ERROR,
    // The profile page has no form, so an offline message must not promise kept input.
    { keepsInput: false },
  ).catch((error: unknown) => {
    // 401: the server no longer knows this token (expired, or ended by a password reset). Keeping
    // it would leave a dead session on screen; dropping it sends the protected page to /login.
    if (error instanceof ApiError && error.status === 401) sessionStore.expire(token)
    throw error
  })
  const data: unknown = response.data
  const user = isRecord(data) ? data.user : undefined
  return {
    message: serverMessage(data, ['message']) ?? '',
    user: isRecord(user) ? user : undefined,
  }
}

export const profileQueryOptions = (email: string, token: string) =>
  queryOptions({
    // No token in the key: keys show up in tooling, and logout clears the whole cache anyway.
    queryKey: ['profile', email],
    queryFn: () => getProfile(email, token),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status !== undefined && error.status < 500) && count < 2,
  })
