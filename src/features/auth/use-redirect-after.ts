import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** docs/product.md (Behaviour, Numbers): after signup or a reset, go to /login after 2 seconds. */
export const REDIRECT_DELAY_MS = 2000

/** Schedules a navigation once `start()` is called; cancelled if the screen unmounts first. */
export function useRedirectAfter(to: string, delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate()
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    if (!armed) return
    const timer = setTimeout(() => void navigate({ to }), delayMs)
    return () => clearTimeout(timer)
  }, [armed, delayMs, navigate, to])
  return { start: () => setArmed(true), redirecting: armed }
}
