/**
 * Turns a failed call into the message the user sees (docs/product.md (Messages)): the server's own `message`
 * (or `msg`) first, then the call's fallback text. Offline and time-outs get their own
 * clear wording instead of a generic failure.
 */
import { isRecord } from './is-record'

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again — what you typed is kept.'
export const UNREACHABLE_MESSAGE =
  'We could not reach the server. Check your connection and try again — what you typed is kept.'
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.'
/** The same for a page that only loads data: it has no input to keep. */
export const OFFLINE_PAGE_MESSAGE = 'You appear to be offline. Check your connection and try again.'
export const UNREACHABLE_PAGE_MESSAGE = 'We could not reach the server. Check your connection and try again.'

type ResponseLike = { status: number; data?: unknown; headers?: { get?: (name: string) => string | null } }

function isResponseLike(value: unknown): value is ResponseLike {
  return isRecord(value) && typeof value.status === 'number'
}

/** A server text is shown only if it reads like a sentence, never an HTML error page. */
function usableText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text === '' || text.length > 300 || /<[a-z!/]/i.test(text)) return undefined
  return text
}

/** The server's own message from a response body, `message` before `msg`. */
export function serverMessage(data: unknown, fields: ReadonlyArray<'message' | 'msg'> = ['message', 'msg']) {
  if (!isRecord(data)) return undefined
  for (const field of fields) {
    const text = usableText(data[field])
    if (text) return text
  }
  return undefined
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or undefined when no response came back. */
    readonly status: number | undefined,
    /** Seconds to wait before retrying (429 Retry-After), when the server said so. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Runs a call and rethrows any failure as an ApiError carrying the user-facing message. */
export async function withFailureMessage<T>(
  call: () => Promise<T>,
  fallback: string,
  options: {
    fields?: ReadonlyArray<'message' | 'msg'>
    useErrorMessage?: boolean
    /** False for a call made by a page without a form: its messages do not promise kept input. */
    keepsInput?: boolean
  } = {},
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isResponseLike(error)) {
      const retryHeader = error.headers?.get?.('retry-after')
      const retryAfter = retryHeader ? Number.parseInt(retryHeader, 10) : Number.NaN
      const message = serverMessage(error.data, options.fields) ?? fallback
      throw new ApiError(message, error.status, Number.isFinite(retryAfter) ? retryAfter : undefined)
    }
    // No response came back: the message says why, when it can tell.
    const keepsInput = options.keepsInput ?? true
    let message = fallback
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      message = keepsInput ? OFFLINE_MESSAGE : OFFLINE_PAGE_MESSAGE
    } else if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      message = TIMEOUT_MESSAGE
    } else if (error instanceof TypeError) {
      message = keepsInput ? UNREACHABLE_MESSAGE : UNREACHABLE_PAGE_MESSAGE
    } else if (options.useErrorMessage && error instanceof Error && usableText(error.message)) {
      // forgot-password (docs/product.md (Messages)): "the error's own message" comes before the generic fallback.
      message = error.message
    }
    throw new ApiError(message, undefined)
  }
}
