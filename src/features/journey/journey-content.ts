/** Copy of /tracks, the reskilling journey page. */
export const JOURNEY_HERO = {
  title: 'Your AI Reskilling Journey',
  lead: 'One assessment, one target role, one track built for it, and an ecosystem that keeps you learning. Here is how it fits together.',
} as const

export const ROLE_ALLOCATION: readonly string[] = [
  'The Reskilling Assessment allocates each person one target role out of the twelve new AI/GenAI roles. The role is not a label: it decides which reskilling tracks you follow and in what order.',
  'Someone with little or no IT and AI knowledge is not given a role yet. They start with the Foundational track and can take the assessment again once they have completed it.',
]

export const MANDATORY_TEXT =
  'Whatever your target role, every track begins with the same three mandatory courses. They give everyone a shared foundation and a shared vocabulary, so Collaborators from different roles can work together from day one.'

export const ALGORITHM_STEPS: readonly { id: string; title: string; text: string }[] = [
  {
    id: 'competence',
    title: 'Your AI competence',
    text: 'A self-rating from 1 to 10. Very low ratings lead to the Foundational track before any role is proposed.',
  },
  {
    id: 'background',
    title: 'Your background and function',
    text: 'Technical, business, creative, academic or entrepreneurial backgrounds, and the team you work in today.',
  },
  {
    id: 'aspirations',
    title: 'Your aspirations',
    text: 'Whether you want to stay in your role, and which AI role or domain appeals to you.',
  },
  {
    id: 'progression',
    title: 'A natural progression',
    text: 'If your aspirations are unclear, the algorithm chooses the natural, gradual next step from your current function and avoids a steep jump.',
  },
]

export const JOURNEY_CTA = {
  title: 'AI Reskilling Journey for Individuals',
  text: 'Take the assessment, get your target role and start the track that leads to it.',
  cta: 'Reskilling Assessment',
} as const
