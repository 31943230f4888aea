/**
 * What the mock backend says (docs/architecture.md (Demo mode)). Plain constants with no msw
 * import, so the scenario list (mocks/scenarios.ts) and anything in the page that shows it can use
 * them without loading the mock backend.
 */
export const MIN_PASSWORD_LENGTH = 8

export const SIGNUP_ACCEPTED_MESSAGE =
  'Thanks for registering! We sent an activation link to your e-mail address. Open it to activate your account.'
export const NAME_REQUIRED_MESSAGE = 'Please enter your name.'
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address.'
export const PASSWORD_TOO_SHORT_MESSAGE = `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`

const MONTHS = 'January February March April May June July August September October November December'.split(' ')
const twoDigits = (value: number) => String(value).padStart(2, '0')

/** `5 January 2026, 09:00 UTC`: the same words on every machine, whatever its time zone or locale data. */
export function utcDateTime(date: Date): string {
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} UTC`
}

/**
 * The activation mail: when the signup was made and to ignore it if that was not you, since
 * anyone can sign up with any address (docs/deployment.md (Backend requirements)).
 */
export const activationMailText = (name: string, signedUpAt: Date) =>
  `Hello ${name}, welcome! This e-mail address was used to sign up on ${utcDateTime(signedUpAt)}. ` +
  'If that was you, activate your account within 24 hours with the link below; only the link of the newest sign-up works. ' +
  'If it was not you, ignore this mail: nothing is activated without the link.'

export const ACTIVATED_MESSAGE = 'Your account is now active. You can log in.'
export const ACTIVATION_INVALID_MESSAGE =
  'This activation link is invalid or has already been used. If your account is active, just log in.'
export const ACTIVATION_EXPIRED_MESSAGE = 'This activation link has expired. Please register again to get a new one.'

export const LOGIN_MISSING_FIELDS_MESSAGE = 'Please enter your e-mail and password.'
export const LOGIN_FAILED_MESSAGE = 'Incorrect e-mail or password.'
export const NOT_ACTIVATED_MESSAGE =
  'Your account is not active yet. Open the activation link we e-mailed you, then log in.'

export const loginRateLimitMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

export const LOGGED_OUT_MESSAGE = 'You are logged out.'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'
export const NOT_YOUR_PROFILE_MESSAGE = 'You can only view your own profile.'

export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that e-mail address, a password reset link is on its way. It is valid for one hour.'
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with your new password.'
export const RESET_INVALID_MESSAGE = 'This reset link is invalid, expired or already used. Please request a new one.'

/** Any 500 of the mock's own: never the exception's text. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.'
