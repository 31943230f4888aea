import { useRef, useState } from 'react'
import type { FormStatusValue } from '~/components/forms/form-status'

/**
 * Field values, per-field errors and the form's status message. Values live here, not in the
 * mutation, so a failed call never clears what the user typed.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  const [status, setStatus] = useState<FormStatusValue>(null)
  const setValue = (key: K) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }))
    // A corrected field loses its error as soon as the user edits it.
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous))
  }
  /**
   * A submit's checks: shows these errors, clears the last status, and moves focus to the first
   * invalid field (so keyboard and screen-reader users land on it). True when nothing is wrong.
   */
  const check = (next: Partial<Record<K, string | undefined>>): boolean => {
    setErrors(next)
    setStatus(null)
    const valid = Object.values(next).every((error) => !error)
    if (!valid)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return valid
  }
  return { formRef, values, setValue, errors, check, status, setStatus }
}
