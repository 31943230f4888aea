import { Link } from '@tanstack/react-router'
import { Paragraphs, Section } from '~/components/section'
import { VideoHero } from '~/components/video-hero'
import { paths } from '~/lib/paths'
import { ECOSYSTEM_BENEFITS, ECOSYSTEM_DEFINITION, ECOSYSTEM_STEPS, ECOSYSTEM_TOPICS } from './ecosystem-content'
import './ecosystem-page.css'

export function EcosystemPage() {
  return (
    <div className="eco">
      <VideoHero media="ecosystem" priority labelledBy="eco-title">
        <span className="eyebrow">Collaboration ecosystems</span>
        <h1 id="eco-title">
          Learn AI <span className="accent">together</span>, three times faster
        </h1>
        <p>Join communities of Collaborators who seek and share knowledge about one area of AI.</p>
      </VideoHero>

      <Section containerClassName="section__split" labelledBy="eco-what" title="What is an AI ecosystem?">
        <div>
          <Paragraphs className="section__lead" items={ECOSYSTEM_DEFINITION} />
        </div>
      </Section>

      <Section tone="soft" labelledBy="eco-how" title="How does it work?">
        <ol className="grid eco__steps">
          {ECOSYSTEM_STEPS.map((step) => (
            <li key={step.number} className="card eco__step">
              <span className="disc eco__step-number" aria-hidden="true">
                {step.number}
              </span>
              <h3>
                <span className="visually-hidden">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="text-soft">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <VideoHero media="reskilling" labelledBy="eco-join" className="eco__band">
        <h2 id="eco-join">Every course ends in an ecosystem</h2>
        <p>Complete any course and you are enrolled automatically. The learning continues with your peers.</p>
        <Link to={paths.courses} className="btn btn--gold">
          Browse courses
        </Link>
      </VideoHero>

      <Section labelledBy="eco-topics" eyebrow={<>{ECOSYSTEM_TOPICS.length} topics</>} title="AI Ecosystems">
        <p className="section__lead">Choose the areas you want to grow in. You can join as many as you like.</p>
        <ul className="grid eco__topics" aria-label="AI ecosystem topics">
          {ECOSYSTEM_TOPICS.map((topic, i) => (
            <li key={topic} className="row box eco__topic">
              <span className="eco__topic-index" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {topic}
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="deep" labelledBy="eco-benefits" title="Benefits">
        <ul className="eco__benefits">
          {ECOSYSTEM_BENEFITS.map((b) => (
            <li key={b.id} className="eco__benefit">
              <span className="numeral eco__benefit-figure" aria-hidden="true">
                {b.highlight}
              </span>
              <h3>{b.id === 'faster' ? `3X ${b.title.toLowerCase()}` : b.title}</h3>
              <p>{b.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}
