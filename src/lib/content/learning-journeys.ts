/**
 * docs/product.md (Offer): the four learning journeys. Upskilling stays in the same role; reskilling moves to the
 * beginner level of a new skill outside the current role. The provider focuses on non-AI → AI.
 */
export type LearningJourney = {
  id: 'upskill-non-ai' | 'reskill-ai-to-non-ai' | 'upskill-ai' | 'reskill-non-ai-to-ai'
  kind: 'Upskilling' | 'Reskilling'
  from: 'Non-AI role' | 'AI role'
  to: 'Non-AI role' | 'AI role'
  title: string
  description: string
  /** The journey this provider specialises in. */
  focus: boolean
}

export const LEARNING_JOURNEYS: readonly LearningJourney[] = [
  {
    id: 'upskill-non-ai',
    kind: 'Upskilling',
    from: 'Non-AI role',
    to: 'Non-AI role',
    title: 'Upskilling within your current role',
    description:
      'You deepen the skills of the job you already do, for example an accountant learning new reporting standards.',
    focus: false,
  },
  {
    id: 'reskill-ai-to-non-ai',
    kind: 'Reskilling',
    from: 'AI role',
    to: 'Non-AI role',
    title: 'Reskilling from an AI role to a non-AI role',
    description:
      'An AI specialist moves into a different field, such as management or teaching, starting at its beginner level.',
    focus: false,
  },
  {
    id: 'upskill-ai',
    kind: 'Upskilling',
    from: 'AI role',
    to: 'AI role',
    title: 'Upskilling within an AI role',
    description: 'An AI practitioner keeps pace with new models, tools and methods in the role they already hold.',
    focus: false,
  },
  {
    id: 'reskill-non-ai-to-ai',
    kind: 'Reskilling',
    from: 'Non-AI role',
    to: 'AI role',
    title: 'Reskilling from a non-AI role to an AI role',
    description:
      'You move from your current profession into one of twelve new AI/GenAI roles, starting at the beginner level and growing from there. This is our focus.',
    focus: true,
  },
]
