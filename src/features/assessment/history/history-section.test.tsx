import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createStore, set } from 'idb-keyval'
import { HISTORY_DATABASE, addAttempts, clearHistory } from './history-store'
import { AssessmentHistory, PAGE_SIZE, formatFinishedAt } from './history-section'
import { manyAttempts } from '~/testing/attempts'
import { ENGINE_RULES_VERSION } from '../engine'
import { QUESTION_BANK_VERSION } from '../question-bank'

const email = 'learner@example.com'

afterEach(() => clearHistory(email))

async function renderHistory(count: number) {
  const attempts = manyAttempts(count)
  await addAttempts(email, attempts)
  render(
    <>
      <h1>My Page</h1>
      <AssessmentHistory email={email} />
    </>,
  )
  const section = await screen.findByRole('region', { name: 'Your assessment history' })
  if (count > 0) await within(section).findAllByRole('listitem')
  return { user: userEvent.setup(), section, attempts }
}

describe('the assessment history on the profile', () => {
  it('says there is none yet, and still offers the import', async () => {
    const { section } = await renderHistory(0)
    expect(await within(section).findByText(/No finished attempts yet/)).toBeInTheDocument()
    expect(screen.getByLabelText('Import my data from a file')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument()
  })

  it('lists the newest first, a page at a time, with outcome, date and the reason in one line', async () => {
    const { user, section, attempts } = await renderHistory(PAGE_SIZE + 5)
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(PAGE_SIZE)
    const newest = attempts[attempts.length - 1]!
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(newest.outcome)
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', newest.finishedAt)
    expect(items[0]).toHaveTextContent(formatFinishedAt(newest.finishedAt))
    expect(items[0]).toHaveTextContent(newest.trace.summary)
    expect(within(section).getByRole('status')).toHaveTextContent(`Showing ${PAGE_SIZE} of ${PAGE_SIZE + 5} attempts.`)
    await user.click(within(section).getByRole('button', { name: 'Show more' }))
    expect(within(section).getAllByRole('listitem')).toHaveLength(PAGE_SIZE + 5)
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
  })

  it('opens an attempt as its result card with its answers, and goes back to where it was', async () => {
    const { user, section, attempts } = await renderHistory(3)
    const oldest = attempts[0]!
    const open = within(section).getByRole('button', {
      name: `Show result: ${oldest.outcome}, ${formatFinishedAt(oldest.finishedAt)}`,
    })
    await user.click(open)
    // Read in full only now: the list holds a summary of each attempt.
    const title = await within(section).findByRole('heading', { level: 3, name: oldest.outcome })
    expect(title).toHaveFocus()
    expect(within(section).getByText(oldest.trace.summary)).toBeInTheDocument()
    const today = `Scored with questions ${QUESTION_BANK_VERSION} and rules ${ENGINE_RULES_VERSION}, the ones in use today.`
    expect(within(section).getByText(today, { exact: false })).toBeInTheDocument()
    const answers = within(section).getByRole('heading', { name: 'Your answers' }).nextElementSibling
    expect(answers).toHaveTextContent(
      '2. Which description fits your background best?Business, management or consulting (“about B3”)',
    )
    await user.click(within(section).getByRole('button', { name: 'Back to your history' }))
    expect(
      within(section).getByRole('button', {
        name: `Show result: ${oldest.outcome}, ${formatFinishedAt(oldest.finishedAt)}`,
      }),
    ).toHaveFocus()
  })

  it('compares two ticked attempts: the changed answers and the rules that decided', async () => {
    const { user, section } = await renderHistory(2)
    const compare = within(section).getByRole('button', { name: 'Compare the two ticked attempts' })
    expect(compare).toBeDisabled()
    for (const box of within(section).getAllByRole('checkbox')) await user.click(box)
    expect(compare).toBeEnabled()
    await user.click(compare)
    expect(await within(section).findByRole('heading', { name: 'What changed between your attempts' })).toHaveFocus()
    expect(within(section).getByRole('heading', { name: '8 answers changed' })).toBeInTheDocument()
    const first = within(section).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent('1. How would you rate your own AI competence today?')
    expect(first).toHaveTextContent('Before7 – I understand how models are trained')
    expect(first).toHaveTextContent('After1 – I have no IT skills')
    expect(section).toHaveTextContent(/BeforeBeing unsure about staying leads to the role of your function/i)
  })

  it('says so when an attempt it lists cannot be read, and goes back to the others', async () => {
    const { user, section, attempts } = await renderHistory(2)
    const newest = attempts[1]!
    await set(
      ['history', email, newest.id],
      { ...newest, answers: 'damaged' },
      createStore(HISTORY_DATABASE, 'attempts'),
    )
    await user.click(within(section).getAllByRole('button', { name: /^Show result/ })[0]!)
    expect(await within(section).findByRole('heading', { name: 'This attempt could not be read' })).toHaveFocus()
    await user.click(within(section).getByRole('button', { name: 'Back to your history' }))
    expect(within(section).getAllByRole('listitem')).toHaveLength(2)
    expect(within(section).getAllByRole('button', { name: /^Show result/ })[0]).toHaveFocus()
  })
})
