import { Link } from '@tanstack/react-router'
import { Accordion } from '~/components/accordion'
import { LearningJourneysDiagram } from '~/components/learning-journeys-diagram'
import { Section, TextList } from '~/components/section'
import { VideoHero } from '~/components/video-hero'
import { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'
import { FAQ, RESKILLING_FOCUS_POINTS, RESKILLING_LEVELS, WHY_CENTRE, WHY_REASONS } from './reskilling-content'
import './reskilling-page.css'

export function ReskillingPage() {
  return (
    <div className="reskill">
      <VideoHero media="reskilling" priority labelledBy="reskill-title">
        <span className="eyebrow">AI Reskilling</span>
        <h1 id="reskill-title">
          Start your Personalized Continuous AI Reskilling Journey with{' '}
          <span className="accent">{siteConfig.brand}</span>
        </h1>
        <div className="btn-row">
          <Link to={paths.tracks} className="btn btn--gold">
            See how the journey works
          </Link>
        </div>
      </VideoHero>

      <Section labelledBy="why-title" eyebrow="Motivation" title="A Strong WHY">
        <figure className="stack why">
          <figcaption className="disc why__centre">{WHY_CENTRE}</figcaption>
          <ul className="grid why__reasons">
            {WHY_REASONS.map((r) => (
              <li key={r.id} className="card stack why__reason">
                <span className="numeral why__figure">{r.figure}</span>
                <strong className="why__title">{r.title}</strong>
                <span className="text-soft">{r.text}</span>
              </li>
            ))}
          </ul>
        </figure>
      </Section>

      <Section tone="soft" labelledBy="focus-title" eyebrow="Our focus" title="We focus on RESKILLING">
        <TextList className="list text-lg measure focus__points" items={RESKILLING_FOCUS_POINTS} />
        <figure className="focus__ladder">
          <figcaption>Reskilling enters a new role at the beginner level</figcaption>
          <ol aria-label="Levels of a new role">
            {RESKILLING_LEVELS.map((level, i) => (
              <li key={level} className={i === 0 ? 'is-entry' : undefined}>
                <span>{level}</span>
                {i === 0 ? <em> · where reskilling starts</em> : <em> · reached through practice</em>}
              </li>
            ))}
          </ol>
        </figure>
        <h3 className="heading-xl">The four learning journeys</h3>
        <LearningJourneysDiagram headingLevel={4} />
      </Section>

      <Section containerClassName="section__split faq" labelledBy="faq-title">
        <div>
          <span className="eyebrow">FAQ</span>
          <h2 id="faq-title">Frequently asked questions</h2>
          <p className="section__lead">
            Still unsure? Start with the assessment or write to us at {siteConfig.contactEmail}.
          </p>
        </div>
        <Accordion name="faq" items={FAQ.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))} />
      </Section>
    </div>
  )
}
