import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { JourneyDiagram } from '~/components/journey-diagram'
import { LearningJourneysDiagram } from '~/components/learning-journeys-diagram'
import { RoleGrid } from '~/components/role-grid'
import { Section, TextList } from '~/components/section'
import { VideoHero } from '~/components/video-hero'
import { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'
import {
  ASSESSMENT_BLOCK,
  BELIEFS,
  HOME_HERO,
  HOME_STATEMENT,
  LEADERS_BLOCK,
  MASTERCLASS_BLOCK,
  RESKILLING_BLOCK,
  ROLES_BLOCK,
  WHITEPAPER_BLOCK,
} from './home-content'
import './home-page.css'

/** The two instructor-led courses the home page features, side by side. */
const FEATURED_COURSES = [
  { id: 'home-leaders', to: paths.leadershipCourse, ...LEADERS_BLOCK },
  { id: 'home-masterclass', to: paths.masterclassCourse, ...MASTERCLASS_BLOCK },
]

export type HomePageProps = {
  /** Profile route when logged in, else /login (docs/product.md: Screens, Home page). */
  journeyHref: string
  /**
   * The whitepaper button (docs/product.md (Behaviour)): the PDF when logged in, else /login, which
   * returns here and downloads. A link either way, so it works before the app has loaded.
   */
  whitepaper: { kind: 'download'; href: string; fileName: string } | { kind: 'login'; redirect: string }
}

export function HomePage({ journeyHref, whitepaper }: HomePageProps) {
  // "(PDF)" never breaks, nor lands alone on a line of a narrow button.
  const whitepaperLabel = (
    <span>
      {WHITEPAPER_BLOCK.cta}
      {'\u00a0'}
      <span className="home__muted home__nowrap">(PDF)</span>
    </span>
  )

  /**
   * The floating shapes are decorative and drawn only in the browser (they measure the page), so
   * they are loaded after hydration, in a chunk of their own, off the page's critical JavaScript.
   */
  const [floatingShapes, setFloatingShapes] = useState<ReactNode>(null)
  useEffect(() => {
    // Arriving after the page was left, the setState does nothing.
    void import('~/components/floating-shapes').then(
      ({ FloatingShapes }) => setFloatingShapes(<FloatingShapes />),
      // Not loaded (offline before it was cached): the page is complete without them.
      () => {},
    )
  }, [])

  return (
    <div className="home">
      {floatingShapes}
      <VideoHero media="home" priority labelledBy="home-title" className="home__hero">
        <span className="eyebrow">AI/GenAI Reskilling</span>
        <h1 id="home-title">{HOME_HERO.title}</h1>
        <p>{HOME_HERO.lead}</p>
        <div className="btn-row">
          <Link to={journeyHref} className="btn btn--gold">
            {HOME_HERO.cta}
          </Link>
          <Link to={paths.tracks} className="btn btn--ghost">
            See the 12 roles
          </Link>
        </div>
      </VideoHero>

      <Section className="home__statement" labelledBy="home-statement" title={HOME_STATEMENT.title}>
        <p className="section__lead">{HOME_STATEMENT.lead}</p>
        <JourneyDiagram label="Your personalized and continuous AI reskilling journey" />
      </Section>

      <Section tone="deep" className="home__beliefs" containerClassName="section__split" labelledBy="home-beliefs">
        <h2 id="home-beliefs" className="home__beliefs-title">
          {BELIEFS.title}
        </h2>
        <div>
          <TextList className="stack text-lg home__belief-list" items={BELIEFS.statements} />
          <p className="section__lead">{BELIEFS.mission}</p>
        </div>
      </Section>

      <Section labelledBy="home-reskilling" eyebrow={RESKILLING_BLOCK.eyebrow} title={RESKILLING_BLOCK.title}>
        <p className="section__lead">{RESKILLING_BLOCK.text}</p>
        <LearningJourneysDiagram />
        <div className="btn-row home__actions">
          <Link to={paths.reskilling} className="btn">
            {RESKILLING_BLOCK.cta}
          </Link>
        </div>
      </Section>

      <Section tone="soft" containerClassName="duo" aria-label="Instructor-led courses">
        {FEATURED_COURSES.map((block) => (
          <article key={block.id} className="card column home__feature" aria-labelledby={block.id}>
            <span className="eyebrow">{block.eyebrow}</span>
            <h2 id={block.id}>{block.title}</h2>
            <p>{block.text}</p>
            <TextList className="tags pills home__chips" label={block.chipsLabel} items={block.chips} />
            <Link to={block.to} className="btn">
              {block.cta}
            </Link>
          </article>
        ))}
      </Section>

      <Section labelledBy="home-roles" eyebrow={ROLES_BLOCK.eyebrow} title={ROLES_BLOCK.title}>
        <p className="section__lead">{ROLES_BLOCK.text}</p>
        <RoleGrid />
        <div className="btn-row home__actions">
          <Link to={paths.tracks} className="btn">
            {ROLES_BLOCK.cta} <span className="visually-hidden">{ROLES_BLOCK.ctaContext}</span>
          </Link>
        </div>
      </Section>

      <Section tone="deep" containerClassName="section__cta" labelledBy="home-assessment">
        <div>
          <span className="eyebrow">{ASSESSMENT_BLOCK.eyebrow}</span>
          <h2 id="home-assessment">{ASSESSMENT_BLOCK.title}</h2>
          <p className="section__lead">{ASSESSMENT_BLOCK.text}</p>
        </div>
        <Link to={journeyHref} className="btn btn--gold">
          {ASSESSMENT_BLOCK.cta}
        </Link>
      </Section>

      <Section tone="soft" containerClassName="home__whitepaper" labelledBy="home-whitepaper">
        <div className="stack home__paper" aria-hidden="true">
          <span className="caps home__paper-brand">Whitepaper</span>
          <span className="text-lg home__paper-title">AI Reskilling</span>
          <span className="numeral home__paper-figure">90%</span>
          <span className="home__paper-note">of pilots never reach production</span>
        </div>
        <div>
          <span className="eyebrow">{WHITEPAPER_BLOCK.eyebrow}</span>
          <h2 id="home-whitepaper">{WHITEPAPER_BLOCK.title}</h2>
          <p className="section__lead">{WHITEPAPER_BLOCK.text}</p>
          <div className="btn-row">
            {whitepaper.kind === 'download' ? (
              <a className="btn" href={whitepaper.href} download={whitepaper.fileName}>
                {whitepaperLabel}
              </a>
            ) : (
              <Link className="btn" to={paths.login} search={{ redirect: whitepaper.redirect, download: true }}>
                {whitepaperLabel}
              </Link>
            )}
            {/* The PDF itself, open to everyone and precached for offline reading. */}
            <a className="btn btn--ghost" href={siteConfig.whitepaperPath}>
              {WHITEPAPER_BLOCK.readCta}
            </a>
          </div>
        </div>
      </Section>
    </div>
  )
}
