import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/lib/site-config'
import { MailtoButton } from './mailto-button'

describe('MailtoButton', () => {
  it('opens a consultation request to the contact address asking for name, company, e-mail and phone', () => {
    render(<MailtoButton />)
    const link = screen.getByRole('link', { name: 'Book a Consultation' })
    const href = link.getAttribute('href')!
    expect(href.startsWith(`mailto:${siteConfig.contactEmail}?`)).toBe(true)
    const params = new URLSearchParams(href.split('?')[1])
    expect(params.get('subject')).toBe('consultation request')
    const body = params.get('body')!
    for (const field of ['Name:', 'Company:', 'E-mail:', 'Phone:']) expect(body).toContain(field)
  })
})
