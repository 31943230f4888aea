/**
 * Mock handlers for sessions (docs/product.md (Backend calls), docs/architecture.md (Demo mode)): login,
 * enumeration-safe and rate limited; logout, which ends the session of its bearer token
 * (lifetimes: mocks/session-lifetime.ts).
 */
import { HttpResponse } from 'msw'
import { normaliseEmail } from '../../src/lib/email'
import {
  accountOf,
  commit,
  getDb,
  LOGIN_WINDOW_MS,
  MAX_LOGIN_FAILURES,
  passwordMatches,
  randomToken,
  row,
  upgradeHash,
} from '../db'
import {
  LOGGED_OUT_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_MISSING_FIELDS_MESSAGE,
  loginRateLimitMessage,
  NOT_ACTIVATED_MESSAGE,
} from '../messages'
import { bearerToken, revokeSession } from '../session-lifetime'
import { rateLimited, readJson, refuse, route, text } from './respond'

export const sessionHandlers = [
  route.post('*/auth/login', async ({ request }) => {
    const body = await readJson(request)
    const email = normaliseEmail(text(body.email))
    const password = text(body.password)
    if (!email || !password) return refuse(400, LOGIN_MISSING_FIELDS_MESSAGE)

    const db = await getDb()
    const now = Date.now()
    const recent = (row(db.loginFailures, email) ?? []).filter((time) => now - time < LOGIN_WINDOW_MS)
    if (recent.length >= MAX_LOGIN_FAILURES) {
      const oldest = Math.min(...recent)
      const retryAfter = Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000)
      return rateLimited(loginRateLimitMessage(retryAfter), retryAfter)
    }

    // A pending account past its 24 hours is as unknown as an address never registered.
    const user = accountOf(db, email, now)
    // Hashes even for unknown users so both paths take the same work.
    const verified = user?.passwordHash ?? ''
    const matches = await passwordMatches(password, user)
    if (!user || !matches) {
      db.loginFailures[email] = [...recent, now]
      await commit()
      return refuse(401, LOGIN_FAILED_MESSAGE)
    }
    if (!user.activated) return refuse(403, NOT_ACTIVATED_MESSAGE)
    await upgradeHash(user, password, verified)
    delete db.loginFailures[email]
    const token = randomToken()
    db.sessions[token] = { email, createdAt: now, lastSeenAt: now }
    await commit()
    return HttpResponse.json({
      token,
      message: `Welcome back, ${user.name}!`,
      user: { name: user.name, email: user.email },
    })
  }),

  // The same answer whether the token opened a session or not: logout is safe to repeat, and an
  // unknown token learns nothing.
  route.post('*/auth/logout', async ({ request }) => {
    await revokeSession(bearerToken(request))
    return HttpResponse.json({ message: LOGGED_OUT_MESSAGE })
  }),
]
