import { siteConfig } from '~/lib/site-config'

/** The brand mark: an upward path ending in a spark. Decorative; the brand name is real text. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0d1b2a" />
        <path
          d="M7 23 L13 16 L18 19 L25 9"
          fill="none"
          stroke="#f2b705"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="9" r="2.6" fill="#ffffff" />
      </svg>
      <span className="logo__text">{siteConfig.brand}</span>
    </span>
  )
}
