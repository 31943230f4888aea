import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AccountForm, SubmitButton } from './account-form'

/** A form as the account screens write it: the field's value lives in the app's state. */
function Login({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('')
  return (
    <AccountForm
      label="Login"
      onSubmit={(event) => {
        event.preventDefault()
        onSend(email)
      }}
    >
      <label>
        E-mail <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <SubmitButton>Login</SubmitButton>
    </AccountForm>
  )
}

async function hydrate(container: HTMLElement, onSend: (email: string) => void) {
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, <Login onSend={onSend} />, { onRecoverableError: recoverable })
  })
  expect(recoverable).not.toHaveBeenCalled()
}

const prerendered = () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Login onSend={() => {}} />)
  document.body.append(container)
  return container
}

describe('AccountForm', () => {
  it('is prerendered usable: fields and button enabled, the form marked for src/boot.ts to hold its submit', () => {
    const container = prerendered()
    expect(container.querySelector('input')).toBeEnabled()
    expect(container.querySelector('button')).toBeEnabled()
    expect(container.querySelector('form')).toHaveAttribute('data-replay', 'Login')
    container.remove()
  })

  it('hydrates without a mismatch and submits through the handler', async () => {
    const container = prerendered()
    const onSend = vi.fn()
    await hydrate(container, onSend)
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'after@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('after@example.com')
    container.remove()
  })

  it('hands what was typed before hydration to the app, so a submit sends it and nothing clears it', async () => {
    const container = prerendered()
    const field = container.querySelector('input')!
    field.value = 'early@example.com' // as the browser keeps a visitor's typing
    const onSend = vi.fn()
    await hydrate(container, onSend)
    // Sent as it is, without another keystroke (as src/boot.ts replays an early submit).
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('early@example.com')
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('early@example.com')
    container.remove()
  })

  it('leaves untouched fields alone', async () => {
    const container = prerendered()
    const onSend = vi.fn()
    await hydrate(container, onSend)
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('')
    container.remove()
  })
})
