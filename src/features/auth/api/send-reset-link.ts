import { useMutation } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { serverMessage, withFailureMessage } from '~/lib/api-errors'

export type SendResetLinkRequest = { email: string }
export type SendResetLinkResponse = { message: string }

export const SEND_RESET_LINK_FALLBACK_ERROR = 'Error sending reset link'

export async function sendResetLink(body: SendResetLinkRequest): Promise<SendResetLinkResponse> {
  // docs/product.md (Backend calls): one variant of this backend answers with `msg` instead of `message`.
  const response = await withFailureMessage(
    () => api.post('auth/send-reset-password-link', body),
    SEND_RESET_LINK_FALLBACK_ERROR,
  )
  return { message: serverMessage(response.data) ?? 'Reset link sent!' }
}

export const useSendResetLink = () =>
  useMutation({ mutationKey: ['auth', 'send-reset-link'], mutationFn: sendResetLink })
