import { sessionStore } from '~/lib/session'
import { demoBackend } from './demo-backend'

/**
 * "Remove my data" in demo mode (docs/architecture.md (Demo mode)): the demo backend's accounts on this device go
 * too, with their password hashes, sessions, links and mails; only the seeded account is left. The visitor's own
 * session went with them, so the app logs out.
 */
export async function clearDemoAccounts(): Promise<void> {
  const backend = await demoBackend()
  await backend.resetDb()
  sessionStore.logout()
}
