import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '~/lib/session'
import { saveTargetRole } from '~/lib/target-role'
import { SharePlanButton } from './share-plan'

/** Gives jsdom's navigator a property for one test (jsdom has no share sheet and no clipboard). */
const stubbed: string[] = []
function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value })
  stubbed.push(name)
}

afterEach(() => {
  for (const name of stubbed.splice(0)) Reflect.deleteProperty(navigator, name)
  localStorage.clear()
  sessionStore.refresh()
})

describe('SharePlanButton', () => {
  it('copies the link where there is no share sheet, and says so in a status', async () => {
    const copied: string[] = []
    stubNavigator('clipboard', { writeText: (text: string) => Promise.resolve(void copied.push(text)) })
    render(<SharePlanButton outcome="Fine Tuner" />)
    await userEvent.click(screen.getByRole('button', { name: 'Share my plan' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.'))
    expect(copied).toEqual([`${window.location.origin}/plan/fine-tuner`])
  })

  it('shows the link to copy by hand where the clipboard cannot be written', async () => {
    render(<SharePlanButton outcome="Fine Tuner" />)
    await userEvent.click(screen.getByRole('button', { name: 'Share my plan' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Copy this link: ${window.location.origin}/plan/fine-tuner`),
    )
  })

  it.each([
    { visitor: 'a visitor', login: null, text: 'The reskilling plan for Agent Architect' },
    {
      visitor: 'the learner whose role it is',
      login: 'Agent Architect',
      text: "I've been mapped to Agent Architect. Here is my reskilling plan.",
    },
    { visitor: 'a learner of another role', login: 'Fine Tuner', text: 'The reskilling plan for Agent Architect' },
  ] as const)('gives the share sheet words for $visitor', async ({ login, text }) => {
    if (login) {
      saveTargetRole('learner@example.com', login)
      sessionStore.login('token', { email: 'learner@example.com' })
    }
    const shared: ShareData[] = []
    stubNavigator('share', (data: ShareData) => Promise.resolve(void shared.push(data)))
    render(<SharePlanButton outcome="Agent Architect" />)
    await userEvent.click(screen.getByRole('button', { name: 'Share my plan' }))
    await expect.poll(() => shared).toHaveLength(1)
    expect(shared[0]).toEqual({ title: document.title, text, url: `${window.location.origin}/plan/agent-architect` })
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})
