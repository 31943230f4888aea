import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPage } from '~/testing/test-router'
import { readTargetRole, saveTargetRole } from '~/lib/target-role'
import { DeviceData } from './device-data'

const email = 'learner@example.com'

// jsdom has <dialog> but not its modal methods; these do what the browser does to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

afterEach(() => localStorage.clear())

async function renderDeviceData(removeAssessmentData: (email: string) => Promise<void>) {
  const onTargetRoleRemoved = vi.fn()
  await renderPage(() => (
    <>
      <h1>My Page</h1>
      <DeviceData email={email} removeAssessmentData={removeAssessmentData} onTargetRoleRemoved={onTargetRoleRemoved} />
    </>
  ))
  return { user: userEvent.setup(), onTargetRoleRemoved }
}

describe('Remove my data from this device', () => {
  it('asks first; Cancel removes nothing', async () => {
    saveTargetRole(email, 'Agent Architect')
    const removeAssessmentData = vi.fn(() => Promise.resolve())
    const { user } = await renderDeviceData(removeAssessmentData)
    await user.click(screen.getByRole('button', { name: 'Remove my data from this device' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove your data from this device?' })
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(dialog).not.toHaveAttribute('open')
    expect(removeAssessmentData).not.toHaveBeenCalled()
    expect(readTargetRole(email)).toBe('Agent Architect')
  })

  it('removes the saved progress, the history and the target role, then says what was removed', async () => {
    saveTargetRole(email, 'Agent Architect')
    const removeAssessmentData = vi.fn(() => Promise.resolve())
    const { user, onTargetRoleRemoved } = await renderDeviceData(removeAssessmentData)
    await user.click(screen.getByRole('button', { name: 'Remove my data from this device' }))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Removed from this device: your saved assessment progress, your assessment history with all your answers, your target role, your saved courses and the courses you marked done.',
    )
    expect(removeAssessmentData).toHaveBeenCalledWith(email)
    expect(onTargetRoleRemoved).toHaveBeenCalledOnce()
    expect(readTargetRole(email)).toBeNull()
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open')
  })

  it('says so when the browser refuses to delete the saved progress', async () => {
    saveTargetRole(email, 'Agent Architect')
    const { user } = await renderDeviceData(() => Promise.reject(new DOMException('blocked', 'UnknownError')))
    await user.click(screen.getByRole('button', { name: 'Remove my data from this device' }))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your target role was removed, but your saved assessment progress and history could not be',
      ),
    )
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(readTargetRole(email)).toBeNull()
  })
})

describe('Remove my data in demo mode: the demo accounts too', () => {
  async function renderWithDemo(clearDemoAccounts: () => Promise<void>) {
    await renderPage(() => (
      <>
        <h1>My Page</h1>
        <DeviceData
          email={email}
          removeAssessmentData={() => Promise.resolve()}
          onTargetRoleRemoved={() => undefined}
          clearDemoAccounts={clearDemoAccounts}
        />
      </>
    ))
    return userEvent.setup()
  }
  const option = /Also clear the demo accounts on this device/

  it('is not offered outside demo mode', async () => {
    const user = (await renderDeviceData(() => Promise.resolve())).user
    await user.click(screen.getByRole('button', { name: 'Remove my data from this device' }))
    expect(screen.queryByRole('checkbox', { name: option })).toBeNull()
  })

  it('is left unticked by default, and then the demo accounts stay', async () => {
    const clearDemoAccounts = vi.fn(() => Promise.resolve())
    const user = await renderWithDemo(clearDemoAccounts)
    await user.click(screen.getByRole('button', { name: 'Remove my data from this device' }))
    expect(screen.getByRole('checkbox', { name: option })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Removed from this device')
    expect(clearDemoAccounts).not.toHaveBeenCalled()
  })

  it('ticked and confirmed, clears them after the learner data', async () => {
    const clearDemoAccounts = vi.fn(() => Promise.resolve())
    const user = await renderWithDemo(clearDemoAccounts)
    await user.click(screen.getByRole('button', { name: 'Remove my data from this device' }))
    await user.click(screen.getByRole('checkbox', { name: option }))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(clearDemoAccounts).toHaveBeenCalledOnce())
  })

  it('says so when the demo accounts could not be cleared', async () => {
    const user = await renderWithDemo(() => Promise.reject(new Error('blocked')))
    await user.click(screen.getByRole('button', { name: 'Remove my data from this device' }))
    await user.click(screen.getByRole('checkbox', { name: option }))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'the demo accounts could not be cleared',
    )
  })
})
