import { Link } from '@tanstack/react-router'
import { Paragraphs, Section, TextList } from '~/components/section'
import { paths } from '~/lib/paths'
import type { Policy } from './policy-model'
import { POLICY_IDS, type PolicyId } from './policy-ids'
import './policy-page.css'

/** The policy pages' own menu: each page's path is its id in `paths`. */
const POLICY_LABELS: Record<PolicyId, string> = {
  privacy: 'Privacy',
  cookies: 'Cookies',
  terms: 'Terms',
  refund: 'Refund',
}

/** The route passes its own text (`content/<id>.ts`), so the page's chunk holds no other policy. */
export function PolicyPage({ doc }: { doc: Policy }) {
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
              {POLICY_IDS.map((id) => (
                <li key={id}>
                  <Link to={paths[id]} aria-current={id === doc.id ? 'page' : undefined}>
                    {POLICY_LABELS[id]}
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
                  <dl className="stack policy__definitions">
                    {s.definitions.map((d) => (
                      <div key={d.term}>
                        <dt>{d.term}</dt>
                        <dd className="muted">{d.meaning}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {s.paragraphs ? <Paragraphs items={s.paragraphs} /> : null}
                {s.list ? <TextList className="list" items={s.list} /> : null}
              </section>
            ))}
          </article>
        </div>
      </div>
    </div>
  )
}
