/**
 * Toast notifications. react-toastify is loaded on first use, so pages that never show a toast
 * never download it (keep it off the critical path;
 * docs/decisions/0088-byte-guards-with-headroom.md).
 */
export async function notify(kind: 'info' | 'success' | 'warning' | 'error', message: string): Promise<void> {
  // Same module as the container in toast-host.tsx, or the toast would go to another event bus.
  const { toast } = await import('react-toastify/unstyled')
  toast[kind](message)
}
