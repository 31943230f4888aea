/**
 * The topics of the course catalogue (docs/product.md (Screens): the catalogue's topics), shared by
 * the self-paced catalogue, the instructor-led courses and the URL parser of /courses. Only the
 * ids live here: the parser runs on every page (the route tree), so it must stay a few bytes.
 */
export const COURSE_TOPICS = [
  'generative-ai',
  'prompt-engineering',
  'agents',
  'responsible-ai',
  'audits',
  'security',
  'infrastructure',
  'ux',
  'creativity',
  'data',
  'leadership',
  'strategy',
] as const
export type CourseTopic = (typeof COURSE_TOPICS)[number]
