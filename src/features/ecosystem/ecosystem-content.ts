/** Content of /ecosystem (docs/product.md: Screens, Numbers: 28 topics). */
export type EcosystemStep = { number: number; title: string; description: string }

export const ECOSYSTEM_DEFINITION = [
  'An AI ecosystem is a community of practice built around one area of AI. Its members, called Collaborators, are learners, practitioners and experts who seek and share knowledge about that area, so that nobody has to work out the hard parts alone.',
  'Every participant of our courses is enrolled in an ecosystem automatically once the course is complete. From then on, learning continues with people who face the same questions in their own work.',
]

export const ECOSYSTEM_STEPS: readonly EcosystemStep[] = [
  {
    number: 1,
    title: 'Become a Collaborator',
    description:
      'Complete a course or join directly. Every member of an ecosystem is a Collaborator, with the same right to ask, answer and contribute.',
  },
  {
    number: 2,
    title: 'Join several ecosystems',
    description:
      'Your interests rarely fit one box. Join as many ecosystems as you need, for example AI Agents and AI Security, and follow each at your own pace.',
  },
  {
    number: 3,
    title: 'Share what you know',
    description:
      'Post lessons learned, templates, useful sources and short case notes. Knowledge shared once saves every other Collaborator the same detour.',
  },
  {
    number: 4,
    title: 'Ask a question',
    description:
      'Choose a knowledge category first, then post your question on the collaboration forum so it reaches the Collaborators who know that area best.',
  },
  {
    number: 5,
    title: 'Answer and grow',
    description:
      'Answer the questions you can. Explaining a topic is the fastest way to master it, and helpful answers build your visible reputation in the field.',
  },
]

export const ECOSYSTEM_TOPICS: readonly string[] = [
  'Generative AI Foundations',
  'Prompt Engineering',
  'AI Agents',
  'Retrieval and Knowledge Bases',
  'Fine-Tuning',
  'Model Evaluation',
  'Responsible AI',
  'AI Regulation and Compliance',
  'AI Audits',
  'AI Security',
  'Data Engineering for AI',
  'Data Annotation and Quality',
  'MLOps and LLMOps',
  'Cloud and AI Infrastructure',
  'Edge AI',
  'Computer Vision',
  'Speech and Audio AI',
  'Conversational AI',
  'AI in Marketing',
  'AI in Sales',
  'AI in HR',
  'AI in Finance',
  'AI in Healthcare',
  'AI in Legal Services',
  'AI Product Management',
  'AI UX and Design',
  'Creative AI: Video, Image, Text and Audio',
  'AI Strategy and Leadership',
]

export type Benefit = { id: string; highlight: string; title: string; description: string }

export const ECOSYSTEM_BENEFITS: readonly Benefit[] = [
  {
    id: 'faster',
    highlight: '3X',
    title: 'Faster digital competence',
    description:
      'Learning with peers who solve the same problems builds practical competence about three times faster than studying alone.',
  },
  {
    id: 'support',
    highlight: '24/7',
    title: 'Support and motivation',
    description: 'Questions get answered, progress gets noticed and momentum holds long after the course has ended.',
  },
  {
    id: 'one-team',
    highlight: 'ONE',
    title: 'ONE team',
    description:
      'Collaborators from different companies, functions and countries work as one team around a shared area of AI.',
  },
]
