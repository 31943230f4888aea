import { postForMessage } from '~/lib/api-client'

export async function signup(body: { name: string; email: string; password: string }): Promise<{ message: string }> {
  const message = await postForMessage('auth/signup', body, {
    fallback: 'Error during signup',
    success: 'Registration successful. Check your e-mail to activate your account.',
    successFields: ['message'],
  })
  return { message }
}
