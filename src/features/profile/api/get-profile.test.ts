// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '~mocks/node'
import { getProfile } from './get-profile'

const url = 'http://api.test/auth/profile/:email'

describe('getProfile', () => {
  it('sends the bearer token and returns the user', async () => {
    let seen: string | null = null
    server.use(
      http.get(url, ({ request }) => {
        seen = request.headers.get('authorization')
        return HttpResponse.json({ message: 'ok', user: { email: 'a@b.co', name: 'A' } })
      }),
    )
    await expect(getProfile('a@b.co', 'secret-token')).resolves.toEqual({
      message: 'ok',
      user: { email: 'a@b.co', name: 'A' },
    })
    expect(seen).toBe('Bearer secret-token')
  })

  it.each([
    ['the server message', () => HttpResponse.json({ message: 'Session over.' }, { status: 401 }), 'Session over.'],
    ['the fallback', () => HttpResponse.json({}, { status: 500 }), 'Error fetching profile'],
    ['the fallback for HTML', () => new HttpResponse('<html>oops</html>', { status: 502 }), 'Error fetching profile'],
    ['the network message', () => HttpResponse.error(), /could not reach the server/],
  ])('fails with %s', async (_label, resolver, expected) => {
    server.use(http.get(url, resolver))
    await expect(getProfile('a@b.co', 't')).rejects.toThrow(expected)
  })
})
