/** Copy of the home page blocks (docs/product.md: Offer, Screens, Home page). */
export const HOME_HERO = {
  title: 'AI is the new Gold Rush',
  lead: 'New roles, new skills, new opportunities. Find the AI/GenAI role that fits you and a personal path to reach it.',
  cta: 'Start Your Journey',
} as const

export const HOME_STATEMENT = {
  title: 'We offer personalized and continuous AI Reskilling Journey',
  lead: 'Every journey starts from who you are today. The assessment proposes a target role, your track builds the skills, and coaching and an ecosystem keep you growing long after the last lesson.',
} as const

export const BELIEFS = {
  title: 'We Believe...',
  statements: [
    'that everyone can find a meaningful place in the age of AI, whatever their starting point;',
    'that reskilling works best as a journey fitted to the person, not a catalogue to browse alone;',
    'that learning never stops, so nobody should have to keep up with AI on their own.',
  ],
  mission:
    'Our mission is to help professionals move from roles that AI is changing into the new roles it creates, with confidence and at a sustainable pace.',
} as const

export const RESKILLING_BLOCK = {
  eyebrow: 'Reskilling, not just upskilling',
  title: 'From a non-AI role to an AI role',
  text: 'Upskilling makes you better at the job you have. Reskilling takes you into a new one. We focus on the journey from today’s roles into the twelve new AI/GenAI roles, starting at the beginner level and growing from there.',
  cta: 'Why reskilling',
} as const

export const LEADERS_BLOCK = {
  eyebrow: 'For leaders',
  title: 'Essential Competencies of AI/GenAI Leaders',
  text: 'AI adoption succeeds or stalls with leadership. Learn the four competencies, Growth Mindset, Empathy, Informed Decision-Making and Fast Execution, and the behaviours that bring them to life.',
  chipsLabel: 'The four competencies',
  chips: ['Growth Mindset', 'Empathy', 'Informed Decision-Making', 'Fast Execution'],
  cta: 'Explore the leadership course',
} as const

export const MASTERCLASS_BLOCK = {
  eyebrow: 'For technical professionals',
  title: 'Generative AI Technical Masterclass',
  text: 'Eighteen hours, fourteen topics, one complete path from prototype to production: retrieval, fine-tuning, agents, evaluation, security and LLMOps, with hands-on labs.',
  chipsLabel: 'Masterclass facts',
  chips: ['18 hours', '14 topics', 'Hands-on labs', '1 hour free coaching'],
  cta: 'Explore the masterclass',
} as const

export const ASSESSMENT_BLOCK = {
  eyebrow: 'AI Reskilling Assessment',
  title: 'Which AI role is right for you?',
  text: 'Answer a few questions about your experience, background and goals. In about five minutes you will know your target role and the track that leads to it.',
  cta: 'Find more',
} as const

export const WHITEPAPER_BLOCK = {
  eyebrow: 'Whitepaper',
  title: 'AI Reskilling: closing the gap between pilots and production',
  // Free to read for everyone; only the download asks for a login (docs/decisions/0081-whitepaper-free-to-read.md).
  text: 'Why 90% of AI pilots never reach production, why only 10% of firms have scaled generative AI, and how a reskilling journey closes the gap. Free to read for everyone; log in to download your copy.',
  cta: 'Download the whitepaper',
  readCta: 'Read it online',
} as const

export const ROLES_BLOCK = {
  eyebrow: 'New AI/GenAI job roles',
  title: '12 roles shaping the future of work',
  text: 'Each role can be reached from today’s professions. The assessment tells you which one is your natural next step.',
  cta: 'More Info',
  /** Read after the button text by screen readers and search engines: where the button leads. */
  ctaContext: 'about the roles and reskilling tracks',
} as const
