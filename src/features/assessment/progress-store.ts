/**
 * Autosave of the assessment per user (docs/product.md (Session and storage)): every answer goes to IndexedDB, in its own
 * idb-keyval store, so a reload, going offline or an app update never loses one.
 * Whatever comes back from storage is untrusted: it is parsed and checked against the current
 * question bank and replayed through the engine; anything that does not fit is discarded with a
 * reason, never thrown. The store is opened lazily so the module is importable under Node.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { normaliseEmail } from '~/lib/email'
import { decide, isAnswered, type Answers, type AssessmentState, type Texts } from './engine'
import { QUESTION_BANK, QUESTION_BANK_VERSION, findOption, getQuestion, isQuestionId, type OptionValue, type QuestionId } from './question-bank'

export type SavedProgress = {
  version: string
  email: string
  state: {
    current: QuestionId
    history: QuestionId[]
    answers: Answers
    texts: Texts
  }
  /** True once the outcome was shown; reopening then starts afresh instead of resuming. */
  finished: boolean
  updatedAt: string
}

export type DiscardReason =
  | 'version'
  | 'shape'
  | 'unknown-question'
  | 'unknown-option'
  | 'disabled-option'
  | 'inconsistent-path'
  | 'other-user'

export type LoadResult =
  | { status: 'none' }
  | { status: 'in-progress'; state: AssessmentState; updatedAt: string }
  | { status: 'finished'; state: AssessmentState; updatedAt: string }
  | { status: 'discarded'; reason: DiscardReason }
  /** IndexedDB could not be read (private mode, quota, blocked): start fresh, nothing to restore. */
  | { status: 'unavailable' }

let store: UseStore | undefined
function progressStore(): UseStore {
  store ??= createStore('reskilling-assessment', 'progress')
  return store
}

const keyFor = (email: string) => `progress:${normaliseEmail(email)}`

export async function saveProgress(email: string, state: AssessmentState): Promise<void> {
  const record: SavedProgress = {
    version: QUESTION_BANK_VERSION,
    email: normaliseEmail(email),
    state: { current: state.current, history: [...state.history], answers: { ...state.answers }, texts: { ...state.texts } },
    finished: state.result !== null,
    updatedAt: new Date().toISOString(),
  }
  await set(keyFor(email), record, progressStore())
}

export async function clearProgress(email: string): Promise<void> {
  await del(keyFor(email), progressStore())
}

export async function loadProgress(email: string): Promise<LoadResult> {
  let raw: unknown
  try {
    raw = await get(keyFor(email), progressStore())
  } catch {
    return { status: 'unavailable' }
  }
  if (raw === undefined) return { status: 'none' }
  return parseProgress(raw, email)
}

class Discard extends Error {
  constructor(readonly reason: DiscardReason) {
    super(reason)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function questionId(value: unknown): QuestionId {
  if (typeof value !== 'string') throw new Discard('shape')
  if (!isQuestionId(value)) throw new Discard('unknown-question')
  return value
}

function parseAnswers(value: unknown): Answers {
  if (!isRecord(value)) throw new Discard('shape')
  const answers: Answers = {}
  for (const [key, raw] of Object.entries(value)) {
    const id = questionId(key)
    if (typeof raw !== 'string') throw new Discard('shape')
    const option = findOption(getQuestion(id, QUESTION_BANK), raw)
    if (!option) throw new Discard('unknown-option')
    if (option.disabled) throw new Discard('disabled-option')
    // findOption matched a bank value, so this is an OptionValue.
    answers[id] = option.value as OptionValue
  }
  return answers
}

function parseTexts(value: unknown): Texts {
  if (!isRecord(value)) throw new Discard('shape')
  const texts: Texts = {}
  for (const [key, raw] of Object.entries(value)) {
    const id = questionId(key)
    if (typeof raw !== 'string') throw new Discard('shape')
    texts[id] = raw
  }
  return texts
}

/** Pure: validates a stored record for `email`. Exported for tests and for future migrations. */
export function parseProgress(raw: unknown, email: string): LoadResult {
  try {
    if (!isRecord(raw)) throw new Discard('shape')
    if (raw.version !== QUESTION_BANK_VERSION) throw new Discard('version')
    if (raw.email !== normaliseEmail(email)) throw new Discard('other-user')
    if (typeof raw.finished !== 'boolean' || typeof raw.updatedAt !== 'string' || !isRecord(raw.state)) {
      throw new Discard('shape')
    }
    const { current: rawCurrent, history: rawHistory } = raw.state
    if (!Array.isArray(rawHistory)) throw new Discard('shape')
    const current = questionId(rawCurrent)
    const history = rawHistory.map(questionId)
    const answers = parseAnswers(raw.state.answers)
    const texts = parseTexts(raw.state.texts)

    // Replay the path: every question on the history must be answered and lead to the next one,
    // so a hand-edited history cannot skip questions or reach a role the rules would not give.
    const path = [...history, current]
    if (path[0] !== 'q1') throw new Discard('inconsistent-path')
    for (let i = 0; i < history.length; i++) {
      const id = path[i] as QuestionId
      const step = decide(answers, id, texts)
      if (!isAnswered(answers, texts, id) || step.kind !== 'question' || step.questionId !== path[i + 1]) {
        throw new Discard('inconsistent-path')
      }
    }
    const base = { current, history, answers, texts, result: null }
    if (!raw.finished) return { status: 'in-progress', state: base, updatedAt: raw.updatedAt }
    const final = decide(answers, current, texts)
    if (!isAnswered(answers, texts, current) || final.kind !== 'outcome') throw new Discard('inconsistent-path')
    return {
      status: 'finished',
      state: { ...base, result: { outcome: final.outcome, trace: final.trace } },
      updatedAt: raw.updatedAt,
    }
  } catch (error) {
    if (error instanceof Discard) return { status: 'discarded', reason: error.reason }
    throw error
  }
}
