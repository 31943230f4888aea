/**
 * The demo's backend scenario (docs/architecture.md (Demo mode)): a scenario id of
 * mocks/scenarios.ts kept in localStorage `demo:fail`, which the in-page mock backend reads on every request, so a switch
 * applies to the next request and survives reloads. The badge shows it, the demo controls change it.
 */
import { useSyncExternalStore } from 'react'
import { localStore } from '~/lib/storage'
import { DEFAULT_SCENARIO, DEMO_SCENARIO_KEY, parseScenario, type ScenarioId } from '~mocks/scenarios'
import { SCENARIO_CHANGED, subscribeScenario } from './scenario-signal'

const read = (): ScenarioId => parseScenario(localStore.get(DEMO_SCENARIO_KEY))

/** The active scenario; the default on the server and while hydrating, so the markup matches. */
export const useScenario = (): ScenarioId => useSyncExternalStore(subscribeScenario, read, () => DEFAULT_SCENARIO)

/** Switches the scenario (the default: back to normal, the key removed). */
export function setScenario(id: ScenarioId): void {
  if (id === DEFAULT_SCENARIO) localStore.remove(DEMO_SCENARIO_KEY)
  else localStore.set(DEMO_SCENARIO_KEY, id)
  dispatchEvent(new Event(SCENARIO_CHANGED))
}
