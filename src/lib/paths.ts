/**
 * Every static path (docs/product.md (Screens)). Content modules link with these constants, and a test checks
 * that each one is a real route, so a renamed route cannot leave a dead link behind.
 */
export const paths = {
  home: '/',
  reskilling: '/Reskilling',
  aboutUs: '/about-us',
  ecosystem: '/ecosystem',
  courses: '/courses',
  leadershipCourse: '/courses/Essential-Competencies-of-AI/GenAI-Leader',
  masterclassCourse: '/courses/Generative-AI-Technical-Masterclass',
  strategyCourse: '/courses/AI/GenAI-Transformation-Strategy',
  mindsetCourse: '/courses/Cultivating-AI/GenAI-Mindset',
  readinessCourse: '/courses/AI/GenAI-Operational-Readiness',
  masterclass4: '/masterclass/masterclass4',
  tracks: '/tracks',
  compare: '/compare',
  privacy: '/privacy',
  cookies: '/cookies',
  terms: '/terms',
  refund: '/refund',
  signup: '/signup',
  login: '/login',
  sendResetLink: '/send-reset-link',
  forgotPassword: '/forgot-password',
  assessments: '/assessments',
} as const

export const profilePath = (email: string) => `/profile/${encodeURIComponent(email)}`
export const activatePath = (email: string, token: string) =>
  `/activate/${encodeURIComponent(email)}/${encodeURIComponent(token)}`
export const resetPasswordPath = (email: string, token: string) =>
  `/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`
