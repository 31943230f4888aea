/**
 * Deletes what this device keeps for a learner, each store loaded only when asked to; every store is
 * tried even if one fails, and the first failure is passed on.
 */
async function removeAll(removals: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(removals)).find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * The saved assessment progress, the attempt history and the study record (shortlist, courses done,
 * schedule): "Remove my data from this device".
 */
export async function removeAssessmentData(email: string): Promise<void> {
  const [progress, history, study] = await Promise.all([
    import('./progress-store'),
    import('./history/history-store'),
    import('~/lib/study-record'),
  ])
  await removeAll([progress.clearProgress(email), history.clearHistory(email), study.removeStudyRecord(email)])
}

/** Everything of the learner's: the assessment data and the target role (what logout removes). */
export async function removeLearnerData(email: string): Promise<void> {
  const targetRole = await import('~/lib/target-role')
  await removeAll([removeAssessmentData(email), targetRole.removeTargetRole(email)])
}
