import type { ReactNode } from 'react'
import { Section } from '~/components/section'
import './auth.css'

/** The centred card every account screen uses. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Section className="auth">
      <div className="card auth__card">
        <h1 className="heading-2xl">{title}</h1>
        {intro && <div className="muted auth__intro">{intro}</div>}
        {children}
      </div>
    </Section>
  )
}
