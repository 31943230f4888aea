// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '~mocks/node'
import { activate } from './activate'
import { forgotPassword } from './forgot-password'
import { login } from './login'
import { resetPassword } from './reset-password'
import { sendResetLink } from './send-reset-link'
import { signup } from './signup'

/** Every call of docs/product.md (Backend calls) with the fallback text of docs/product.md (Messages) */
const calls = [
  {
    name: 'signup',
    method: 'post',
    path: 'signup',
    run: () => signup({ name: 'a', email: 'a@b.co', password: 'x' }),
    fallback: 'Error during signup',
  },
  {
    name: 'login',
    method: 'post',
    path: 'login',
    run: () => login({ email: 'a@b.co', password: 'x' }),
    fallback: 'Login failed',
  },
  {
    name: 'reset link',
    method: 'post',
    path: 'send-reset-password-link',
    run: () => sendResetLink({ email: 'a@b.co' }),
    fallback: 'Error sending reset link',
  },
  {
    name: 'reset',
    method: 'post',
    path: 'reset-password',
    run: () => resetPassword({ email: 'a@b.co', token: 't', password: 'x' }),
    fallback: 'Reset failed.',
  },
  {
    name: 'activate',
    method: 'get',
    path: 'activate/:email/:token',
    run: () => activate('a@b.co', 't'),
    fallback: 'Activation failed.',
  },
  {
    name: 'forgot password',
    method: 'post',
    path: 'forgot-password',
    run: () => forgotPassword({ email: 'a@b.co' }),
    fallback: 'Something went wrong',
  },
] as const

const use = (method: 'get' | 'post', path: string, resolver: () => Response) =>
  server.use(http[method](`http://api.test/auth/${path}`, resolver))

describe.each(calls)('$name', ({ method, path, run, fallback }) => {
  it('shows the server message first', async () => {
    const field = path === 'forgot-password' ? 'msg' : 'message'
    use(method, path, () => HttpResponse.json({ [field]: 'Specific server words.' }, { status: 400 }))
    await expect(run()).rejects.toThrow('Specific server words.')
  })

  it('falls back to the spec text when the body has no message', async () => {
    use(method, path, () => HttpResponse.json({}, { status: 400 }))
    await expect(run()).rejects.toThrow(fallback)
  })

  it('never shows an HTML error page', async () => {
    use(method, path, () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 500 }))
    await expect(run()).rejects.toThrow(fallback)
  })

  it('says the server could not be reached on a network error', async () => {
    use(method, path, () => HttpResponse.error())
    await expect(run()).rejects.toThrow(/could not reach the server/)
  })
})

describe('success messages', () => {
  it('login keeps the token and the user as received, or builds { email }', async () => {
    use('post', 'login', () =>
      HttpResponse.json({ token: 'tok', message: 'Hi', user: { email: 'a@b.co', name: 'A', extra: 1 } }),
    )
    await expect(login({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      token: 'tok',
      message: 'Hi',
      user: { email: 'a@b.co', name: 'A', extra: 1 },
    })
    use('post', 'login', () => HttpResponse.json({ token: 'tok' }))
    await expect(login({ email: ' a@b.co ', password: 'x' })).resolves.toEqual({
      token: 'tok',
      message: 'Login successful',
      user: { email: 'a@b.co' },
    })
  })

  it('login without a token is a failure', async () => {
    use('post', 'login', () => HttpResponse.json({ message: 'ok' }))
    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toThrow('Login failed')
  })

  it('the reset-link call accepts the `msg` variant', async () => {
    use('post', 'send-reset-password-link', () => HttpResponse.json({ msg: 'Sent via msg.' }))
    await expect(sendResetLink({ email: 'a@b.co' })).resolves.toEqual({ message: 'Sent via msg.' })
  })

  it('forgot-password shows msg, else "Reset link sent!"', async () => {
    use('post', 'forgot-password', () => HttpResponse.json({}))
    await expect(forgotPassword({ email: 'a@b.co' })).resolves.toEqual({ msg: 'Reset link sent!' })
  })

  it('a reset answered 200 without the success flag still fails', async () => {
    use('post', 'reset-password', () => HttpResponse.json({ success: false, message: 'Token mismatch.' }))
    await expect(resetPassword({ email: 'a@b.co', token: 't', password: 'x' })).rejects.toThrow('Token mismatch.')
  })
})
