/**
 * How long a mock session lasts (docs/deployment.md (Backend requirements)): it ends at logout, after
 * 12 hours without a call, and 7 days after the login whatever happens. The one place these
 * numbers live; the handlers ask here whether a bearer token still opens a session.
 * Why: docs/decisions/0084-server-logout-and-session-lifetime.md.
 */
import { commit, getDb, row } from './db'

/** A session nobody used for this long is over. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** A session is over this long after its login, however busy. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000

export type MockSession = { email: string; createdAt: number; lastSeenAt?: number }

/** The token of `Authorization: Bearer <token>`, if that is what the request carries. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
}

const isLive = (session: MockSession, now: number) =>
  now - session.createdAt < SESSION_MAX_MS && now - (session.lastSeenAt ?? session.createdAt) < SESSION_IDLE_MS

/**
 * The session `token` opens, its idle clock restarted; undefined when there is none or it is over
 * (an ended one is forgotten).
 */
export async function liveSession(token: string | undefined): Promise<MockSession | undefined> {
  if (!token) return undefined
  const db = await getDb()
  const session = row(db.sessions, token)
  if (!session) return undefined
  const now = Date.now()
  const live = isLive(session, now)
  if (live) session.lastSeenAt = now
  else delete db.sessions[token]
  await commit()
  return live ? session : undefined
}

/** Ends the session of `token`, if it opens one. */
export async function revokeSession(token: string | undefined): Promise<void> {
  if (!token) return
  const db = await getDb()
  if (!row(db.sessions, token)) return
  delete db.sessions[token]
  await commit()
}
