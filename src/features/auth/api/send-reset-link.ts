import { postForMessage } from '~/lib/api-client'

export async function sendResetLink(body: { email: string }): Promise<{ message: string }> {
  // docs/product.md (Backend calls): one variant of this backend answers with `msg` instead of `message`.
  const message = await postForMessage('auth/send-reset-password-link', body, {
    fallback: 'Error sending reset link',
    success: 'Reset link sent!',
  })
  return { message }
}
