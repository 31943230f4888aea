/**
 * The self-paced catalogue on /courses (docs/product.md (Screens)): each row below is a card,
 * numbered from 1 in this order, and every count of the catalogue (the page, its description, the
 * About page, the Open Graph image) is this list's length. A card has an id, a title, a subtitle, a
 * topic, the reskilling tracks it belongs to, a topic image (or none: the fallback image is shown)
 * and zero or more links to the provider's course platform, external learning sites and
 * certification bodies.
 */
import type { CourseTopic } from '~/lib/content/course-topics'
import type { TrackId } from '~/lib/content/tracks'
import { siteConfig } from '~/lib/site-config'

/**
 * Which reskilling tracks a self-paced course belongs to follows from its topic: one map, so a
 * course's tracks can never disagree with its topic, and a new topic does not compile until it
 * names its tracks (docs/decisions/0076-course-finder-as-ordinary-react.md). Track ids as in
 * ~/lib/content/tracks: 0 Foundational, 1 Technical, 2 Leadership, 3 Compliance, 4 Agents, 5 Data,
 * 6 Developers, 7 Creative, 8 Transformation, 9 Security, 10 Infrastructure.
 */
export const TOPIC_TRACKS: Readonly<Record<CourseTopic, readonly TrackId[]>> = {
  'generative-ai': [0, 1],
  'prompt-engineering': [0, 6],
  agents: [4, 6],
  'responsible-ai': [3],
  audits: [3],
  security: [9],
  infrastructure: [1, 10],
  ux: [6, 7],
  creativity: [7],
  data: [1, 5],
  leadership: [2, 8],
  strategy: [2, 8],
}

export const COURSE_FALLBACK_IMAGE = '/images/course-fallback.svg'
export const topicImage = (topic: CourseTopic) => `/images/topics/${topic}.svg`

export type CourseLink = { label: string; url: string }
export type SelfPacedCourse = {
  id: number
  title: string
  subtitle: string
  topic: CourseTopic
  /** Reskilling tracks, from the topic (TOPIC_TRACKS). */
  tracks: readonly TrackId[]
  /** Topic image URL; undefined shows the fallback image. */
  image: string | undefined
  links: readonly CourseLink[]
}

const platform = (slug: string): CourseLink => ({
  label: 'Start on our platform',
  url: `${siteConfig.courseSiteUrl}/courses/${slug}`,
})
const academy = (slug: string): CourseLink => ({
  label: 'Open Academy lesson',
  url: `https://academy.example.org/learn/${slug}`,
})
const university = (slug: string): CourseLink => ({
  label: 'University module',
  url: `https://open-university.example.edu/modules/${slug}`,
})
const certification = (slug: string): CourseLink => ({
  label: 'Certification exam',
  url: `https://certify.example.org/exams/${slug}`,
})

type Row = [title: string, subtitle: string, topic: CourseTopic, withImage: boolean, links: CourseLink[]]

const ROWS: Row[] = [
  [
    'Generative AI Fundamentals',
    'How large models are built, prompted and used at work',
    'generative-ai',
    true,
    [platform('genai-fundamentals'), certification('genai-foundation')],
  ],
  [
    'Prompt Engineering Essentials',
    'Clear instructions, context and examples that get reliable answers',
    'prompt-engineering',
    true,
    [platform('prompt-engineering')],
  ],
  [
    'Bias and Hallucination',
    'Spotting invented or unfair answers and putting safeguards in place',
    'responsible-ai',
    true,
    [platform('bias-and-hallucination')],
  ],
  [
    'Large Language Models Explained',
    'Tokens, attention, context windows and why they matter to users',
    'generative-ai',
    true,
    [platform('llms-explained'), academy('llm-intro')],
  ],
  [
    'Generative AI for Everyday Productivity',
    'Drafting, summarising and analysing with AI assistants',
    'generative-ai',
    true,
    [platform('genai-productivity')],
  ],
  [
    'Advanced Prompt Patterns',
    'Chain of thought, role prompts, decomposition and self-checks',
    'prompt-engineering',
    true,
    [platform('advanced-prompt-patterns'), academy('prompt-patterns')],
  ],
  [
    'Prompting for Structured Output',
    'JSON, tables and schemas that downstream systems can trust',
    'prompt-engineering',
    true,
    [platform('structured-output')],
  ],
  [
    'Prompt Evaluation and Testing',
    'Building test sets and scoring prompts before they ship',
    'prompt-engineering',
    false,
    [academy('prompt-evaluation')],
  ],
  [
    'Introduction to AI Agents',
    'What agents are, how they plan and when not to use one',
    'agents',
    true,
    [platform('intro-ai-agents')],
  ],
  [
    'Building Tool-Using Agents',
    'Function calling, tool design and error recovery',
    'agents',
    true,
    [platform('tool-using-agents'), university('agentic-systems')],
  ],
  ['Multi-Agent Workflows', 'Coordinating specialised agents with clear hand-offs', 'agents', true, []],
  [
    'Agent Guardrails and Human Oversight',
    'Approval steps, limits and escalation paths for autonomous systems',
    'agents',
    false,
    [platform('agent-guardrails')],
  ],
  [
    'Retrieval-Augmented Generation',
    'Grounding answers in your own documents with search and embeddings',
    'data',
    true,
    [platform('rag'), academy('rag-basics')],
  ],
  [
    'Vector Databases in Practice',
    'Indexing, chunking and filtering for fast, relevant retrieval',
    'data',
    true,
    [academy('vector-databases')],
  ],
  [
    'Fine-Tuning Foundation Models',
    'When to fine-tune, how to prepare data and how to judge the result',
    'generative-ai',
    true,
    [platform('fine-tuning'), university('model-adaptation')],
  ],
  [
    'Model Evaluation and Benchmarks',
    'Choosing metrics, human review and regression tests for models',
    'data',
    true,
    [platform('model-evaluation')],
  ],
  [
    'Data Annotation Fundamentals',
    'Labelling guidelines, inter-annotator agreement and quality control',
    'data',
    true,
    [platform('data-annotation'), certification('data-annotation-associate')],
  ],
  ['Synthetic Data for AI', 'Generating, validating and mixing synthetic data responsibly', 'data', false, []],
  [
    'Data Governance for Generative AI',
    'Ownership, lineage, consent and retention for AI data',
    'data',
    true,
    [university('data-governance')],
  ],
  [
    'Responsible AI Principles',
    'Fairness, transparency, accountability and human agency in practice',
    'responsible-ai',
    true,
    [platform('responsible-ai-principles'), academy('responsible-ai')],
  ],
  [
    'AI Regulation Overview',
    'Risk-based rules, obligations by role and what they mean for projects',
    'responsible-ai',
    true,
    [platform('ai-regulation'), certification('ai-governance-professional')],
  ],
  [
    'Fairness Testing for AI Systems',
    'Measuring disparate outcomes and choosing mitigations',
    'responsible-ai',
    false,
    [academy('fairness-testing')],
  ],
  [
    'Explainability for Non-Specialists',
    'Explaining model decisions to customers, auditors and colleagues',
    'responsible-ai',
    true,
    [],
  ],
  [
    'AI Audit Fundamentals',
    'Scoping, evidence and reporting for an AI system audit',
    'audits',
    true,
    [platform('ai-audit-fundamentals'), certification('ai-auditor')],
  ],
  [
    'Auditing Generative AI Applications',
    'Testing prompts, outputs, logs and controls of deployed assistants',
    'audits',
    true,
    [platform('auditing-genai')],
  ],
  [
    'Model Risk Management',
    'Inventories, tiering, validation and ongoing monitoring of models',
    'audits',
    true,
    [university('model-risk')],
  ],
  [
    'AI Documentation and Model Cards',
    'Writing the records regulators and users actually need',
    'audits',
    false,
    [platform('model-cards')],
  ],
  [
    'AI Security Essentials',
    'The threat landscape of AI systems and the first controls to apply',
    'security',
    true,
    [platform('ai-security-essentials'), certification('ai-security-practitioner')],
  ],
  [
    'Prompt Injection and Defences',
    'Direct and indirect injection, data exfiltration and layered defences',
    'security',
    true,
    [platform('prompt-injection'), academy('prompt-injection')],
  ],
  [
    'Red Teaming Generative AI',
    'Planning adversarial tests and turning findings into fixes',
    'security',
    true,
    [academy('red-teaming')],
  ],
  ['Privacy-Preserving AI', 'Minimisation, anonymisation and private deployment patterns', 'security', false, []],
  [
    'Cloud Foundations for AI',
    'Compute, storage and networking choices for AI workloads',
    'infrastructure',
    true,
    [platform('cloud-for-ai'), certification('cloud-ai-associate')],
  ],
  [
    'GPU Computing and Model Serving',
    'Batching, quantisation and latency trade-offs when serving models',
    'infrastructure',
    true,
    [platform('model-serving')],
  ],
  [
    'LLMOps: Running Models in Production',
    'Versioning, monitoring, rollbacks and cost tracking',
    'infrastructure',
    true,
    [platform('llmops'), university('mlops')],
  ],
  [
    'Cost Optimisation for AI Workloads',
    'Budgets, caching, model routing and right-sizing',
    'infrastructure',
    false,
    [academy('ai-cost-optimisation')],
  ],
  [
    'Designing AI-Powered Experiences',
    'Patterns for assistants, suggestions and automation users trust',
    'ux',
    true,
    [platform('ai-ux-design')],
  ],
  [
    'Conversational Interface Design',
    'Turn-taking, tone, error recovery and hand-over to humans',
    'ux',
    true,
    [academy('conversation-design')],
  ],
  ['Accessible AI Products', 'Making AI features usable with assistive technology and plain language', 'ux', true, []],
  [
    'Research Methods for AI Products',
    'Testing AI features with real users and real tasks',
    'ux',
    false,
    [university('ux-research-ai')],
  ],
  [
    'Generative Image Creation',
    'From brief to finished visuals with image models',
    'creativity',
    true,
    [platform('image-generation'), academy('image-models')],
  ],
  [
    'AI Video Production',
    'Storyboards, generation, editing and consistency across shots',
    'creativity',
    true,
    [platform('ai-video')],
  ],
  [
    'AI Writing and Storytelling',
    'Co-writing long-form content while keeping your own voice',
    'creativity',
    true,
    [platform('ai-writing')],
  ],
  [
    'Audio and Voice Generation',
    'Narration, music beds and voice cloning ethics',
    'creativity',
    false,
    [academy('audio-generation')],
  ],
  [
    'Copyright and Generative Content',
    'Ownership, licences and safe use of generated material',
    'creativity',
    true,
    [],
  ],
  [
    'AI for Sales Professionals',
    'Research, outreach and value stories for AI products',
    'strategy',
    true,
    [platform('ai-for-sales')],
  ],
  [
    'AI in Marketing',
    'Content at scale, personalisation and measuring what works',
    'creativity',
    true,
    [platform('ai-in-marketing')],
  ],
  [
    'AI for HR and Talent',
    'Recruiting, learning and workforce planning with fair use of AI',
    'leadership',
    true,
    [platform('ai-for-hr')],
  ],
  [
    'AI for Finance Teams',
    'Forecasting, reconciliation and controls with AI assistance',
    'strategy',
    false,
    [platform('ai-for-finance')],
  ],
  [
    'AI Product Management',
    'Discovery, evaluation criteria and roadmaps for AI products',
    'strategy',
    true,
    [platform('ai-product-management'), certification('ai-product-manager')],
  ],
  [
    'Leading AI Transformation',
    'Vision, sponsorship and change management for AI programmes',
    'leadership',
    true,
    [platform('leading-ai-transformation')],
  ],
  [
    'AI Program Management',
    'Portfolio, milestones and risk for end-to-end AI programmes',
    'leadership',
    true,
    [platform('ai-program-management'), certification('ai-program-manager')],
  ],
]

export const SELF_PACED_COURSES: readonly SelfPacedCourse[] = ROWS.map(
  ([title, subtitle, topic, withImage, links], i) => ({
    id: i + 1,
    title,
    subtitle,
    topic,
    tracks: TOPIC_TRACKS[topic],
    image: withImage ? topicImage(topic) : undefined,
    links,
  }),
)
