import { Link } from '@tanstack/react-router'
import { Section } from '~/components/section'
import { paths } from '~/lib/paths'
import type { Policy } from './policy-model'
import type { PolicyId } from './policy-ids'
import './policy-page.css'

const POLICY_LINKS: readonly { id: PolicyId; label: string; to: string }[] = [
  { id: 'privacy', label: 'Privacy', to: paths.privacy },
  { id: 'cookies', label: 'Cookies', to: paths.cookies },
  { id: 'terms', label: 'Terms', to: paths.terms },
  { id: 'refund', label: 'Refund', to: paths.refund },
]

/** The route passes its own text (`content/<id>.ts`), so the page's chunk holds no other policy. */
export type PolicyPageProps = { doc: Policy }

export function PolicyPage({ doc }: PolicyPageProps) {
  const policy = doc.id
  return (
    <div className="policy">
      <Section tone="deep" className="policy__hero" labelledBy="policy-title" eyebrow="Legal">
        <h1 id="policy-title">{doc.title}</h1>
        <p className="section__lead">Last updated {doc.updated}</p>
      </Section>
      <div className="section">
        <div className="container section__split policy__layout">
          <nav className="policy__nav" aria-label="Policy pages">
            <ul>
              {POLICY_LINKS.map((l) => (
                <li key={l.id}>
                  <Link to={l.to} aria-current={l.id === policy ? 'page' : undefined}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <article className="policy__body">
            <p className="section__lead">{doc.intro}</p>
            {doc.sections.map((s) => (
              <section key={s.id} aria-labelledby={`policy-${s.id}`}>
                <h2 id={`policy-${s.id}`} className="heading-xl">
                  {s.heading}
                </h2>
                {s.definitions ? (
                  <dl className="policy__definitions">
                    {s.definitions.map((d) => (
                      <div key={d.term}>
                        <dt>{d.term}</dt>
                        <dd>{d.meaning}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {s.paragraphs?.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {s.list ? (
                  <ul className="list">
                    {s.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </article>
        </div>
      </div>
    </div>
  )
}
