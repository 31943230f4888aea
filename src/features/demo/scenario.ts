/**
 * The demo's backend scenario (docs/architecture.md (Demo mode)): the failure mode kept in
 * localStorage `demo:fail`, which the in-page mock backend reads on every request, so a switch
 * applies to the next request and survives reloads. The badge shows it, the demo controls change it.
 */
import { useSyncExternalStore } from 'react'
import { FAILURE_MODE_KEY, parseFailureMode, type FailureMode } from '~mocks/config'
import { SCENARIO_CHANGED, subscribeScenario } from './scenario-signal'

function read(): FailureMode {
  try {
    return parseFailureMode(localStorage.getItem(FAILURE_MODE_KEY))
  } catch {
    return 'none'
  }
}

/** The active scenario; "none" on the server and while hydrating, so the markup matches. */
export const useScenario = (): FailureMode => useSyncExternalStore(subscribeScenario, read, () => 'none')

/** Switches the scenario ("none": back to normal, the key removed). */
export function setScenario(mode: FailureMode): void {
  if (mode === 'none') localStorage.removeItem(FAILURE_MODE_KEY)
  else localStorage.setItem(FAILURE_MODE_KEY, mode)
  dispatchEvent(new Event(SCENARIO_CHANGED))
}
