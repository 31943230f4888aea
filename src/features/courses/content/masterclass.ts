/** The Generative AI Technical Masterclass course page's own content. */
import type { CourseContent, TitledText } from '../course-content'

export const PARTICIPANT_TYPES: readonly TitledText[] = [
  {
    id: 'builders',
    title: 'Builders',
    text: 'Software engineers and developers who will integrate models, retrieval and agents into products.',
  },
  {
    id: 'data',
    title: 'Data and ML practitioners',
    text: 'Data scientists, analysts and ML engineers moving from classic machine learning to generative AI.',
  },
  {
    id: 'leads',
    title: 'Technical leads and architects',
    text: 'Architects and team leads who choose platforms, set standards and review AI designs.',
  },
]

export const MASTERCLASS: CourseContent = {
  participants: PARTICIPANT_TYPES,
  id: 'masterclass',
  eyebrow: 'Instructor-led · Technical',
  tagline:
    'From transformer basics to production agents: the technical depth to build generative AI that works outside the demo.',
  problem: [
    'Generative AI demos are easy; reliable systems are not. Teams discover hallucinations, runaway costs, security gaps and evaluation blind spots only after launch.',
    'Technical professionals are learning from scattered tutorials that rarely cover the whole path from prototype to production.',
  ],
  solution: [
    'Eighteen hours of instructor-led sessions and labs cover 14 topics end to end, so participants can design, build, evaluate and operate generative AI applications with confidence.',
    'Every topic ends with a lab that participants can reuse as a template in their own work.',
  ],
  framework: {
    name: 'Build–Ground–Evaluate–Operate',
    intro: 'The masterclass follows the life of a generative AI application in four stages.',
    parts: [
      { id: 'build', title: 'Build', text: 'Models, prompts, APIs and agents.' },
      { id: 'ground', title: 'Ground', text: 'Retrieval, data and fine-tuning.' },
      { id: 'evaluate', title: 'Evaluate', text: 'Quality, safety and security testing.' },
      { id: 'operate', title: 'Operate', text: 'Serving, monitoring and cost control.' },
    ],
  },
  unique: [
    'Covers the complete path from prototype to production, not isolated techniques.',
    'Hands-on labs with templates you keep and reuse.',
    'Vendor-neutral: the patterns work with open and commercial models alike.',
    'Free 1-to-1 coaching to apply the material to your own project.',
  ],
  introTalk: true,
  content: {
    intro: 'Fourteen topics over 18 hours, each with a lab.',
    blocks: [
      {
        id: 'topics',
        title: 'Content topics',
        items: [
          'How transformers and large language models work',
          'Tokenisation, context windows and sampling parameters',
          'Prompt engineering for developers',
          'Structured outputs and function calling',
          'Embeddings and semantic search',
          'Retrieval-augmented generation (RAG)',
          'Vector databases and chunking strategies',
          'Fine-tuning and parameter-efficient adaptation',
          'Building AI agents with tools and memory',
          'Multi-agent orchestration',
          'Evaluating LLM applications',
          'Security: prompt injection, data leakage and red teaming',
          'Serving, latency and cost optimisation',
          'LLMOps: monitoring, versioning and governance',
        ],
      },
    ],
  },
  coaching: [
    'Each participant receives 1 hour of free 1-to-1 coaching to review an architecture, a prompt set or an evaluation plan from their own work.',
    'The masterclass is designed for three types of participants, and coaching is tailored to each.',
  ],
}
