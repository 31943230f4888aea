import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AccountForm } from './account-form'

const form = (onSubmit = vi.fn()) => (
  <AccountForm label="Login" onSubmit={onSubmit}>
    <label>
      E-mail <input name="email" />
    </label>
    <button type="submit">Login</button>
  </AccountForm>
)

describe('AccountForm', () => {
  it('is prerendered with its fields disabled, so nothing can be typed or sent natively before hydration', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(form())
    expect(container.querySelector('fieldset')).toBeDisabled()
    expect(container.querySelector('input')).toBeDisabled()
    expect(container.querySelector('button')).toBeDisabled()
  })

  it('enables the fields after hydration, without a mismatch, and submits through the handler', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(form())
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, form(onSubmit), { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeEnabled()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument()
    container.remove()
  })
})
