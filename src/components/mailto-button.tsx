import type { ReactNode } from 'react'
import { buildMailto, CONSULTATION_SUBJECT, consultationBody } from '~/lib/mailto'
import { siteConfig } from '~/lib/site-config'

/** The course pages' "Book a Consultation" link: opens the mail program with a ready template. */
export function consultationHref(): string {
  return buildMailto({ to: siteConfig.contactEmail, subject: CONSULTATION_SUBJECT, body: consultationBody })
}

export function MailtoButton(props: {
  children?: ReactNode
  variant?: 'primary' | 'gold' | 'ghost'
  className?: string
}) {
  const variant = props.variant === 'gold' ? ' btn--gold' : props.variant === 'ghost' ? ' btn--ghost' : ''
  return (
    <a className={`btn${variant} ${props.className ?? ''}`.trim()} href={consultationHref()}>
      {props.children ?? 'Book a Consultation'}
    </a>
  )
}
