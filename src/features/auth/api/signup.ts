import { useMutation } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { serverMessage, withFailureMessage } from '~/lib/api-errors'

export type SignupRequest = { name: string; email: string; password: string }
export type SignupResponse = { message: string }

export const SIGNUP_FALLBACK_ERROR = 'Error during signup'

export async function signup(body: SignupRequest): Promise<SignupResponse> {
  const response = await withFailureMessage(() => api.post('auth/signup', body), SIGNUP_FALLBACK_ERROR)
  return {
    message:
      serverMessage(response.data, ['message']) ??
      'Registration successful. Check your e-mail to activate your account.',
  }
}

export const useSignup = () => useMutation({ mutationKey: ['auth', 'signup'], mutationFn: signup })
