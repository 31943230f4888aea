/** How a link was shared: the share sheet, the clipboard, or neither (show it to copy by hand). */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual'

/**
 * Shares a link with the system share sheet where there is one (navigator.share), otherwise copies
 * it to the clipboard. Loaded on the first click: the plan pages' critical code stays small.
 */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  const data = { title, url }
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      // The visitor closed the share sheet: nothing to say. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    return 'copied'
  } catch {
    // No clipboard access (permissions, an insecure origin): the page shows the link instead.
    return 'manual'
  }
}
