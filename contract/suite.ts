/**
 * The contract suite over one backend: every check of contract/checks.ts, the required ones and
 * the recommended ones in groups of their own, then a tally of each. A required check that breaks
 * fails the run; a recommended one is reported as not met (and fails only with CONTRACT_STRICT=1,
 * `--strict`). A check that cannot run here is skipped with its reason.
 */
import { afterAll, describe, it } from 'vitest'
import { CHECKS, type Level } from './checks'
import { ContractSkip, ContractViolation, type ContractTarget } from './http'

type Outcome = 'met' | 'not met' | 'skipped'

const LEVELS: readonly Level[] = ['required', 'recommended']

export function contractSuite(label: string, target: () => ContractTarget) {
  const strict = /^(1|true|yes)$/i.test(process.env.CONTRACT_STRICT ?? '')
  const outcomes: Record<Level, Outcome[]> = { required: [], recommended: [] }
  const notMet: string[] = []

  describe(label, () => {
    const groups = [
      ...LEVELS.map((level) => [level, level, CHECKS.filter((item) => item.level === level && !item.last)] as const),
      ...LEVELS.map(
        (level) =>
          [
            level,
            `${level}, run last (a lockout)`,
            CHECKS.filter((item) => item.level === level && item.last),
          ] as const,
      ),
    ].filter(([, , checks]) => checks.length > 0)
    for (const [level, title, checks] of groups) {
      describe(title, () => {
        for (const { name, check } of checks) {
          it(name, async (context) => {
            try {
              await check(target())
              outcomes[level].push('met')
            } catch (error) {
              if (error instanceof ContractSkip) {
                outcomes[level].push('skipped')
                context.skip(error.message)
              }
              outcomes[level].push('not met')
              if (level === 'recommended' && !strict && error instanceof ContractViolation) {
                notMet.push(`  recommended, not met: ${name}\n    ${error.message.replace(/\n/g, '\n    ')}`)
                context.skip(`not met (recommended): ${error.message}`)
              }
              throw error
            }
          })
        }
      })
    }

    afterAll(() => {
      const count = (level: Level, outcome: Outcome) => outcomes[level].filter((item) => item === outcome).length
      const line = (level: Level) =>
        `  ${level.padEnd(11)} ${count(level, 'met')} met, ${count(level, 'not met')} not met, ${count(level, 'skipped')} skipped (of ${CHECKS.filter((item) => item.level === level).length})`
      console.log([`Contract at ${label}:`, ...LEVELS.map(line), ...notMet].join('\n'))
    })
  })
}
