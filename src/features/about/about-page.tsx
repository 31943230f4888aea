import { Link } from '@tanstack/react-router'
import { Paragraphs, Section, TextList } from '~/components/section'
import { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'
import { ABOUT_AUDIENCE, ABOUT_INTRO, ABOUT_OFFER, ABOUT_SECTIONS, type AboutCounts } from './about-content'
import './about-page.css'

/** `counts`: the key figures, counted by the route from the lists they count. */
export function AboutPage({ counts }: { counts: AboutCounts }) {
  return (
    <div className="about">
      <Section tone="deep" className="section--glow" labelledBy="about-title" eyebrow={siteConfig.brand}>
        <h1 id="about-title">{ABOUT_INTRO.title}</h1>
        <p className="section__lead">{ABOUT_INTRO.lead}</p>
        <ul className="grid about__figures" aria-label="What we offer">
          {ABOUT_OFFER.map((o) => (
            <li key={o.id}>
              <strong>{counts[o.id]}</strong> <span className="text-sm">{o.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      {ABOUT_SECTIONS.map((s, i) => (
        <Section
          key={s.id}
          tone={i % 2 === 1 ? 'soft' : undefined}
          containerClassName="section__split"
          labelledBy={`about-${s.id}`}
          title={s.title}
        >
          <div>
            <Paragraphs className="section__lead" items={s.paragraphs} />
          </div>
        </Section>
      ))}

      <Section containerClassName="section__split" labelledBy="about-audience" title="Who we work with">
        <TextList className="list text-lg" items={ABOUT_AUDIENCE} />
      </Section>

      <Section tone="deep" containerClassName="section__cta" labelledBy="about-next">
        <div>
          <h2 id="about-next">Find your place in the age of AI</h2>
          <p className="section__lead">
            Explore our courses, or write to us at{' '}
            <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>.
          </p>
        </div>
        <div className="btn-row">
          <Link to={paths.courses} className="btn btn--gold">
            Explore courses
          </Link>
          <Link to={paths.reskilling} className="btn btn--ghost">
            Why reskilling
          </Link>
        </div>
      </Section>
    </div>
  )
}
