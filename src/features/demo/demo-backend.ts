/** Loads the in-page mock backend (a chunk of its own, fetched only in demo builds). */
import { apiBaseUrl } from '~/lib/api-config'

export const loadDemoBackend = () => import('~mocks/browser')

export async function startDemoBackend(): Promise<void> {
  const backend = await loadDemoBackend()
  backend.startDemoBackend(apiBaseUrl)
}
