/**
 * Runs small steps of work that can wait, one after another, in the main thread's idle moments:
 * as many as fit in each idle period, so none of it ever holds up a keystroke or a frame.
 * Browsers without requestIdleCallback (Safari) run one step per short timer.
 */
export function runInIdleSteps(steps: Iterable<() => void>): void {
  const pending = steps[Symbol.iterator]()
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run)
    else window.setTimeout(run, 16)
  }
  const run = (deadline?: IdleDeadline) => {
    do {
      const step = pending.next()
      if (step.done) return
      step.value()
    } while (deadline && deadline.timeRemaining() > 2)
    schedule()
  }
  schedule()
}
