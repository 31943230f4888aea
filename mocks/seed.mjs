/**
 * The seeded demo account: the one activated user the mock backend starts with (docs/architecture.md
 * (Demo mode)). The one home of its address and password: the demo banner shows them, the mock
 * database seeds them, and tests and scripts sign in with them. Plain JavaScript (types in
 * seed.d.mts) so Node scripts import it as the app does.
 */
// A plain literal, no call around it: a real-backend build then drops it with the demo code.
export const SEEDED_ACCOUNT = {
  name: 'Alex Learner',
  email: 'learner@example.com',
  password: 'reskill-demo-2026',
}
