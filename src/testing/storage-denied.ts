/** Test helper: IndexedDB as a browser that blocks site data offers it. */

/**
 * IndexedDB refuses to open: by throwing a SecurityError at once (Firefox) or by an error event
 * (Chromium's "UnknownError"). Returns the restore.
 */
export function denyIndexedDb(how: 'throws' | 'error event' = 'throws'): () => void {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB')
  const open = () => {
    if (how === 'throws') throw new DOMException('Access is denied for this document.', 'SecurityError')
    const request: Partial<IDBOpenDBRequest> = {}
    setTimeout(() => request.onerror?.call(request as IDBOpenDBRequest, { preventDefault() {} } as Event))
    return request as IDBOpenDBRequest
  }
  Object.defineProperty(globalThis, 'indexedDB', { value: { open }, configurable: true })
  return () => {
    if (original) Object.defineProperty(globalThis, 'indexedDB', original)
  }
}
