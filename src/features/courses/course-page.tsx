import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ExternalLink } from '~/components/external-link'
import { MailtoButton } from '~/components/mailto-button'
import { Paragraphs, Section, TextList } from '~/components/section'
import { instructorLedCourse } from '~/lib/content/instructor-led-courses'
import { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'
import { type CourseContent, ECOSYSTEM_NOTE, FREE_COACHING_HOURS, INTRO_TALK, LEADER_LEVELS } from './course-content'
import './course-page.css'
import { Facts } from '~/components/facts'

export type CoursePageProps = {
  /** The course's own content (./content/<course>.ts): each route loads only its course. */
  content: CourseContent
  /** Sections only this course has, shown after the hero (the leadership framework). */
  extras?: ReactNode
}

export function CoursePage({ content, extras }: CoursePageProps) {
  const courseId = content.id
  const course = instructorLedCourse(courseId)
  const showLevels = courseId === 'leadership' || courseId === 'strategy' || courseId === 'readiness'

  return (
    <div className="course">
      <Section tone="deep" className="course__hero" labelledBy="course-title" eyebrow={content.eyebrow}>
        <h1 id="course-title">{course.title}</h1>
        <p className="section__lead">{content.tagline}</p>
        <ul className="tags text-sm course__facts" aria-label="Course facts">
          <li>
            <strong>{course.hours} hours</strong>
          </li>
          <li>{course.mode}</li>
          <li>{course.audience}</li>
        </ul>
        <div className="btn-row">
          <MailtoButton className="btn btn--gold" />
          <a className="btn btn--ghost" href="#course-content">
            See the content
          </a>
        </div>
      </Section>

      <Section labelledBy="course-section" title="The course">
        <div className="duo course__two">
          <div className="card card--flat course__panel course__panel--problem">
            <h3>Problem</h3>
            <Paragraphs items={content.problem} />
          </div>
          <div className="card card--flat course__panel course__panel--solution">
            <h3>Solution</h3>
            <Paragraphs items={content.solution} />
          </div>
        </div>

        <h3 className="heading-xl course__sub">Framework: {content.framework.name}</h3>
        <p>{content.framework.intro}</p>
        <figure className="framework">
          <ol className="framework__parts" aria-label={content.framework.name}>
            {content.framework.parts.map((part, i) => (
              <li key={part.id} className="stack tile framework__part">
                <span className="disc framework__index" aria-hidden="true">
                  {i + 1}
                </span>
                <strong className="text-lg">{part.title}</strong>
                <span>{part.text}</span>
              </li>
            ))}
          </ol>
        </figure>

        <div className="duo course__two">
          <div>
            <h3 className="heading-xl course__sub">Format</h3>
            <Facts
              className="course__format"
              facts={[
                { term: 'Duration', value: `${course.hours} hours` },
                { term: 'Delivery', value: course.delivery },
                { term: 'Mode', value: course.mode },
                { term: 'Audience', value: course.audience },
                { term: 'Levels', value: course.levels },
                { term: 'Coaching', value: `${FREE_COACHING_HOURS} hour of free 1-to-1 coaching` },
              ]}
            />
          </div>
          <div>
            <h3 className="heading-xl course__sub">What makes this course unique</h3>
            <TextList className="stack course__ticks" items={content.unique} />
          </div>
        </div>

        {content.introTalk ? (
          <aside className="section__cta course__talk" aria-labelledby="intro-talk">
            <div>
              <h3 id="intro-talk">Introductory talk</h3>
              <p>{INTRO_TALK.text}</p>
              <p className="tags pills course__talk-facts">
                <span>{INTRO_TALK.minutes} min talk</span>
                <span>+ {INTRO_TALK.qaMinutes} min Q&amp;A</span>
                <span>Optional</span>
                <span>Free</span>
              </p>
            </div>
            <MailtoButton className="btn btn--ghost">Request the talk</MailtoButton>
          </aside>
        ) : null}
      </Section>

      {extras}

      <Section id="course-content" tone="soft" labelledBy="content-title" title="Content">
        <p className="section__lead">{content.content.intro}</p>
        <div className={content.content.blocks.length > 1 ? 'duo' : 'course__blocks--1'}>
          {content.content.blocks.map((block) => (
            <div key={block.id} className="card">
              <h3>{block.title}</h3>
              <TextList ordered className="list course__topics" items={block.items} />
            </div>
          ))}
        </div>
      </Section>

      <Section labelledBy="coaching-title" title="Coaching">
        <Paragraphs className="section__lead" items={content.coaching} />
        {showLevels ? <CardList label="Leader levels" columns={4} cards={LEADER_LEVELS} /> : null}
        {content.participants ? <CardList label="Participant types" columns={3} cards={content.participants} /> : null}
      </Section>

      <Section tone="deep" containerClassName="section__cta" labelledBy="ecosystem-title">
        <div>
          <span className="eyebrow">After the course</span>
          <h2 id="ecosystem-title">Keep learning in an ecosystem</h2>
          <p className="section__lead">{ECOSYSTEM_NOTE}</p>
        </div>
        <Link to={paths.ecosystem} className="btn btn--ghost">
          How ecosystems work
        </Link>
      </Section>

      <AuthorBlock />

      {courseId === 'mindset' ? (
        <Section tone="soft" containerClassName="section__cta" labelledBy="mindset-next">
          <div>
            <h2 id="mindset-next">Bring the mindset session to your team</h2>
            <p className="section__lead">
              Run the session for a whole department, online or in-person, and follow it with the Reskilling Assessment
              so every participant leaves with a next step.
            </p>
          </div>
          <MailtoButton>Book a team session</MailtoButton>
        </Section>
      ) : null}
    </div>
  )
}

/** A labelled grid of small cards, each a title and a line of text. */
export function CardList(props: {
  label: string
  columns: 3 | 4
  cards: readonly { id: string; title: string; text: string }[]
}) {
  return (
    <ul className={`grid course__cards course__cards--${props.columns}`} aria-label={props.label}>
      {props.cards.map((card) => (
        <li key={card.id} className="card card--flat stack course__card">
          <strong>{card.title}</strong>
          <span className="text-soft">{card.text}</span>
        </li>
      ))}
    </ul>
  )
}

function AuthorBlock() {
  return (
    <Section containerClassName="author" labelledBy="author-title">
      <img className="author__photo" src="/images/author.svg" alt="" width={160} height={160} loading="lazy" />
      <div className="author__text">
        <span className="eyebrow">The author</span>
        <h2 id="author-title" className="heading-xl">
          A course by {siteConfig.authorName}
        </h2>
        <p>
          This course is designed and taught by {siteConfig.authorName}, author of <cite>{siteConfig.bookTitle}</cite>.
          The book expands on the frameworks you use in class, with case studies and templates.
        </p>
        <p>
          More about the author:{' '}
          <ExternalLink href={siteConfig.authorSiteUrl}>
            {siteConfig.authorSiteUrl.replace(/^https:\/\//, '')}
          </ExternalLink>
        </p>
        <p>
          Connect on <ExternalLink href={siteConfig.socialPageUrl}>{siteConfig.socialNetworkName}</ExternalLink> for new
          articles, events and course dates.
        </p>
        <ExternalLink href={siteConfig.bookstoreUrl} className="btn">
          Order
        </ExternalLink>
      </div>
      <figure className="stack author__qr">
        <img
          src="/images/author-qr.svg"
          alt="QR code linking to the author’s website"
          width={140}
          height={140}
          loading="lazy"
        />
        <figcaption className="muted">Scan to visit the author’s site</figcaption>
      </figure>
    </Section>
  )
}
