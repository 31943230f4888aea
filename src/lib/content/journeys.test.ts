// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { JOURNEY_STEPS } from './journey-steps'
import { LEARNING_JOURNEYS } from './learning-journeys'
import { MANDATORY_COURSES } from './mandatory-courses'

describe('journey content', () => {
  it('has the three mandatory courses of docs/product.md (Offer)', () => {
    expect(MANDATORY_COURSES.map((c) => c.title)).toEqual([
      'Generative AI Fundamentals',
      'Prompt Engineering',
      'Bias and Hallucination',
    ])
  })

  it('has the four learning journeys with exactly one focus: non-AI to AI reskilling', () => {
    expect(LEARNING_JOURNEYS).toHaveLength(4)
    expect(new Set(LEARNING_JOURNEYS.map((j) => j.id)).size).toBe(4)
    const focus = LEARNING_JOURNEYS.filter((j) => j.focus)
    expect(focus).toHaveLength(1)
    expect(focus[0]).toMatchObject({ kind: 'Reskilling', from: 'Non-AI role', to: 'AI role' })
    // Upskilling never changes the kind of role; reskilling always does.
    for (const j of LEARNING_JOURNEYS) expect(j.kind === 'Upskilling').toBe(j.from === j.to)
  })

  it('numbers the journey steps 1..n with unique ids', () => {
    expect(JOURNEY_STEPS.map((s) => s.number)).toEqual(JOURNEY_STEPS.map((_, i) => i + 1))
    expect(new Set(JOURNEY_STEPS.map((s) => s.id)).size).toBe(JOURNEY_STEPS.length)
  })
})
