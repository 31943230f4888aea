/** docs/product.md (Offer): every track starts with the same three mandatory courses. */
export type MandatoryCourse = { id: string; title: string; summary: string }

export const MANDATORY_COURSES: readonly MandatoryCourse[] = [
  {
    id: 'genai-fundamentals',
    title: 'Generative AI Fundamentals',
    summary: 'What large models are, how they are trained and prompted, and what they can and cannot do reliably.',
  },
  {
    id: 'prompt-engineering',
    title: 'Prompt Engineering',
    summary: 'Writing clear instructions, giving context and examples, and checking outputs systematically.',
  },
  {
    id: 'bias-hallucination',
    title: 'Bias and Hallucination',
    summary: 'Recognising biased or invented answers, their causes, and the safeguards that keep work trustworthy.',
  },
]
