export const POLICY_IDS = ['privacy', 'cookies', 'terms', 'refund'] as const
export type PolicyId = (typeof POLICY_IDS)[number]
