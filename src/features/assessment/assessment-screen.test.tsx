import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { createStore, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tracksForRole } from '~/lib/content/tracks'
import { AssessmentScreen, DISCARDED_NOTICE } from './assessment-screen'
import { clearHistory, loadHistory } from './history/history-store'
import { clearProgress, loadProgress } from './progress-store'

const email = 'learner@example.com'

afterEach(async () => {
  await clearProgress(email)
  await clearHistory(email)
})

function renderScreen() {
  const onExitToHome = vi.fn()
  const onFinish = vi.fn()
  const user = userEvent.setup()
  const view = render(<AssessmentScreen userEmail={email} onExitToHome={onExitToHome} onFinish={onFinish} />)
  return { user, onExitToHome, onFinish, ...view }
}

const heading = (name: string | RegExp) => screen.getByRole('heading', { level: 2, name })
const nextButton = () => screen.getByRole('button', { name: 'Next' })
const specify = () => screen.getByRole('textbox', { name: 'Please specify...' })

async function answer(user: UserEvent, option: string | RegExp, text?: string) {
  await user.click(screen.getByRole('radio', { name: option }))
  if (text !== undefined) await user.type(specify(), text)
  await user.click(nextButton())
}

/** Q1–Q8 for a business background that wants to stay in role: leads to 9.3. */
async function answerUpToQ8(user: UserEvent, backgroundText = 'Strategy consultant') {
  await answer(user, /^5 –/)
  await answer(user, 'Business, management or consulting', backgroundText)
  await answer(user, 'Executives or Leadership')
  await answer(user, /^Very high/)
  await answer(user, /^Yes, I want to stay/)
  await answer(user, /^It will remain, but AI will change it a lot/)
  await answer(user, 'Financial services')
  await answer(user, 'No')
}

describe('AssessmentScreen', () => {
  it('walks a path to a role and shows the result card', async () => {
    const { user, onFinish } = renderScreen()
    expect(await screen.findByRole('heading', { level: 2, name: /AI competence/ })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Question 1 of at most 9' })).toHaveAttribute('max', '9')
    expect(heading(/AI competence/)).toHaveAccessibleDescription('Question 1 of at most 9')

    await answerUpToQ8(user)
    expect(heading(/business background/)).toHaveFocus()
    expect(screen.getByText('Question 9 of at most 9')).toBeInTheDocument()
    await answer(user, '10) AI Executive')

    const title = heading('AI Executive')
    expect(title).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Why this role' })).toBeInTheDocument()
    expect(screen.getByText(/^You chose AI Executive as your target role/)).toBeInTheDocument()
    // The tracks /tracks lists for the role, Foundational first.
    const tracks = within(screen.getByRole('list', { name: 'Your reskilling tracks' })).getAllByRole('listitem')
    expect(tracks.map((li) => li.textContent)).toEqual(
      tracksForRole('AI Executive').map((track) => `Track ${track.id}: ${track.title}`),
    )
    expect(screen.getByText('Track 0: Foundational')).toBeInTheDocument()
    expect(screen.getByText('Track 2: Leadership')).toBeInTheDocument()
    const courses = within(screen.getByRole('list', { name: 'Mandatory courses' })).getAllByRole('listitem')
    expect(courses.map((li) => li.textContent)).toEqual([
      'Generative AI Fundamentals',
      'Prompt Engineering',
      'Bias and Hallucination',
    ])
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()

    // The finished attempt joined the learner's history as the card appeared, once.
    await waitFor(async () =>
      expect(await loadHistory(email)).toMatchObject({ attempts: [{ outcome: 'AI Executive' }] }),
    )
    const history = await loadHistory(email)
    expect(history.status === 'ok' && history.attempts[0]?.trace.summary).toMatch(
      /^You chose AI Executive as your target role/,
    )

    await user.click(screen.getByRole('button', { name: 'Exit' }))
    expect(onFinish).toHaveBeenCalledExactlyOnceWith('AI Executive')
    // Nine questions of simulated clicks and typing: ~4 s alone on a loaded machine, so 5 s was too tight.
  }, 15_000)

  it('ends at once in the Foundational Track with the notice and a contact address', async () => {
    const { user, onFinish } = renderScreen()
    await screen.findByRole('radio', { name: /^2 –/ })
    await answer(user, /^2 –/)
    expect(heading('Foundational Track')).toHaveFocus()
    expect(
      screen.getByText(
        'At this moment, no AI/GenAI target role will be provided to you. We recommend you complete the foundational track first to gain basic knowledge and understanding of IT and AI.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com')
    expect(screen.getByText(/^You rated your AI competence 2 of 10, so/)).toBeInTheDocument()
    const tracks = within(screen.getByRole('list', { name: 'Your reskilling track' })).getAllByRole('listitem')
    expect(tracks.map((li) => li.textContent)).toEqual(['Track 0: Foundational'])
    await user.click(screen.getByRole('button', { name: 'Exit' }))
    expect(onFinish).toHaveBeenCalledWith('Foundational Track')
  })

  it('Back restores the previous question with its answer and text; Back is disabled on the first question', async () => {
    const { user } = renderScreen()
    await screen.findByRole('radio', { name: /^6 –/ })
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
    await answer(user, /^6 –/)
    await answer(user, 'Technical or IT', 'Network engineer')
    expect(heading(/function or team/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading(/background/)).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'Technical or IT' })).toBeChecked()
    expect(specify()).toHaveValue('Network engineer')
    expect(nextButton()).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('radio', { name: /^6 –/ })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
  })

  it('keeps Next disabled until an option is chosen, and the disabled option cannot be chosen', async () => {
    const { user } = renderScreen()
    const superhuman = await screen.findByRole('radio', { name: /^10 –/ })
    expect(superhuman).toBeDisabled()
    expect(nextButton()).toBeDisabled()
    expect(screen.getByText('Choose an answer to continue.')).toBeInTheDocument()
    await user.click(superhuman)
    expect(superhuman).not.toBeChecked()
    expect(nextButton()).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: /^7 –/ }))
    expect(nextButton()).toBeEnabled()
  })

  it('asks for "Please specify..." only where needed and refuses blank text; Enter submits', async () => {
    const { user } = renderScreen()
    await screen.findByRole('radio', { name: /^4 –/ })
    await answer(user, /^4 –/)
    expect(screen.queryByRole('textbox', { name: 'Please specify...' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Student' }))
    expect(nextButton()).toBeDisabled()
    expect(screen.getByText('Please specify your answer to continue.')).toBeInTheDocument()
    await user.type(specify(), '    ')
    expect(nextButton()).toBeDisabled()
    await user.clear(specify())
    await user.type(specify(), 'Computer science, 2nd year{Enter}')
    expect(heading(/function or team/)).toHaveFocus()

    // Q3: only "Other" needs text.
    await user.click(screen.getByRole('radio', { name: 'Finance' }))
    expect(screen.queryByRole('textbox', { name: 'Please specify...' })).not.toBeInTheDocument()
    expect(nextButton()).toBeEnabled()
    await user.click(screen.getByRole('radio', { name: 'Other' }))
    expect(nextButton()).toBeDisabled()
    await user.type(specify(), 'Procurement')
    expect(nextButton()).toBeEnabled()
  })

  it('shows the industries in a keyboard-scrollable box', async () => {
    const { user } = renderScreen()
    await screen.findByRole('radio', { name: /^5 –/ })
    await answer(user, /^5 –/)
    await answer(user, 'Technical or IT', 'Developer')
    await answer(user, 'IT')
    await answer(user, /^High/)
    await answer(user, /^No, I want to move/)
    await answer(user, 'I do not know')
    const box = screen.getByRole('group', { name: 'Industries, scrollable list' })
    expect(box).toHaveAttribute('tabindex', '0')
    expect(box).toContainElement(screen.getByRole('radio', { name: 'Wholesale and distribution' }))
    expect(screen.getAllByRole('radio')).toHaveLength(28)
  })

  it('saves every change and offers to resume after a reload', async () => {
    const first = renderScreen()
    await screen.findByRole('radio', { name: /^5 –/ })
    await answer(first.user, /^5 –/)
    await first.user.click(screen.getByRole('radio', { name: 'Entrepreneur or founder' }))
    await first.user.type(specify(), 'Bakery owner')
    // Not yet submitted: the choice and the text must survive anyway.
    await waitFor(async () =>
      expect(await loadProgress(email)).toMatchObject({ state: { texts: { q2: 'Bakery owner' } } }),
    )
    first.unmount()

    const second = renderScreen()
    await second.user.click(await screen.findByRole('button', { name: 'Resume where you left off' }))
    expect(heading(/background/)).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'Entrepreneur or founder' })).toBeChecked()
    expect(specify()).toHaveValue('Bakery owner')
    await second.user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('radio', { name: /^5 –/ })).toBeChecked()
  })

  it('counts down to the longest path the sent answers allow', async () => {
    const { user } = renderScreen()
    await screen.findByRole('radio', { name: /^5 –/ })
    await answer(user, /^5 –/)
    expect(screen.getByText('Question 2 of at most 9')).toBeInTheDocument()
    // An academic background ends after the industry question at the latest.
    await answer(user, 'Academic or research', 'Historian')
    expect(heading(/function or team/)).toHaveAccessibleDescription('Question 3 of at most 7')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Question 2 of at most 9')).toBeInTheDocument()
  })

  it('resumes a selection made without Next on Q5, with the earlier text, and decides on Next', async () => {
    const first = renderScreen()
    await screen.findByRole('radio', { name: /^5 –/ })
    await answer(first.user, /^5 –/)
    await answer(first.user, 'Creative, design or fine arts', 'Illustrator')
    await answer(first.user, 'Marketing')
    await answer(first.user, /^High/)
    await first.user.click(screen.getByRole('radio', { name: /^Yes, I want to stay/ }))
    await waitFor(async () => expect(await loadProgress(email)).toMatchObject({ state: { answers: { q5: 'E1' } } }))
    first.unmount()

    const second = renderScreen()
    expect(await screen.findByText(/4 answered, currently at question 5 of at most 9/)).toBeInTheDocument()
    await second.user.click(screen.getByRole('button', { name: 'Resume where you left off' }))
    expect(screen.queryByText(DISCARDED_NOTICE)).not.toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^Yes, I want to stay/ })).toBeChecked()
    for (let step = 0; step < 3; step += 1) await second.user.click(screen.getByRole('button', { name: 'Back' }))
    expect(specify()).toHaveValue('Illustrator')
    for (let step = 0; step < 3; step += 1) await second.user.click(nextButton())
    await second.user.click(nextButton())
    expect(heading('VITA Creator')).toHaveFocus()
  })

  it('starts over on request, with nothing chosen', async () => {
    const first = renderScreen()
    await screen.findByRole('radio', { name: /^5 –/ })
    await answer(first.user, /^5 –/)
    await waitFor(async () => expect((await loadProgress(email)).status).toBe('in-progress'))
    first.unmount()

    const second = renderScreen()
    await second.user.click(await screen.findByRole('button', { name: 'Start over' }))
    expect(heading(/AI competence/)).toHaveFocus()
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0)
    expect(await loadProgress(email)).toEqual({ status: 'none' })
  })

  it('does not offer to resume a finished assessment', async () => {
    const first = renderScreen()
    await screen.findByRole('radio', { name: /^1 –/ })
    await answer(first.user, /^1 –/)
    await waitFor(async () => expect((await loadProgress(email)).status).toBe('finished'))
    first.unmount()

    renderScreen()
    expect(await screen.findByRole('heading', { level: 2, name: /AI competence/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Resume where you left off' })).not.toBeInTheDocument()
  })

  it('shows a notice instead of crashing on saved data from an older or tampered version', async () => {
    await set(
      `progress:${email}`,
      { version: '0.9', email, state: { current: 'q2', history: ['q1'], answers: { q1: 'A10' } }, finished: false },
      createStore('reskilling-assessment', 'progress'),
    )
    renderScreen()
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your saved answers were from an older version of the assessment and could not be restored. Please start again.',
    )
    expect(heading(/AI competence/)).toBeInTheDocument()
    await waitFor(async () => expect(await loadProgress(email)).toEqual({ status: 'none' }))
  })

  it('shows markup typed as free text as plain text on the result card', async () => {
    const markup = '<img src=x onerror=alert(1)>'
    const { user, container } = renderScreen()
    await screen.findByRole('radio', { name: /^5 –/ })
    await answer(user, /^5 –/)
    await answer(user, 'Creative, design or fine arts', markup)
    await answer(user, 'Marketing')
    await answer(user, /^High/)
    await answer(user, /^Yes, I want to stay/)
    expect(heading('VITA Creator')).toBeInTheDocument()
    expect(screen.getByText(/^You described your background as/)).toHaveTextContent(`(“${markup}”)`)
    expect(container.querySelector('img')).toBeNull()
  })

  it('Exit during the questions goes home', async () => {
    const { user, onExitToHome, onFinish } = renderScreen()
    await screen.findByRole('radio', { name: /^5 –/ })
    await user.click(screen.getByRole('button', { name: 'Exit' }))
    expect(onExitToHome).toHaveBeenCalledOnce()
    expect(onFinish).not.toHaveBeenCalled()
  })
})
