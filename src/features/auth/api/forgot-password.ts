import { postForMessage } from '~/lib/api-client'

/** docs/product.md (Backend calls, Messages): the local-development variant; it speaks `msg`, and failures prefer the error's own message. */
export async function forgotPassword(body: { email: string }): Promise<{ msg: string }> {
  const msg = await postForMessage('auth/forgot-password', body, {
    fallback: 'Something went wrong',
    success: 'Reset link sent!',
    fields: ['msg'],
    useErrorMessage: true,
  })
  return { msg }
}
