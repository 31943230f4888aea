import { postForMessage } from '~/lib/api-client'

export type SignupRequest = { name: string; email: string; password: string }
export type SignupResponse = { message: string }

export async function signup(body: SignupRequest): Promise<SignupResponse> {
  const message = await postForMessage('auth/signup', body, {
    fallback: 'Error during signup',
    success: 'Registration successful. Check your e-mail to activate your account.',
    successFields: ['message'],
  })
  return { message }
}
