import { TextField } from './text-field'

type FieldProps = {
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
}

/** The e-mail field every account form shares: type, autofill and keyboard hints in one place. */
export function EmailField({ required = true, ...props }: FieldProps & { required?: boolean }) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required={required}
      {...props}
    />
  )
}

const NEW_PASSWORD_HINT = 'Use at least 8 characters. A passphrase of a few words is easy to remember.'

/**
 * A password field: `current-password` for login, `new-password` (with a hint) when choosing one. `note` is added to
 * the hint (the demo's warning on the signup form).
 */
export function PasswordField({
  purpose,
  label = 'Password',
  note,
  ...props
}: FieldProps & { purpose: 'current' | 'new'; label?: string; note?: string | undefined }) {
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
      hint={purpose === 'new' ? [NEW_PASSWORD_HINT, note].filter(Boolean).join(' ') : note}
      {...props}
    />
  )
}
