import type { ReactNode } from 'react'

/** A button-styled link that opens an external page in a new tab without leaking window.opener. */
export function ExternalLinkButton(props: {
  href: string
  children: ReactNode
  variant?: 'primary' | 'gold' | 'ghost'
  className?: string
}) {
  const variant = props.variant === 'gold' ? ' btn--gold' : props.variant === 'ghost' ? ' btn--ghost' : ''
  return (
    <a
      className={`btn${variant} ${props.className ?? ''}`.trim()}
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {props.children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
