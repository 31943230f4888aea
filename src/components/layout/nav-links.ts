import { paths } from '~/lib/paths'

/** The four main links (docs/product.md (Screens) navigation bar), shared by the bar, the mobile menu and the footer. */
export const MAIN_LINKS = [
  { label: 'Reskilling', to: paths.reskilling },
  { label: 'Ecosystem', to: paths.ecosystem },
  { label: 'Courses', to: paths.courses },
  { label: 'About', to: paths.aboutUs },
] as const

export const POLICY_LINKS = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Cookie Policy', to: paths.cookies },
  { label: 'Terms of Use', to: paths.terms },
  { label: 'Refund Policy', to: paths.refund },
] as const
