import { useMutation } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { serverMessage, withFailureMessage } from '~/lib/api-errors'

export type ForgotPasswordRequest = { email: string }
export type ForgotPasswordResponse = { msg: string }

export const FORGOT_PASSWORD_FALLBACK_ERROR = 'Something went wrong'
export const FORGOT_PASSWORD_SUCCESS = 'Reset link sent!'

/** docs/product.md (Backend calls, Messages): the local-development variant; it speaks `msg`, and failures prefer the error's own message. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  const response = await withFailureMessage(
    () => api.post('auth/forgot-password', body),
    FORGOT_PASSWORD_FALLBACK_ERROR,
    {
      fields: ['msg'],
      useErrorMessage: true,
    },
  )
  return { msg: serverMessage(response.data, ['msg']) ?? FORGOT_PASSWORD_SUCCESS }
}

export const useForgotPassword = () =>
  useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword })
