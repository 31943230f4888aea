/** Mock handlers for accounts: signup and activation (docs/product.md (Backend calls), docs/architecture.md (Demo mode)). */
import { HttpResponse } from 'msw'
import { isValidEmail, normaliseEmail } from '../../src/lib/email'
import { accountOf, ACTIVATION_TTL_MS, commit, getDb, makeUser, randomToken, row, sendMail } from '../db'
import {
  ACTIVATED_MESSAGE,
  ACTIVATION_EXPIRED_MESSAGE,
  ACTIVATION_INVALID_MESSAGE,
  activationMailText,
  INVALID_EMAIL_MESSAGE,
  MIN_PASSWORD_LENGTH,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SIGNUP_ACCEPTED_MESSAGE,
} from '../messages'
import { appOrigin, refuse, route, readJson, text } from './respond'
import { activatePath } from '../../src/lib/paths'

export const accountHandlers = [
  route.post('*/auth/signup', async ({ request }) => {
    const body = await readJson(request)
    const name = text(body.name).trim()
    const email = normaliseEmail(text(body.email))
    const password = text(body.password)
    if (!name) return refuse(400, NAME_REQUIRED_MESSAGE)
    if (!isValidEmail(email)) return refuse(400, INVALID_EMAIL_MESSAGE)
    if (password.length < MIN_PASSWORD_LENGTH) return refuse(400, PASSWORD_TOO_SHORT_MESSAGE)

    const db = await getDb()
    const origin = appOrigin(request)
    const signedUpAt = new Date()
    // Hashed first, so that the swap below has no await in it: two signups at once leave one link.
    const pending = row(db.users, email)?.activated
      ? undefined
      : await makeUser({ name, email, password, activated: false, createdAt: signedUpAt.toISOString() })
    if (!pending || row(db.users, email)?.activated) {
      // Same answer as a new signup (no account enumeration); the owner learns of it by mail.
      await sendMail({
        to: email,
        subject: 'Someone tried to register with your e-mail address',
        text: 'Your account already exists. If this was you, log in — or reset your password if you forgot it.',
        link: { label: 'Reset password', href: `${origin}/send-reset-link` },
      })
    } else {
      // The newest signup wins (docs/deployment.md (Backend requirements)): its credentials replace the
      // pending ones and every earlier activation link dies, so whoever registered the address first
      // cannot have the owner activate an account whose password they know.
      for (const [key, token] of Object.entries(db.tokens)) {
        if (token.kind === 'activate' && token.email === email) delete db.tokens[key]
      }
      db.users[email] = pending
      const token = randomToken()
      db.tokens[token] = { kind: 'activate', email, expiresAt: signedUpAt.getTime() + ACTIVATION_TTL_MS, used: false }
      await commit()
      await sendMail({
        to: email,
        subject: 'Activate your account',
        text: activationMailText(name, signedUpAt),
        link: {
          label: 'Activate account',
          href: `${origin}${activatePath(email, token)}`,
        },
      })
    }
    return HttpResponse.json({ message: SIGNUP_ACCEPTED_MESSAGE }, { status: 201 })
  }),

  route.get('*/auth/activate/:email/:token', async ({ params }) => {
    const email = normaliseEmail(decodeURIComponent(String(params.email)))
    const token = String(params.token)
    const db = await getDb()
    const record = row(db.tokens, token)
    if (!record || record.kind !== 'activate' || record.used || record.email !== email) {
      return refuse(400, ACTIVATION_INVALID_MESSAGE)
    }
    const now = Date.now()
    if (record.expiresAt < now) return refuse(400, ACTIVATION_EXPIRED_MESSAGE)
    const user = accountOf(db, email, now)
    if (!user) return refuse(400, ACTIVATION_INVALID_MESSAGE)
    record.used = true
    user.activated = true
    await commit()
    return HttpResponse.json({ message: ACTIVATED_MESSAGE })
  }),
]
