import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { FormStatusValue } from '~/components/forms/form-status'

/**
 * An account form's state and its one call (`send`): field values, per-field errors and the form's
 * status message. Values live here, not in the mutation, so a failed call never clears what the
 * user typed.
 */
export function useAccountForm<K extends string, Result>(
  initial: Record<K, string>,
  send: (values: Record<K, string>) => Promise<Result>,
) {
  const mutation = useMutation({ mutationFn: send })
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  const [status, setStatus] = useState<FormStatusValue>(null)
  const setValue = (key: K) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }))
    // A corrected field loses its error as soon as the user edits it.
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous))
  }
  /**
   * The form's submit. Nothing happens while the call is on its way or the form is `busy`.
   * Otherwise it shows `errors`, clears the last status, and moves focus to the first invalid
   * field (so keyboard and screen-reader users land on it); with nothing wrong it sends the
   * values. A failure shows its message, then goes to `onError`.
   */
  const submit = (
    event: FormEvent<HTMLFormElement>,
    options: {
      errors: Partial<Record<K, string | undefined>>
      busy?: boolean
      onSuccess: (result: Result) => void
      onError?: (error: Error) => void
    },
  ) => {
    event.preventDefault()
    if (mutation.isPending || options.busy) return
    const form = event.currentTarget
    setErrors(options.errors)
    setStatus(null)
    if (Object.values(options.errors).some(Boolean)) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    mutation.mutate(values, {
      onSuccess: options.onSuccess,
      onError: (error) => {
        setStatus({ kind: 'error', message: error.message })
        options.onError?.(error)
      },
    })
  }
  return { values, setValue, errors, status, setStatus, submit, pending: mutation.isPending }
}
