import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { serverMessage, withFailureMessage } from '~/lib/api-errors'

export const ACTIVATION_FALLBACK_ERROR = 'Activation failed.'

export async function activate(email: string, token: string): Promise<{ message: string }> {
  const path = `auth/activate/${encodeURIComponent(email)}/${encodeURIComponent(token)}`
  const response = await withFailureMessage(() => api.get(path), ACTIVATION_FALLBACK_ERROR)
  return { message: serverMessage(response.data, ['message']) ?? 'Your account is active.' }
}

/**
 * The token is single-use, so the call must run exactly once per link: never refetched,
 * never retried, kept for the whole visit.
 */
export const activationQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['auth', 'activate', email, token],
    queryFn: () => activate(email, token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
