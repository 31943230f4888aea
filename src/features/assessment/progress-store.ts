/**
 * Autosave of the assessment per user (docs/product.md (Session and storage)): every answer goes to IndexedDB, in its own
 * idb-keyval store, so a reload, going offline or an app update never loses one.
 * Whatever comes back from storage is untrusted: it is parsed and checked against the current
 * question bank and replayed through the engine; anything that does not fit is discarded with a
 * reason, never thrown. The store is opened lazily so the module is importable under Node; where the browser
 * denies IndexedDB (site data blocked) the answers are kept in memory for the tab.
 */
import { normaliseEmail } from '~/lib/email'
import { keyValueStore } from '~/lib/indexed-db'
import { isRecord } from '~/lib/is-record'
import { choose, initialState, next, type Answers, type AssessmentState, type Texts } from './engine'
import {
  QUESTION_BANK_VERSION,
  findOption,
  getQuestion,
  isQuestionId,
  type OptionValue,
  type QuestionId,
} from './question-bank'

/**
 * The shape of the stored record. Version 1 (no `recordVersion`) kept every selection in one
 * `answers` map, so a selection made without pressing Next could not be told apart from a sent
 * answer; it is migrated on load (docs/decisions/0012-assessment-engine-edge-cases.md).
 */
export const PROGRESS_RECORD_VERSION = 2

/** The record `progressRecord` writes (its fields are described there). */
export type SavedProgress = ReturnType<typeof progressRecord>

/** A record written before sent and unsent answers were told apart. */
export type SavedProgressV1 = Omit<SavedProgress, 'recordVersion' | 'state'> & {
  state: { current: QuestionId; history: QuestionId[]; answers: Answers; texts: Texts }
}

export type DiscardReason =
  'version' | 'shape' | 'unknown-question' | 'unknown-option' | 'disabled-option' | 'inconsistent-path' | 'other-user'

export type LoadResult =
  | { status: 'none' }
  | { status: 'in-progress' | 'finished'; state: AssessmentState; updatedAt: string }
  | { status: 'discarded'; reason: DiscardReason }
  /** IndexedDB could not be read (private mode, quota, blocked): start fresh, nothing to restore. */
  | { status: 'unavailable' }

// In memory for the tab when the browser denies IndexedDB (src/lib/indexed-db.ts).
const store = keyValueStore('reskilling-assessment', 'progress')

const keyFor = (email: string) => `progress:${normaliseEmail(email)}`

/** Pure: the record `saveProgress` writes for `state`. Exported for tests. */
export function progressRecord(email: string, state: AssessmentState, updatedAt: string) {
  const unsent: Answers = Object.fromEntries(
    Object.entries(state.answers).filter(([id, value]) => isQuestionId(id) && state.sent[id] !== value),
  )
  return {
    recordVersion: PROGRESS_RECORD_VERSION,
    /** The question bank's version: answers to another bank are not restored. */
    version: QUESTION_BANK_VERSION,
    email: normaliseEmail(email),
    state: {
      current: state.current,
      history: [...state.history],
      /** Sent with Next and not changed since: the only answers the rules read on replay. */
      sent: { ...state.sent },
      /** Selected but not sent (the current question's, or one changed after Back): shown, never read by a rule. */
      unsent,
      texts: { ...state.texts },
    },
    /** True once the outcome was shown; reopening then starts afresh instead of resuming. */
    finished: state.result !== null,
    updatedAt,
  }
}

/** Writes the learner's progress; `updatedAt` is now, unless it comes from an imported file. */
export async function saveProgress(
  email: string,
  state: AssessmentState,
  updatedAt = new Date().toISOString(),
): Promise<void> {
  await store.set(keyFor(email), progressRecord(email, state, updatedAt))
}

export async function clearProgress(email: string): Promise<void> {
  await store.del(keyFor(email))
}

export function loadProgress(email: string): Promise<LoadResult> {
  return store.get(keyFor(email)).then(
    (raw) => (raw === undefined ? { status: 'none' } : parseProgress(raw, email)),
    () => ({ status: 'unavailable' }),
  )
}

class Discard extends Error {
  constructor(readonly reason: DiscardReason) {
    super(reason)
  }
}

function questionId(value: unknown): QuestionId {
  if (typeof value !== 'string') throw new Discard('shape')
  if (!isQuestionId(value)) throw new Discard('unknown-question')
  return value
}

/** A map of question id to string, each value checked by `parse`. */
function parseById<T>(value: unknown, parse: (id: QuestionId, raw: string) => T): Partial<Record<QuestionId, T>> {
  if (!isRecord(value)) throw new Discard('shape')
  const parsed: Partial<Record<QuestionId, T>> = {}
  for (const [key, raw] of Object.entries(value)) {
    const id = questionId(key)
    if (typeof raw !== 'string') throw new Discard('shape')
    parsed[id] = parse(id, raw)
  }
  return parsed
}

const parseTexts = (value: unknown): Texts => parseById(value, (_, text) => text)

const parseAnswers = (value: unknown): Answers =>
  parseById(value, (id, raw) => {
    const option = findOption(getQuestion(id), raw)
    if (!option) throw new Discard('unknown-option')
    if (option.disabled) throw new Discard('disabled-option')
    // findOption matched a bank value, so this is an OptionValue.
    return option.value as OptionValue
  })

type Restorable = SavedProgress['state'] & { finished: boolean }

function parseState(raw: Record<string, unknown>, finished: boolean): Restorable {
  const { state } = raw
  if (!isRecord(state) || !Array.isArray(state.history)) throw new Discard('shape')
  const current = questionId(state.current)
  const history = state.history.map(questionId)
  const texts = parseTexts(state.texts)
  if (raw.recordVersion === undefined) {
    // Version 1: the answers on the history were sent (Next moved past them); a finished record's
    // current answer was sent too. Any other selection may never have been sent, so it is restored
    // as shown but not read by the rules until the user presses Next on it again.
    const answers = Object.entries(parseAnswers(state.answers))
    const sentIds: readonly string[] = finished ? [...history, current] : history
    const sent: Answers = Object.fromEntries(answers.filter(([id]) => sentIds.includes(id)))
    const unsent: Answers = Object.fromEntries(answers.filter(([id]) => !sentIds.includes(id)))
    return { current, history, sent, unsent, texts, finished }
  }
  if (raw.recordVersion !== PROGRESS_RECORD_VERSION) throw new Discard('version')
  const sent = parseAnswers(state.sent)
  const unsent = parseAnswers(state.unsent)
  if (Object.keys(unsent).some((id) => id in sent)) throw new Discard('shape')
  return { current, history, sent, unsent, texts, finished }
}

/**
 * Rebuilds the state by pressing Next through the engine on every question of the history, in
 * order, with only the answers sent up to that point: so each step sees what the rules saw when
 * the user pressed Next, and a hand-edited history cannot skip questions or reach a role the rules
 * would not give. Then the answers sent further ahead (before a Back) and the unsent selections are
 * put back as they were.
 */
function replay({ current, history, sent, unsent, texts, finished }: Restorable): AssessmentState {
  let state: AssessmentState = { ...initialState(), texts }
  for (const id of history) {
    const value = sent[id]
    if (state.current !== id || value === undefined) throw new Discard('inconsistent-path')
    const chosen = choose(state, value)
    const moved = next(chosen)
    if (moved === chosen || moved.result !== null) throw new Discard('inconsistent-path')
    state = moved
  }
  if (state.current !== current) throw new Discard('inconsistent-path')
  const restored: AssessmentState = { ...state, sent, answers: { ...sent, ...unsent } }
  if (!finished) return restored
  // The outcome is recomputed, never trusted: Next on the sent current answer must give one.
  const final = next(restored)
  if (sent[current] === undefined || final.result === null) throw new Discard('inconsistent-path')
  return final
}

/** Pure: validates a stored record for `email` (either record version). Exported for tests. */
export function parseProgress(raw: unknown, email: string): LoadResult {
  try {
    if (!isRecord(raw)) throw new Discard('shape')
    if (raw.version !== QUESTION_BANK_VERSION) throw new Discard('version')
    if (raw.email !== normaliseEmail(email)) throw new Discard('other-user')
    if (typeof raw.finished !== 'boolean' || typeof raw.updatedAt !== 'string') throw new Discard('shape')
    const state = replay(parseState(raw, raw.finished))
    return { status: raw.finished ? 'finished' : 'in-progress', state, updatedAt: raw.updatedAt }
  } catch (error) {
    if (error instanceof Discard) return { status: 'discarded', reason: error.reason }
    throw error
  }
}
