import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { Section } from '~/components/section'
import type { Outcome } from '~/lib/content/roles'
import {
  back,
  canProceed,
  choose,
  initialState,
  next,
  pathLengthAtMost,
  questionPosition,
  setText,
  type AssessmentState,
} from './engine'
import { siteDataBlocked } from '~/lib/storage'
import { clearProgress, loadProgress, saveProgress } from './progress-store'
import { findOption, getQuestion } from './question-bank'
import { ResultCard } from './result-card'
import './assessment.css'

export type AssessmentScreenProps = {
  userEmail: string
  onExitToHome: () => void
  onFinish: (outcome: Outcome) => void
}

/** Loading the saved answers; offering to resume the unfinished ones; or answering. */
type Phase = 'loading' | { resume: AssessmentState } | 'active'

/**
 * The history's code, fetched as the screen opens (so a result reached offline can still be kept)
 * but not listed with the screen's own chunk: that list sits in the entry chunk of every page.
 */
const loadHistoryRecorder = () => import('./history/record-attempt')

export const DISCARDED_NOTICE =
  'Your saved answers were from an older version of the assessment and could not be restored. Please start again.'

export function AssessmentScreen({ userEmail, onExitToHome, onFinish }: AssessmentScreenProps) {
  const [phase, setPhase] = useState<Phase>('loading')
  const [state, setState] = useState<AssessmentState>(initialState)
  const [discarded, setDiscarded] = useState(false)
  const [saveFailed, setSaveFailed] = useState(false)
  const [historyFailed, setHistoryFailed] = useState(false)
  // Where the browser blocks site data, answers live in memory for the tab (src/lib/storage.ts).
  const blocked = siteDataBlocked()
  // Handlers read the latest state from here, so quick successive events never use a stale copy.
  const stateRef = useRef(state)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusPending = useRef(false)

  useEffect(() => {
    loadHistoryRecorder().catch(() => undefined)
    let active = true
    void loadProgress(userEmail).then((loaded) => {
      if (!active) return
      if (loaded.status === 'in-progress' && Object.keys(loaded.state.answers).length > 0) {
        setPhase({ resume: loaded.state })
        return
      }
      if (loaded.status === 'discarded') {
        setDiscarded(true)
        clearProgress(userEmail).catch(() => setSaveFailed(true))
      }
      // A finished assessment is not resumed: reopening it means taking it again.
      stateRef.current = initialState()
      setState(stateRef.current)
      setPhase('active')
    })
    return () => {
      active = false
    }
  }, [userEmail])

  // Move focus to the new question (or the result) after the user moved, never on first paint.
  const { current: currentQuestionId, result } = state
  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    headingRef.current?.focus()
  }, [phase, currentQuestionId, result])

  function update(change: (s: AssessmentState) => AssessmentState, moveFocus = false) {
    const updated = change(stateRef.current)
    if (updated === stateRef.current) return
    // The result card appears: the attempt joins the learner's history (once: the card offers no Back).
    if (updated.result !== null && stateRef.current.result === null) {
      setHistoryFailed(false)
      loadHistoryRecorder()
        .then(({ recordAttempt }) => recordAttempt(userEmail, updated))
        .catch(() => setHistoryFailed(true))
    }
    stateRef.current = updated
    focusPending.current = moveFocus
    setState(updated)
    // Every change is written at once; IndexedDB runs these writes in order.
    saveProgress(userEmail, updated).then(
      () => setSaveFailed(false),
      () => setSaveFailed(true),
    )
  }

  function startWith(start: AssessmentState) {
    stateRef.current = start
    focusPending.current = true
    setState(start)
    setPhase('active')
  }

  function startOver() {
    clearProgress(userEmail).catch(() => setSaveFailed(true))
    startWith(initialState())
  }

  return (
    <Section className="assessment" containerClassName="measure">
      <h1 className="heading-2xl">AI Reskilling Assessment</h1>

      {discarded && (
        <p role="status" className="alert alert--info">
          {DISCARDED_NOTICE}
        </p>
      )}
      {saveFailed && (
        <p role="alert" className="alert alert--error">
          Your answers could not be saved on this device. You can carry on, but they will be lost if you leave this
          page.
        </p>
      )}

      {historyFailed && (
        <p role="alert" className="alert alert--error">
          {blocked
            ? 'Your browser blocks this site from saving data, so this result cannot be added to your history.'
            : 'This result could not be added to your history on this device.'}
        </p>
      )}
      {blocked && (
        <p className="alert alert--info">
          Your browser blocks this site from saving data: your answers are kept only until you close this tab.
        </p>
      )}

      {phase === 'loading' && <p className="assessment__loading">Loading your saved answers…</p>}

      {typeof phase === 'object' && (
        <div className="card assessment__resume">
          <h2>Welcome back</h2>
          <p>
            You have an unfinished assessment: {Object.keys(phase.resume.sent).length} answered, currently at question{' '}
            {questionPosition(phase.resume)} of at most {pathLengthAtMost(phase.resume)}.
          </p>
          <div className="btn-row">
            <button type="button" className="btn" onClick={() => startWith(phase.resume)}>
              Resume where you left off
            </button>
            <button type="button" className="btn btn--ghost" onClick={startOver}>
              Start over
            </button>
          </div>
        </div>
      )}

      {phase === 'active' && state.result === null && (
        <QuestionForm state={state} headingRef={headingRef} onChange={update} onExit={onExitToHome} />
      )}

      {phase === 'active' && result !== null && (
        <ResultCard outcome={result.outcome} summary={result.trace.summary} headingRef={headingRef}>
          <div className="btn-row">
            <button type="button" className="btn" onClick={() => onFinish(result.outcome)}>
              Exit
            </button>
            {/* A finished assessment can be taken again from scratch. */}
            <button type="button" className="btn btn--ghost" onClick={() => update(() => initialState(), true)}>
              Retake the assessment
            </button>
          </div>
        </ResultCard>
      )}
    </Section>
  )
}

type QuestionFormProps = {
  state: AssessmentState
  headingRef: RefObject<HTMLHeadingElement | null>
  /** Applies an engine step (choose, setText, back, next) to the latest state; focus moves after Back and Next. */
  onChange: (change: (state: AssessmentState) => AssessmentState, moveFocus?: boolean) => void
  onExit: () => void
}

function QuestionForm({ state, headingRef, onChange, onExit }: QuestionFormProps) {
  const id = useId()
  const question = getQuestion(state.current)
  const chosen = findOption(question, state.answers[question.id])
  const ready = canProceed(state)
  const position = questionPosition(state)
  // Never "of 13": the longest path the answers sent so far still allow, so some path reaches it.
  const atMost = pathLengthAtMost(state)
  const blocker = ready ? '' : !chosen ? 'Choose an answer to continue.' : 'Please specify your answer to continue.'

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (ready) onChange(next, true)
  }

  return (
    <form className="assessment__form" onSubmit={submit} noValidate>
      <div className="stack assessment__progress">
        <p id={`${id}-progress`} className="text-soft assessment__progress-text">
          Question {position} of at most {atMost}
        </p>
        <progress aria-labelledby={`${id}-progress`} value={position} max={atMost} />
      </div>

      <fieldset key={question.id} aria-describedby={question.hint ? `${id}-hint` : undefined}>
        <legend className="assessment__legend">
          {/* Focus lands here after Next and Back, so the progress is its description: read with the question, not as a separate live announcement. */}
          <h2 ref={headingRef} tabIndex={-1} className="heading-xl" aria-describedby={`${id}-progress`}>
            {question.text}
          </h2>
        </legend>
        {question.hint && (
          <p id={`${id}-hint`} className="field__hint">
            {question.hint}
          </p>
        )}
        <div
          className={question.scroll ? 'stack assessment__options assessment__scroll' : 'stack assessment__options'}
          // The long list is focusable so keyboard users can scroll it (WCAG 2.1.1).
          {...(question.scroll ? { tabIndex: 0, role: 'group', 'aria-label': 'Industries, scrollable list' } : {})}
        >
          {question.options.map((option) => (
            <label key={option.value} className="row box assessment__option">
              <input
                type="radio"
                name={`${id}-${question.id}`}
                value={option.value}
                checked={state.answers[question.id] === option.value}
                disabled={option.disabled}
                onChange={() => onChange((s) => choose(s, option.value))}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {chosen?.requireText && (
          <div className="field assessment__specify">
            <label htmlFor={`${id}-specify`}>Please specify...</label>
            <input
              id={`${id}-specify`}
              type="text"
              value={state.texts[question.id] ?? ''}
              aria-required="true"
              autoComplete="off"
              onChange={(event) => onChange((s) => setText(s, event.target.value))}
            />
          </div>
        )}
      </fieldset>

      <p id={`${id}-blocker`} className="field__hint assessment__blocker">
        {blocker}
      </p>
      <div className="btn-row assessment__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => onChange(back, true)}
          disabled={state.history.length === 0}
        >
          Back
        </button>
        <button type="button" className="btn btn--ghost" onClick={onExit}>
          Exit
        </button>
        <button type="submit" className="btn assessment__next" disabled={!ready} aria-describedby={`${id}-blocker`}>
          Next
        </button>
      </div>
    </form>
  )
}
