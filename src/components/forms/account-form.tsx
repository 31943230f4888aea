import type { FormEventHandler, ReactNode, Ref } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

type AccountFormProps = {
  /** The form's accessible name. */
  label: string
  onSubmit: FormEventHandler<HTMLFormElement>
  ref?: Ref<HTMLFormElement>
  children: ReactNode
}

/**
 * The form of every account screen. The screens are prerendered, so the form is on screen before
 * the app has loaded: until hydration its fields are disabled, so nothing typed is lost when React
 * takes over and nothing is sent natively (a GET would put the password in the URL).
 */
export function AccountForm({ label, onSubmit, ref, children }: AccountFormProps) {
  const hydrated = useHydrated()
  return (
    <form ref={ref} className="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <fieldset className="form__fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  )
}
