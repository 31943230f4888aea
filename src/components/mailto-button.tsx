import type { ReactNode } from 'react'
import { buildMailto, CONSULTATION_SUBJECT, consultationBody } from '~/lib/mailto'
import { siteConfig } from '~/lib/site-config'

const CONSULTATION_HREF = buildMailto({
  to: siteConfig.contactEmail,
  subject: CONSULTATION_SUBJECT,
  body: consultationBody,
})

/** The course pages' "Book a Consultation" link: opens the mail program with a ready template. */
export function MailtoButton({
  children = 'Book a Consultation',
  className = 'btn',
}: {
  children?: ReactNode
  className?: string
}) {
  return (
    <a className={className} href={CONSULTATION_HREF}>
      {children}
    </a>
  )
}
