import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEGREE_MAP, FUNCTION_MAP, MAJOR_MAP } from '~/lib/content/role-maps'
import { FOUNDATIONAL_TRACK, ROLE_TITLES, type Outcome } from '~/lib/content/roles'
import {
  LAST_RESORT_ROLE,
  back,
  canProceed,
  choose,
  decide,
  initialState,
  next,
  setText,
  stripNumberPrefix,
  type AssessmentState,
} from './engine'
import { QUESTION_BANK, QUESTION_IDS, getQuestion, type OptionValue, type QuestionId } from './question-bank'

/** Answers each value in turn (typing text where needed) and presses Next after each. */
function walk(values: readonly string[], from: AssessmentState = initialState()): AssessmentState {
  let state = from
  for (const value of values) {
    if (state.result) throw new Error(`outcome reached before answering ${value}`)
    state = choose(state, value)
    if (state.answers[state.current] !== value) throw new Error(`${value} was refused on ${state.current}`)
    state = setText(state, `details for ${value}`)
    const before = state
    state = next(state)
    if (state === before) throw new Error(`Next did nothing on ${state.current}`)
  }
  return state
}

const path = (s: AssessmentState): QuestionId[] => [...s.history, s.current]

// Q1..Q8 with the answers that drive the rules; Q4, Q6, Q7 are neutral.
const upToQ8 = (q2: string, q3: string, q5: string, q8: string) => ['A5', q2, q3, 'D2', q5, 'F3', 'G11', q8]

describe('question bank', () => {
  it('has the 13 questions in spec order', () => {
    expect(QUESTION_BANK.map((q) => q.number)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9.1',
      '9.2',
      '9.3',
      '9.4',
      '9.5',
    ])
    expect(QUESTION_BANK.map((q) => q.id)).toEqual([...QUESTION_IDS])
  })

  it.each([
    ['q1', 'A', 10],
    ['q2', 'B', 7],
    ['q3', 'C', 12],
    ['q4', 'D', 6],
    ['q5', 'E', 3],
    ['q6', 'F', 6],
    ['q7', 'G', 28],
    ['q8', 'H', 2],
    ['q9_1', 'I', 11],
    ['q9_2', 'J', 7],
    ['q9_3', 'K', 6],
    ['q9_4', 'L', 8],
    ['q9_5', 'M', 7],
  ] as const)('%s offers %s1–%s%i', (id, letter, count) => {
    const values = getQuestion(id).options.map((o) => o.value)
    expect(values).toEqual(Array.from({ length: count }, (_, i) => `${letter}${i + 1}`))
  })

  it('disables only A10, asks for text exactly on B1–B7, C12 and G27, and scrolls only Q7', () => {
    const all = QUESTION_BANK.flatMap((q) => q.options)
    expect(all.filter((o) => o.disabled).map((o) => o.value)).toEqual(['A10'])
    expect(all.filter((o) => o.requireText).map((o) => o.value)).toEqual([
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'B7',
      'C12',
      'G27',
    ])
    expect(QUESTION_BANK.filter((q) => q.scroll).map((q) => q.id)).toEqual(['q7'])
  })

  it('prefixes 9.1–9.3 role labels with the role number', () => {
    for (const id of ['q9_1', 'q9_2', 'q9_3'] as const) {
      for (const option of getQuestion(id).options.slice(0, -1)) {
        const title = stripNumberPrefix(option.label)
        const number = ROLE_TITLES.indexOf(title as (typeof ROLE_TITLES)[number]) + 1
        expect(number, option.label).toBeGreaterThan(0)
        expect(option.label).toBe(`${number}) ${title}`)
      }
    }
  })
})

describe('Q1: competence', () => {
  it.each(['A1', 'A2'])('%s ends in the Foundational Track at once', (value) => {
    const state = walk([value])
    expect(state.result?.outcome).toBe(FOUNDATIONAL_TRACK)
    expect(state.result?.trace.rule).toBe('q1-foundational')
    expect(state.result?.trace.summary).toMatch(
      new RegExp(`^You rated your AI competence ${value.slice(1)} of 10, so `),
    )
  })

  it.each(['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9'])('%s moves on to Q2', (value) => {
    const state = walk([value])
    expect(state.result).toBeNull()
    expect(state.current).toBe('q2')
  })

  it('refuses the disabled A10', () => {
    const state = choose(initialState(), 'A10')
    expect(state.answers.q1).toBeUndefined()
    expect(canProceed(state)).toBe(false)
  })
})

describe('the role maps (src/lib/content/role-maps.ts)', () => {
  const MAPS = [
    ['q3', FUNCTION_MAP, 'Function map'],
    ['q9_4', MAJOR_MAP, 'Major map'],
    ['q9_5', DEGREE_MAP, 'Degree map'],
  ] as const

  it.each(MAPS)('give a role for every option of %s', (id, map) => {
    expect(Object.keys(map).sort()).toEqual(
      getQuestion(id)
        .options.map((option) => option.value)
        .sort(),
    )
  })

  /**
   * docs/assessment.md (Maps) in words, read back: "- **Major map** (9.4 → role): `L1` Agent
   * Architect · `L2` Sales Advocate · `L3`, `L4` Compliance Guardian." → { L1: 'Agent Architect', … }.
   */
  function documentedMap(name: string): Record<string, string> {
    const docs = readFileSync(join(import.meta.dirname, '../../../docs/assessment.md'), 'utf8')
    const item = new RegExp(String.raw`^- \*\*${name}\*\* \([^)]*\): ([\s\S]*?)(?=\n- |\n\n)`, 'm').exec(docs)?.[1]
    if (!item) throw new Error(`docs/assessment.md has no "${name}" item`)
    const map: Record<string, string> = {}
    for (const clause of item.replace(/\s+/g, ' ').replace(/\.$/, '').split(' · ')) {
      const role = clause.replace(/`[^`]+`,? ?/g, '').trim()
      for (const [, value = ''] of clause.matchAll(/`([^`]+)`/g)) map[value] = role
    }
    return map
  }

  it.each(MAPS)('say for %s what docs/assessment.md (Maps) says', (_id, map, name) => {
    expect(documentedMap(name)).toEqual(map)
  })
})

describe('function map (Q8 = H2, Q5 = E3)', () => {
  // Every entry of the one function map.
  it.each(Object.entries(FUNCTION_MAP))('%s gives %s after Q8', (q3, role) => {
    const state = walk(upToQ8('B2', q3, 'E3', 'H2'))
    expect(state.result?.outcome).toBe(role)
    expect(state.result?.trace.rule).toBe('q8-unsure-function-map')
    expect(path(state)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'])
  })

  it.each(['B1', 'B2', 'B3', 'B7'])('applies for background %s', (q2) => {
    expect(walk(upToQ8(q2, 'C11', 'E3', 'H2')).result?.outcome).toBe('AI Executive')
  })

  it('does not apply to a creative background: B6 goes on to 9.1', () => {
    const state = walk(upToQ8('B6', 'C11', 'E3', 'H2'))
    expect(state.result).toBeNull()
    expect(state.current).toBe('q9_1')
  })

  it('names the function and the text in the trace', () => {
    const state = walk(upToQ8('B2', 'C12', 'E3', 'H2'))
    expect(state.result?.trace.summary).toContain('you work in Other (“details for C12”)')
    expect(state.result?.trace.facts.map((f) => f.questionId)).toEqual(['q2', 'q3', 'q5', 'q8'])
  })
})

describe('Domain Visionary', () => {
  it.each(['B4', 'B5'])('held back for %s and shown right after Q7, before Q8', (q2) => {
    const state = walk(['A5', q2, 'C1', 'D1', 'E2', 'F2', 'G4'])
    expect(state.result?.outcome).toBe('Domain Visionary')
    expect(state.result?.trace.rule).toBe('q7-held-back-domain-visionary')
    expect(state.current).toBe('q7')
  })

  it('is not held back for other backgrounds', () => {
    expect(walk(['A5', 'B1', 'C1', 'D1', 'E2', 'F2', 'G4']).current).toBe('q8')
  })

  it('follows from Q8 = H1', () => {
    const state = walk(upToQ8('B1', 'C1', 'E2', 'H1'))
    expect(state.result?.outcome).toBe('Domain Visionary')
    expect(state.result?.trace.rule).toBe('q8-domain-expert')
  })

  it('is no longer held back after changing Q2 from B4 to B1', () => {
    let state = walk(['A5', 'B4', 'C1', 'D1', 'E2', 'F2'])
    while (state.current !== 'q2') state = back(state)
    state = walk(['B1', 'C1', 'D1', 'E2', 'F2', 'G4'], state)
    expect(state.result).toBeNull()
    expect(state.current).toBe('q8')
  })
})

describe('VITA Creator for a creative background staying in role (B6 + E1)', () => {
  it('decides after Q5', () => {
    const state = walk(['A5', 'B6', 'C3', 'D2', 'E1'])
    expect(state.result?.outcome).toBe('VITA Creator')
    expect(state.result?.trace.rule).toBe('q5-creative-staying')
    expect(state.current).toBe('q5')
  })

  it('decides after Q2 when Q5 = E1 is already answered (Back, then B6)', () => {
    let state = walk(['A5', 'B1', 'C1', 'D2', 'E1', 'F3'])
    expect(state.current).toBe('q7')
    while (state.current !== 'q2') state = back(state)
    expect(state.answers.q5).toBe('E1')
    state = walk(['B6'], state)
    expect(state.result?.outcome).toBe('VITA Creator')
    expect(state.result?.trace.rule).toBe('q2-creative-staying')
    expect(state.current).toBe('q2')
  })

  it('does not read a Q5 choice that was never sent (chosen, then Back without Next)', () => {
    let state = choose(walk(['A5', 'B6', 'C3', 'D2']), 'E1')
    while (state.current !== 'q2') state = back(state)
    expect(state.answers.q5).toBe('E1')
    state = next(state)
    expect(state.result).toBeNull()
    expect(state.current).toBe('q3')
  })

  it('no longer reads a sent Q5 once it is changed (Back, change, Back)', () => {
    let state = walk(['A5', 'B1', 'C1', 'D2', 'E1'])
    state = back(choose(back(state), 'E2'))
    while (state.current !== 'q2') state = back(state)
    state = walk(['B6'], state)
    expect(state.result).toBeNull()
    expect(state.current).toBe('q3')
  })

  it.each(['E2', 'E3'])('B6 with %s continues', (q5) => {
    expect(walk(['A5', 'B6', 'C3', 'D2', q5]).current).toBe('q6')
  })
})

describe('Q8 branching when staying in role (E1)', () => {
  it.each([
    ['B1', 'q9_2'],
    ['B2', 'q9_5'],
    ['B3', 'q9_3'],
    ['B7', 'q9_4'],
  ])('%s goes to %s', (q2, target) => {
    const state = walk(upToQ8(q2, 'C4', 'E1', 'H2'))
    expect(state.result).toBeNull()
    expect(state.current).toBe(target)
  })

  it('goes to 9.1 for a background without a branch', () => {
    // B4/B5 end at Q7 and B6+E1 at Q5, so only decide() can reach this line.
    expect(decide({ q2: 'B5', q3: 'C1', q5: 'E1', q8: 'H2' }, 'q8')).toEqual({ kind: 'question', questionId: 'q9_1' })
  })

  it.each([
    ['B1', 'E2'],
    ['B3', 'E2'],
    ['B6', 'E3'],
  ])('%s with %s goes to 9.1', (q2, q5) => {
    expect(walk(upToQ8(q2, 'C4', q5, 'H2')).current).toBe('q9_1')
  })
})

describe('9.1, 9.2, 9.3: role choice', () => {
  const roleCases: Array<[QuestionId, string[], string, Outcome]> = [
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I1', 'Fine Tuner'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I2', 'Agent Architect'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I3', 'Data Annotator'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I4', 'DAC Consultant'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I5', 'Sales Advocate'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I6', 'Compliance Guardian'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I7', 'Security Specialist'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I8', 'AI Executive'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I9', 'Program Overseer'],
    ['q9_1', upToQ8('B1', 'C1', 'E2', 'H2'), 'I10', 'Infrastructure Catalyst'],
    ['q9_1', upToQ8('B1', 'C7', 'E2', 'H2'), 'I11', 'Program Overseer'],
    ['q9_2', upToQ8('B1', 'C3', 'E1', 'H2'), 'J1', 'Agent Architect'],
    ['q9_2', upToQ8('B1', 'C3', 'E1', 'H2'), 'J2', 'Fine Tuner'],
    ['q9_2', upToQ8('B1', 'C3', 'E1', 'H2'), 'J3', 'Data Annotator'],
    ['q9_2', upToQ8('B1', 'C3', 'E1', 'H2'), 'J4', 'DAC Consultant'],
    ['q9_2', upToQ8('B1', 'C3', 'E1', 'H2'), 'J5', 'Security Specialist'],
    ['q9_2', upToQ8('B1', 'C3', 'E1', 'H2'), 'J6', 'Infrastructure Catalyst'],
    ['q9_2', upToQ8('B1', 'C3', 'E1', 'H2'), 'J7', 'VITA Creator'],
    ['q9_3', upToQ8('B3', 'C1', 'E1', 'H2'), 'K1', 'DAC Consultant'],
    ['q9_3', upToQ8('B3', 'C1', 'E1', 'H2'), 'K2', 'Sales Advocate'],
    ['q9_3', upToQ8('B3', 'C1', 'E1', 'H2'), 'K3', 'Compliance Guardian'],
    ['q9_3', upToQ8('B3', 'C1', 'E1', 'H2'), 'K4', 'AI Executive'],
    ['q9_3', upToQ8('B3', 'C1', 'E1', 'H2'), 'K5', 'Program Overseer'],
    ['q9_3', upToQ8('B3', 'C10', 'E1', 'H2'), 'K6', 'Compliance Guardian'],
  ]

  it.each(roleCases)('%s: %s… then %s gives %s', (question, prefix, choice, role) => {
    const before = walk(prefix)
    expect(before.current).toBe(question)
    const state = walk([choice], before)
    expect(state.result?.outcome).toBe(role)
  })

  it('labels the trace of a chosen role without its number', () => {
    const state = walk([...upToQ8('B1', 'C1', 'E2', 'H2'), 'I2'])
    expect(state.result?.trace.rule).toBe('q9-role-choice')
    expect(state.result?.trace.summary).toBe(
      'You chose Agent Architect as your target role, so Agent Architect is your target role.',
    )
  })

  it('uses the function map for Uncertain and says so', () => {
    const state = walk([...upToQ8('B1', 'C11', 'E2', 'H2'), 'I11'])
    expect(state.result?.outcome).toBe('AI Executive')
    expect(state.result?.trace.rule).toBe('q9-uncertain-function-map')
    expect(state.result?.trace.summary).toMatch(
      /^You work in Executives or Leadership and you were not sure which role/,
    )
  })

  it('moves on to the next question when Uncertain meets no function (Q3 missing)', () => {
    expect(decide({ q9_1: 'I11' }, 'q9_1')).toEqual({ kind: 'question', questionId: 'q9_2' })
    expect(decide({ q9_3: 'K6' }, 'q9_3')).toEqual({ kind: 'question', questionId: 'q9_4' })
  })
})

describe('9.4 major map and 9.5 degree map', () => {
  it.each(Object.entries(MAJOR_MAP))('major %s gives %s', (major, role) => {
    const state = walk([...upToQ8('B7', 'C11', 'E1', 'H2'), major])
    expect(path(state).at(-1)).toBe('q9_4')
    expect(state.result?.outcome).toBe(role)
    expect(state.result?.trace.rule).toBe('q9_4-major-map')
  })

  it.each(Object.entries(DEGREE_MAP))('degree %s gives %s', (degree, role) => {
    const state = walk([...upToQ8('B2', 'C1', 'E1', 'H2'), degree])
    expect(path(state).at(-1)).toBe('q9_5')
    expect(state.result?.outcome).toBe(role)
    expect(state.result?.trace.rule).toBe('q9_5-degree-map')
  })

  // A future bank option without a map entry: simulated with a value the maps do not know.
  const unmapped = 'L99' as OptionValue
  it('falls back to the function map when the major map has no entry', () => {
    const step = decide({ q3: 'C3', q9_4: unmapped }, 'q9_4')
    expect(step).toMatchObject({ kind: 'outcome', outcome: 'VITA Creator', trace: { rule: 'no-entry-function-map' } })
  })

  it('moves on from 9.4 and ends in the last-resort role after 9.5 when nothing decides', () => {
    expect(decide({ q9_4: unmapped }, 'q9_4')).toEqual({ kind: 'question', questionId: 'q9_5' })
    const step = decide({ q9_5: unmapped }, 'q9_5')
    expect(step).toMatchObject({ kind: 'outcome', outcome: LAST_RESORT_ROLE, trace: { rule: 'last-resort' } })
  })
})

describe('history: Next, Back and re-answering', () => {
  it('Back returns to the previous question with its answer and text', () => {
    let state = walk(['A5', 'B3'])
    expect(state.current).toBe('q3')
    state = back(state)
    expect(state.current).toBe('q2')
    expect(state.answers.q2).toBe('B3')
    expect(state.texts.q2).toBe('details for B3')
    expect(canProceed(state)).toBe(true)
    state = back(state)
    expect(state.current).toBe('q1')
    expect(back(state)).toBe(state)
  })

  it('re-evaluates from a changed answer', () => {
    let state = walk([...upToQ8('B1', 'C1', 'E1', 'H2')])
    expect(state.current).toBe('q9_2')
    state = back(state)
    state = walk(['H1'], state)
    expect(state.result?.outcome).toBe('Domain Visionary')
  })

  it('Back from a result returns to the deciding question', () => {
    let state = walk(['A1'])
    state = back(state)
    expect(state.result).toBeNull()
    expect(state.current).toBe('q1')
    state = walk(['A9'], state)
    expect(state.current).toBe('q2')
  })

  it('Next does nothing until an option is chosen', () => {
    const state = initialState()
    expect(canProceed(state)).toBe(false)
    expect(next(state)).toBe(state)
  })

  it('Next needs non-blank text for an option that asks for it', () => {
    let state = walk(['A5'])
    state = choose(state, 'B1')
    expect(canProceed(state)).toBe(false)
    state = setText(state, '   \n\t ')
    expect(canProceed(state)).toBe(false)
    expect(next(state).current).toBe('q2')
    state = setText(state, 'Network engineer')
    expect(canProceed(state)).toBe(true)
  })

  it('does not ask for text on options that need none', () => {
    const state = choose(walk(['A5', 'B1']), 'C1')
    expect(canProceed(state)).toBe(true)
  })

  it('refuses values that belong to another question', () => {
    const state = initialState()
    expect(choose(state, 'B1')).toBe(state)
    expect(choose(state, '<script>')).toBe(state)
  })
})
