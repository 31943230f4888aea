/** The AI/GenAI Transformation Strategy course page's own content. */
import type { CourseContent } from '../course-content'

export const STRATEGY: CourseContent = {
  id: 'strategy',
  eyebrow: 'Instructor-led · Strategy',
  tagline: 'Turn AI ambition into a transformation strategy with clear priorities, owners and a realistic roadmap.',
  problem: [
    'Many AI strategies are a list of tools or a collection of disconnected pilots. Without a link to business value and capabilities, they consume budget without changing results.',
    'Leaders need a way to choose where AI matters most, what it takes to deliver, and how to govern it.',
  ],
  solution: [
    'This one-day workshop walks leaders at levels L1 to L4 through a proven strategy framework and leaves them with a first draft of their own AI transformation roadmap.',
  ],
  framework: {
    name: 'AI Transformation Strategy Canvas',
    intro: 'Five questions every AI strategy has to answer, in this order.',
    parts: [
      { id: 'ambition', title: 'Ambition', text: 'What should AI change for customers and the business?' },
      { id: 'value', title: 'Value', text: 'Which use cases create the most value, feasibly?' },
      { id: 'capabilities', title: 'Capabilities', text: 'Which skills, data and platforms are needed?' },
      { id: 'governance', title: 'Governance', text: 'How are risk, ethics and regulation handled?' },
      { id: 'roadmap', title: 'Roadmap', text: 'What happens in the next 90 days, 12 and 36 months?' },
    ],
  },
  unique: [
    'You work on your own organisation’s strategy, not a generic case.',
    'Connects use cases to the people and skills required, including the 12 new AI job roles.',
    'Compact: one day, with free 1-to-1 coaching to refine the roadmap afterwards.',
  ],
  introTalk: true,
  content: {
    intro: 'Six hours in four working sessions.',
    blocks: [
      {
        id: 'sessions',
        title: 'Workshop sessions',
        items: [
          'The AI landscape: what generative AI changes in your industry',
          'Use case discovery and prioritisation by value and feasibility',
          'Capability gaps: skills, data, platforms and partners',
          'Responsible AI governance proportionate to risk',
          'Building the roadmap and the business case',
          'Measuring success and communicating the strategy',
        ],
      },
    ],
  },
  coaching: [
    'Every participant receives 1 hour of free 1-to-1 coaching to review their draft roadmap.',
    'Coaching is available for leaders at levels L1 to L4.',
  ],
}
