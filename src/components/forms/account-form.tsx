import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type FormEventHandler, type ReactNode } from 'react'

type AccountFormProps = {
  /** The form's accessible name; also its id for src/boot.ts (`data-replay`), the same before and after hydration. */
  label: string
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}

/**
 * The form of every account screen. The screens are prerendered, so the form is on screen before
 * the app has loaded, and it is usable then (docs/decisions/0078-forms-usable-before-hydration.md):
 * the visitor can type, a submit is held by src/boot.ts (shown busy) and sent again once the app
 * has hydrated. What was typed (or autofilled) before hydration is handed to the app's state when
 * it takes over, so that submit carries it.
 *
 * The browser itself never sends it: the submit button's `formmethod="dialog"` makes a submit
 * before src/boot.ts has run (or with JavaScript off) do nothing, so what was typed stays. A form
 * sent without that button (an old browser, `form.submit()`) is a POST to the page's own address (no
 * `action`: the page it is on), which a static
 * host answers harmlessly (docs/deployment.md (nginx)): a password never goes into a URL.
 */
export function AccountForm({ label, onSubmit, children }: AccountFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  // Runs once, in the commit that hydrates the form: before any re-render could put the app's
  // empty values back into the fields.
  useLayoutEffect(() => adoptTypedValues(formRef.current), [])
  return (
    <form
      ref={formRef}
      className="form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      data-replay={label}
    >
      <div className="stack form__fields">{children}</div>
      {/* Shown by the stylesheet when the app never takes over: JavaScript off, or its scripts failed. */}
      <div className="form__needs-script">
        <p className="alert alert--info">
          This form needs JavaScript, which is turned off in this browser or did not load. Turn JavaScript on, or reload
          the page, to continue.
        </p>
      </div>
    </form>
  )
}

/** An account form's submit button: the browser never sends the form by itself (see AccountForm). */
export function SubmitButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'formMethod'>) {
  return <button className="btn" {...props} type="submit" formMethod="dialog" />
}

/**
 * Hydration keeps what the browser shows in a field but leaves the app's state as it was rendered
 * (empty). Each field that holds something else is announced as the visitor's input, the way
 * React hears typing: its value tracker is told the rendered value, the field gets its text
 * back through the element's own setter, and an `input` event follows.
 */
export function adoptTypedValues(form: HTMLFormElement | null) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  if (!form || !setValue) return
  for (const field of form.querySelectorAll('input')) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue
    const typed = field.value
    field.value = field.defaultValue
    setValue.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
