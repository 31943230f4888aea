/**
 * The personalised, continuous reskilling journey as five steps. Drawn as a diagram on the home
 * page ("journey image") and on /tracks ("journey explainer").
 */
export type JourneyStep = { id: string; number: number; title: string; text: string }

export const JOURNEY_STEPS: readonly JourneyStep[] = [
  {
    id: 'assess',
    number: 1,
    title: 'Assessment',
    text: 'A short assessment of your background, AI experience and aspirations.',
  },
  {
    id: 'role',
    number: 2,
    title: 'Target role',
    text: 'One of 12 new AI/GenAI roles, chosen as a natural next step for you.',
  },
  {
    id: 'track',
    number: 3,
    title: 'Reskilling track',
    text: '3 mandatory courses, then the courses specific to your role.',
  },
  { id: 'coach', number: 4, title: 'Coaching', text: '1-to-1 coaching to turn what you learn into practice.' },
  {
    id: 'ecosystem',
    number: 5,
    title: 'Ecosystem',
    text: 'Continuous learning with Collaborators after every course.',
  },
]
