/**
 * The banner's view of the demo scenario (docs/architecture.md (Demo mode)): only whether one is on.
 * Part of every page, so it carries no labels and no mock backend code; the badge that names the
 * scenario (ScenarioBadge, with the demo controls) loads when one is on.
 */
import { localStore } from '~/lib/storage'

/** localStorage key of the scenario: DEMO_SCENARIO_KEY of mocks/scenarios.ts, written out so every
 * page does not load that module (demo-controls.test.tsx fails if the two differ). */
const KEY = 'demo:fail'

/** Fired in this tab when the demo controls switch the scenario. */
export const SCENARIO_CHANGED = 'demo:scenario'

// `storage` reports another tab's switch.
const EVENTS = ['storage', SCENARIO_CHANGED]

export function subscribeScenario(listener: () => void): () => void {
  for (const type of EVENTS) addEventListener(type, listener)
  return () => EVENTS.forEach((type) => removeEventListener(type, listener))
}

export const scenarioIsOn = (): boolean => Boolean(localStore.get(KEY))
