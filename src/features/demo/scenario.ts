/**
 * The demo's backend scenario (docs/architecture.md (Demo mode)): a scenario id of
 * mocks/scenarios.ts kept in localStorage `demo:fail`, which the in-page mock backend reads on every request, so a switch
 * applies to the next request and survives reloads. The badge shows it, the demo controls change it.
 */
import { useSyncExternalStore } from 'react'
import { DEFAULT_SCENARIO, DEMO_SCENARIO_KEY, parseScenario, type ScenarioId } from '~mocks/scenarios'
import { SCENARIO_CHANGED, subscribeScenario } from './scenario-signal'

function read(): ScenarioId {
  try {
    return parseScenario(localStorage.getItem(DEMO_SCENARIO_KEY))
  } catch {
    return DEFAULT_SCENARIO
  }
}

/** The active scenario; the default on the server and while hydrating, so the markup matches. */
export const useScenario = (): ScenarioId => useSyncExternalStore(subscribeScenario, read, () => DEFAULT_SCENARIO)

/** Switches the scenario (the default: back to normal, the key removed). */
export function setScenario(id: ScenarioId): void {
  if (id === DEFAULT_SCENARIO) localStorage.removeItem(DEMO_SCENARIO_KEY)
  else localStorage.setItem(DEMO_SCENARIO_KEY, id)
  dispatchEvent(new Event(SCENARIO_CHANGED))
}
