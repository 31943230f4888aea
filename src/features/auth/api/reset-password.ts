import { api } from '~/lib/api-client'
import { ApiError, serverMessage, withFailureMessage } from '~/lib/api-errors'
import { isRecord } from '~/lib/is-record'

export type ResetPasswordRequest = { email: string; token: string; password: string }
export type ResetPasswordResponse = { success: boolean; message: string }

export const RESET_FALLBACK_ERROR = 'Reset failed.'

export async function resetPassword(body: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  const response = await withFailureMessage(() => api.post('auth/reset-password', body), RESET_FALLBACK_ERROR)
  const data: unknown = response.data
  const success = isRecord(data) && data.success === true
  const message = serverMessage(data, ['message'])
  // A 2xx without the success flag is still a failed reset (docs/product.md (Behaviour) navigates only on the flag).
  if (!success) throw new ApiError(message ?? RESET_FALLBACK_ERROR, response.status)
  return { success, message: message ?? 'Your password has been reset.' }
}
