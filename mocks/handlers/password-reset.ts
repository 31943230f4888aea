/**
 * Mock handlers for password reset (docs/product.md (Backend calls), docs/architecture.md (Demo mode)): the link request always answers the
 * same (OWASP Forgot Password), tokens are single-use and expire after an hour.
 */
import { HttpResponse } from 'msw'
import { isValidEmail, normaliseEmail } from '../../src/lib/email'
import { accountOf, commit, getDb, hashPassword, randomToken, RESET_TTL_MS, row, sendMail } from '../db'
import {
  INVALID_EMAIL_MESSAGE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_INVALID_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
} from '../messages'
import { appOrigin, readJson, refuse, route, text } from './respond'
import { resetPasswordPath } from '../../src/lib/paths'

async function mailResetLink(request: Request, rawEmail: string) {
  const email = normaliseEmail(rawEmail)
  const db = await getDb()
  if (!accountOf(db, email)) return
  const token = randomToken()
  db.tokens[token] = { kind: 'reset', email, expiresAt: Date.now() + RESET_TTL_MS, used: false }
  await commit()
  await sendMail({
    to: email,
    subject: 'Reset your password',
    text: 'We received a request to reset your password. The link below works once, for one hour. If you did not ask for it, ignore this mail.',
    link: {
      label: 'Reset password',
      href: `${appOrigin(request)}${resetPasswordPath(email, token)}`,
    },
  })
}

/** A request for a reset link, answered in `field`: the same answer whether the address has an account or not. */
const resetLinkRequest = (path: string, field: 'message' | 'msg') =>
  route.post(path, async ({ request }) => {
    const email = text((await readJson(request)).email)
    if (!isValidEmail(email)) return HttpResponse.json({ [field]: INVALID_EMAIL_MESSAGE }, { status: 400 })
    await mailResetLink(request, email)
    return HttpResponse.json({ [field]: RESET_LINK_SENT_MESSAGE })
  })

export const passwordResetHandlers = [
  resetLinkRequest('*/auth/send-reset-password-link', 'message'),
  // The local-development backend's variant answers with `msg` (docs/product.md (Backend calls)).
  resetLinkRequest('*/auth/forgot-password', 'msg'),

  route.post('*/auth/reset-password', async ({ request }) => {
    const body = await readJson(request)
    const email = normaliseEmail(text(body.email))
    const token = text(body.token)
    const password = text(body.password)
    const db = await getDb()
    const record = row(db.tokens, token)
    if (!record || record.kind !== 'reset' || record.used || record.email !== email || record.expiresAt < Date.now()) {
      return refuse(400, RESET_INVALID_MESSAGE, { success: false })
    }
    if (password.length < MIN_PASSWORD_LENGTH) return refuse(400, PASSWORD_TOO_SHORT_MESSAGE, { success: false })
    const user = accountOf(db, email)
    if (!user) return refuse(400, RESET_INVALID_MESSAGE, { success: false })
    record.used = true
    user.salt = randomToken()
    user.passwordHash = await hashPassword(password, user.salt)
    // A reset proves control of the mailbox: it also activates the account, ends other sessions
    // and clears the login lockout.
    user.activated = true
    for (const [key, session] of Object.entries(db.sessions)) if (session.email === email) delete db.sessions[key]
    delete db.loginFailures[email]
    await commit()
    return HttpResponse.json({ success: true, message: RESET_DONE_MESSAGE })
  }),
]
