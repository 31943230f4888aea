/** Copy of /about-us. */
export const ABOUT_INTRO = {
  title: 'About us',
  lead: 'We help professionals and organisations make the move into the new AI/GenAI roles, through personalised and continuous reskilling journeys.',
} as const

export const ABOUT_SECTIONS: readonly { id: string; title: string; paragraphs: readonly string[] }[] = [
  {
    id: 'story',
    title: 'Why we exist',
    paragraphs: [
      'Generative AI is changing work faster than any technology before it. Some tasks disappear, others change, and entirely new roles appear: people who tune models, build agents, guard compliance or run AI programmes.',
      'Most training offers a catalogue and leaves the hard question to the learner: where do I fit? We start with that question. Our assessment proposes a target role that builds on what you already know, and our tracks, coaching and ecosystems take you there.',
    ],
  },
  {
    id: 'approach',
    title: 'Our approach',
    paragraphs: [
      'Personalised: every journey starts from your background, AI experience and aspirations, and avoids steep jumps that set people up to fail.',
      'Continuous: after each course you join an AI ecosystem of Collaborators, so learning continues with peers who face the same questions.',
      'Practical: courses are built around real tasks, real tools and the judgement needed to use them responsibly.',
    ],
  },
]

export const ABOUT_OFFER: readonly { id: string; figure: string; label: string }[] = [
  { id: 'courses', figure: '51', label: 'self-paced courses' },
  { id: 'instructor', figure: '5', label: 'instructor-led courses' },
  { id: 'tracks', figure: '11', label: 'reskilling tracks' },
  { id: 'roles', figure: '12', label: 'new AI/GenAI roles' },
  { id: 'ecosystems', figure: '28', label: 'ecosystem topics' },
]

export const ABOUT_AUDIENCE: readonly string[] = [
  'Business leaders, managers and strategists',
  'Transformation drivers, change agents and program managers',
  'Technical professionals',
  'Absolute beginners and individual professionals moving into AI',
  'Organisations reskilling whole teams',
]
