/**
 * Mock handler for the profile (docs/product.md (Backend calls)): a live session's bearer token
 * required (mocks/session-lifetime.ts), own e-mail only.
 */
import { HttpResponse } from 'msw'
import { sameEmail } from '../../src/lib/email'
import { getDb, row } from '../db'
import { NOT_YOUR_PROFILE_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../messages'
import { bearerToken, liveSession } from '../session-lifetime'
import { refuse, route } from './respond'

export const profileHandlers = [
  route.get('*/auth/profile/:email', async ({ request, params }) => {
    const db = await getDb()
    const session = await liveSession(bearerToken(request))
    if (!session) return refuse(401, SESSION_EXPIRED_MESSAGE)
    if (!sameEmail(decodeURIComponent(String(params.email)), session.email)) {
      return refuse(403, NOT_YOUR_PROFILE_MESSAGE)
    }
    const user = row(db.users, session.email)
    if (!user) return refuse(401, SESSION_EXPIRED_MESSAGE)
    return HttpResponse.json({
      message: 'Profile loaded.',
      user: { name: user.name, email: user.email, createdAt: user.createdAt },
    })
  }),
]
