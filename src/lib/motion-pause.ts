/**
 * One switch for all decorative motion on the page (WCAG 2.2.2): pausing a hero video also
 * stops the floating shapes, so nothing moves once a user asked it to stop.
 */
import { useSyncExternalStore } from 'react'

let paused = false
const listeners = new Set<() => void>()

export function setMotionPaused(next: boolean): void {
  if (paused === next) return
  paused = next
  for (const listener of listeners) listener()
}

export function useMotionPaused(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => paused,
    () => false,
  )
}
