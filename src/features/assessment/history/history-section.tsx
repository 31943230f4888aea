import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { ResultCard } from '../result-card'
import { QUESTION_BANK_VERSION } from '../question-bank'
import { ENGINE_RULES_VERSION } from '../engine'
import { answerText, type Attempt } from './attempt'
import { compareAttempts } from './compare'
import { loadAttempts, loadHistoryIndex, subscribeHistory, type IndexLoad } from './history-store'
import { LearnerDataCard } from './learner-data-card'
import { normaliseEmail } from '~/lib/email'
import { siteDataBlocked } from '~/lib/storage'
import historyStyles from './history.css?url'
import { loadStylesheets } from '~/lib/stylesheet'

/** Its own stylesheets: loaded with the module, waited for before it renders (lib/stylesheet.ts). */
export const ready = loadStylesheets(historyStyles)

/**
 * User-timing marks around loading and first showing the list, for measuring it in a browser's profiler
 * (docs/assessment.md (Attempt history)): `history:start` as it asks storage, `history:rendered` at
 * the list's first commit.
 */
const mark = (name: 'history:start' | 'history:rendered') => void globalThis.performance?.mark?.(name)

/** How many attempts the list shows at first, and adds with each "Show more". */
export const PAGE_SIZE = 20

/** An opened attempt or comparison, with its attempts in full once read (null where one could not be). */
type Opened = { kind: 'attempt' | 'compare'; ids: readonly string[]; attempts: readonly (Attempt | null)[] | null }

// One formatter for every date: building one per row would cost more than the row.
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
export const formatFinishedAt = (iso: string): string => formatter.format(new Date(iso))

function When({ attempt }: { attempt: Pick<Attempt, 'finishedAt'> }) {
  return <time dateTime={attempt.finishedAt}>{formatFinishedAt(attempt.finishedAt)}</time>
}

/**
 * The profile's "Your assessment history" and "Take your data along" (docs/assessment.md (Attempt
 * history)). Loaded lazily by the profile route; it reads the history's index once and again
 * whenever this tab saves, imports or removes it, and an attempt in full only when it is opened or
 * compared.
 */
export function AssessmentHistory({ email }: { email: string }) {
  const [history, setHistory] = useState<IndexLoad | null>(null)
  // The opened attempt or comparison; null while the list shows.
  const [view, setView] = useState<Opened | null>(null)
  const [shown, setShown] = useState(PAGE_SIZE)
  const [picked, setPicked] = useState<readonly string[]>([])
  // Where focus goes back to when a view closes: the control that opened it.
  const returnTo = useRef<string | null>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const id = useId()

  useEffect(() => {
    let active = true
    mark('history:start')
    const load = () =>
      void loadHistoryIndex(email).then((loaded) => {
        if (active) setHistory(loaded)
      })
    load()
    const unsubscribe = subscribeHistory((changed) => {
      if (changed === normaliseEmail(email)) load()
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [email])

  // A view open, once its attempts are read: its heading (the only element there focusable by script alone) takes the
  // focus. A view closed: the control that opened it takes it back.
  useEffect(() => {
    const target = view ? view.attempts && '.history__view [tabindex="-1"]' : returnTo.current
    if (target) sectionRef.current?.querySelector<HTMLElement>(target)?.focus()
  }, [view])

  const entries = history?.status === 'ok' ? history.entries : []
  const listed = (id: string) => entries.some((entry) => entry.id === id)
  // A view whose attempts are gone (removed, or another tab changed the history) falls back to the list.
  const opened = view?.ids.every(listed) ? view : null
  const [first, second] = opened?.attempts ?? []
  // Neither loading, failing nor a view open, and at least one attempt: the list shows.
  const listShown = history?.status === 'ok' && !opened && entries.length > 0
  // Once each time the list shows: the end of what the benchmark measures.
  useLayoutEffect(() => {
    if (listShown) mark('history:rendered')
  }, [listShown])
  const visible = entries.slice(0, shown)
  // Comparing needs two attempts; with one, the controls would only be noise.
  const comparable = entries.length > 1
  const open = (kind: Opened['kind'], ids: readonly string[], from: string) => {
    returnTo.current = from
    const next: Opened = { kind, ids, attempts: null }
    setView(next)
    // Read in full as it opens; shown only if the learner is still on that view.
    const show = (attempts: Opened['attempts']) => setView((now) => (now === next ? { ...next, attempts } : now))
    loadAttempts(email, ids).then(show, () => show(ids.map(() => null)))
  }
  const pick = (id: string, on: boolean) =>
    setPicked((ids) => (on ? [...ids, id].slice(-2) : ids.filter((other) => other !== id)))

  let body
  if (history === null) {
    body = <p>Loading your history…</p>
  } else if (history.status === 'unavailable') {
    body = siteDataBlocked() ? (
      <p>Your browser blocks this site from saving data, so finished attempts cannot be kept in a history here.</p>
    ) : (
      <p>This browser did not allow access to its storage, so your history cannot be shown.</p>
    )
  } else if (history.status === 'newer') {
    body = <p>Your history was saved by a newer version of this site. Reload the page to see it.</p>
  } else if (opened?.attempts === null) {
    body = <p>Loading the attempt…</p>
  } else if (opened) {
    body = (
      <div className="history__view">
        <button type="button" className="btn btn--ghost history__back" onClick={() => setView(null)}>
          Back to your history
        </button>
        {opened.kind === 'attempt' && first ? (
          <AttemptView attempt={first} />
        ) : opened.kind === 'compare' && first && second ? (
          <CompareView first={first} second={second} />
        ) : (
          // An attempt listed in the index whose full entry is gone or damaged: said, not hidden.
          <>
            <h3 tabIndex={-1}>This attempt could not be read</h3>
            <p>Its details are damaged or were removed in another tab. The other attempts are not affected.</p>
          </>
        )}
      </div>
    )
  } else if (entries.length === 0) {
    body = <p>No finished attempts yet. Each time you finish the assessment, the result is listed here.</p>
  } else {
    const { skipped } = history
    const ready = picked.length === 2
    body = (
      <>
        <p>
          Every finished attempt, newest first. Open one to see its result as it was
          {comparable ? ', or tick two to see what changed' : ''}.
        </p>
        {skipped > 0 && (
          <p className="alert alert--info">
            {skipped === 1 ? 'One attempt could not be read and is' : `${skipped} attempts could not be read and are`}{' '}
            not shown.
          </p>
        )}
        {comparable && (
          <div className="tags history__compare">
            <button
              type="button"
              className="btn history__compare-button"
              disabled={!ready}
              aria-describedby={`${id}-hint`}
              onClick={() => ready && open('compare', picked, '.history__compare-button')}
            >
              Compare the two ticked attempts
            </button>
            <p id={`${id}-hint`} className="field__hint">
              {ready
                ? 'Two attempts ticked.'
                : `Tick two attempts to compare them (${picked.length} of 2 ticked); a third tick replaces the first.`}
            </p>
          </div>
        )}
        <ol className="stack history__list">
          {visible.map((attempt) => {
            const label = `${attempt.outcome}, ${formatFinishedAt(attempt.finishedAt)}`
            return (
              <li key={attempt.id} className="box history__item" data-attempt={attempt.id}>
                <div className="tags history__head">
                  <h3 className="history__outcome">{attempt.outcome}</h3>
                  <When attempt={attempt} />
                </div>
                <p className="muted history__why">{attempt.why}</p>
                <div className="tags history__actions">
                  <button
                    type="button"
                    className="btn btn--ghost history__open"
                    onClick={() => open('attempt', [attempt.id], `[data-attempt="${attempt.id}"] .history__open`)}
                  >
                    Show result<span className="visually-hidden">: {label}</span>
                  </button>
                  {comparable && (
                    <label className="control history__pick">
                      <input
                        type="checkbox"
                        checked={picked.includes(attempt.id)}
                        onChange={(event) => pick(attempt.id, event.target.checked)}
                      />
                      Compare<span className="visually-hidden">: {label}</span>
                    </label>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
        <p role="status" className="muted history__count">
          Showing {visible.length} of {entries.length} {entries.length === 1 ? 'attempt' : 'attempts'}.
        </p>
        {visible.length < entries.length && (
          <button type="button" className="btn btn--ghost" onClick={() => setShown((count) => count + PAGE_SIZE)}>
            Show more
          </button>
        )}
      </>
    )
  }

  return (
    <>
      <section ref={sectionRef} className="card measure history" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="heading-xl">
          Your assessment history
        </h2>
        {body}
      </section>
      <LearnerDataCard email={email} />
    </>
  )
}

function AttemptView({ attempt }: { attempt: Attempt }) {
  // What the attempt was scored by, and whether that differs from the rules of today.
  const { questionBank, engine } = attempt.rules
  const current = questionBank === QUESTION_BANK_VERSION && engine === ENGINE_RULES_VERSION
  return (
    <>
      <p className="text-soft">
        Finished <When attempt={attempt} />. Scored with questions {questionBank} and rules {engine}
        {current
          ? ', the ones in use today.'
          : `; today’s are questions ${QUESTION_BANK_VERSION} and rules ${ENGINE_RULES_VERSION}. The result stays as it was.`}
      </p>
      <ResultCard outcome={attempt.outcome} summary={attempt.trace.summary} level={3} />
      <h3>Your answers</h3>
      <dl className="history__answers">
        {attempt.answers.map((answer) => (
          <div key={answer.questionId}>
            <dt>
              {answer.number}. {answer.question}
            </dt>
            <dd>{answerText(answer)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

function BeforeAfter({ before, after }: { before: string; after: string }) {
  return (
    <dl className="history__changes">
      {Object.entries({ Before: before, After: after }).map(([term, text]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  )
}

function CompareView({ first, second }: { first: Attempt; second: Attempt }) {
  const { older, newer, changes, unchanged, sameRule, sameVersions } = compareAttempts(first, second)
  return (
    <>
      <h3 tabIndex={-1}>What changed between your attempts</h3>
      <p>
        <strong>{older.outcome}</strong> (<When attempt={older} />) → <strong>{newer.outcome}</strong> (
        <When attempt={newer} />)
      </p>
      {!sameVersions && (
        <p className="alert alert--info">
          These attempts were scored by different versions: questions {older.rules.questionBank} with rules{' '}
          {older.rules.engine}, then questions {newer.rules.questionBank} with rules {newer.rules.engine}. Each keeps
          the result of its own rules.
        </p>
      )}

      <h4>What decided</h4>
      {sameRule ? (
        <p>The same rule decided both: {older.trace.decidedBy}.</p>
      ) : (
        <BeforeAfter before={older.trace.decidedBy} after={newer.trace.decidedBy} />
      )}

      <h4>{changes.length === 1 ? '1 answer changed' : `${changes.length} answers changed`}</h4>
      {changes.length === 0 ? (
        <p>You gave the same answers both times.</p>
      ) : (
        <ul className="history__change-list">
          {changes.map((change) => (
            <li key={change.questionId}>
              <p className="history__question">
                {change.number}. {change.question}
              </p>
              <BeforeAfter before={change.before ?? 'Not asked'} after={change.after ?? 'Not asked'} />
            </li>
          ))}
        </ul>
      )}
      {unchanged > 0 && (
        <p>{unchanged === 1 ? '1 other answer was' : `${unchanged} other answers were`} the same both times.</p>
      )}
    </>
  )
}
