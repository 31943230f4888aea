import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { BlinkText } from '~/components/blink-text'
import { ExternalLink } from '~/components/external-link'
import { type Fact, Facts } from '~/components/facts'
import { Section } from '~/components/section'
import { INSTRUCTOR_LED_COURSES, type InstructorLedCourse } from '~/lib/content/instructor-led-courses'
import { type TrackId, TRACKS } from '~/lib/content/tracks'
import { paths } from '~/lib/paths'
import { useSession } from '~/lib/session'
import { siteDataBlocked } from '~/lib/storage'
import { studyOwner, useStudyRecord } from '~/lib/study-record'
import { useHydrated } from '~/lib/use-hydrated'
import {
  ASSESSMENT_CTA,
  BLINK_STATEMENT,
  CATALOGUE_NOTE,
  COURSES_HERO,
  courseRouteForIndex,
  SECTION_IDS,
} from './catalogue-content'
import type { CourseTopic } from '~/lib/content/course-topics'
import { courseKey, TOPIC_LABELS, trackNames } from './course-facets'
import { CourseFinder } from './course-finder'
import { useCourseFinder } from './use-course-finder'
import { SaveToggle } from './save-toggle'
import type { CardMarks } from './card-marks'
import { COURSE_FALLBACK_IMAGE, SELF_PACED_COURSES, type SelfPacedCourse } from './self-paced-courses'
import './courses-page.css'

export type CoursesPageProps = {
  /** Profile route when logged in, else /login (docs/product.md: Screens, Instructor-led landing). */
  assessmentHref: string
}

export function CoursesPage({ assessmentHref }: CoursesPageProps) {
  return (
    <div className="courses">
      <Section tone="deep" className="courses__hero" labelledBy="courses-title" eyebrow="Courses">
        <h1 id="courses-title">{COURSES_HERO.title}</h1>
        <p className="section__lead">{COURSES_HERO.lead}</p>
        <BlinkText className="heading-xl courses__blink">{BLINK_STATEMENT}</BlinkText>
        <nav aria-label="On this page" className="tags courses__jump">
          <a href={`#${SECTION_IDS.instructorLed}`}>Instructor-led</a>
          <a href={`#${SECTION_IDS.catalogue}`}>Self-paced catalogue</a>
          <a href={`#${SECTION_IDS.tracks}`}>Reskilling Tracks</a>
        </nav>
      </Section>

      <Catalogue assessmentHref={assessmentHref} />

      <Section id={SECTION_IDS.tracks} labelledBy="tracks-title" eyebrow={`${TRACKS.length} tracks`}>
        <h2 id="tracks-title">Reskilling Tracks</h2>
        <p className="section__lead">
          Each target role follows a track: three mandatory courses first, then the courses specific to the role.
        </p>
        <ol className="grid track-list" aria-label="Reskilling tracks">
          {TRACKS.map((track) => (
            <li key={track.id} className="card card--flat track-list__item">
              <span className="disc text-lg track-list__number" aria-hidden="true">
                {track.id}
              </span>
              <div>
                <h3 className="track-list__title">
                  <span className="visually-hidden">Track {track.id}: </span>
                  {track.title}
                </h3>
                <p className="text-soft track-list__text">{track.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="btn-row courses__more">
          <Link to={paths.tracks} className="btn">
            More Info <span className="visually-hidden">about the reskilling tracks</span>
          </Link>
        </div>
      </Section>
    </div>
  )
}

/**
 * The finder and the courses it shows: what a search or a filter re-renders (the hero and the
 * tracks around them stay as they are). A course the finder leaves out stays in its list, hidden.
 */
function Catalogue({ assessmentHref }: CoursesPageProps) {
  const finder = useCourseFinder()
  const { shown, marks } = finder
  const session = useSession()
  const { shortlist } = useStudyRecord(studyOwner(session.status === 'loggedIn' ? session.user.email : null))
  const hydrated = useHydrated()
  const led = INSTRUCTOR_LED_COURSES.filter((course) => shown.has(courseKey(course.id))).length
  const selfPaced = SELF_PACED_COURSES.filter((course) => shown.has(courseKey(course.id))).length
  const cardProps = (id: InstructorLedCourse['id'] | number) => ({
    hidden: !shown.has(courseKey(id)),
    marks: marks.get(courseKey(id)),
    saved: shortlist.includes(courseKey(id)),
  })
  return (
    <>
      <CourseFinder finder={finder} count={led + selfPaced} />

      <Section
        id={SECTION_IDS.instructorLed}
        labelledBy="instructor-led-title"
        hidden={led === 0}
        eyebrow="Instructor-led"
        title="Instructor-led courses"
      >
        <p className="section__lead">
          Live courses, online or in-person, each with 1 hour of free 1-to-1 coaching and automatic enrolment in an AI
          ecosystem.
        </p>
        {hydrated && siteDataBlocked() && <p className="alert alert--info measure">{KEPT_FOR_THIS_TAB}</p>}
        <ul className="grid courses__led" aria-label="Instructor-led courses">
          {INSTRUCTOR_LED_COURSES.map((course) => (
            <InstructorLedCard key={course.id} course={course} {...cardProps(course.id)} />
          ))}
        </ul>
      </Section>

      <Assessment href={assessmentHref} hidden={finder.active} />

      <Section
        id={SECTION_IDS.catalogue}
        tone="soft"
        labelledBy="catalogue-title"
        hidden={selfPaced === 0}
        eyebrow="Self-paced"
        title="Courses"
      >
        <p className="alert alert--info measure courses__note">{CATALOGUE_NOTE}</p>
        <ul className="grid catalogue" aria-label={`${selfPaced} self-paced courses`}>
          {SELF_PACED_COURSES.map((course) => (
            <CourseCard key={course.id} course={course} {...cardProps(course.id)} />
          ))}
        </ul>
      </Section>
    </>
  )
}

/** Shown while the browser blocks site data (docs/product.md (Session and storage)). */
const KEPT_FOR_THIS_TAB =
  'Your browser blocks this site from saving data: the courses you save are kept only until you close this tab.'

/** Memoised: its link need not re-render on every keystroke. */
const Assessment = memo(function Assessment({ href, hidden }: { href: string; hidden: boolean | undefined }) {
  return (
    <Section
      id={SECTION_IDS.assessment}
      tone="deep"
      className="courses__assessment"
      containerClassName="section__cta"
      labelledBy="courses-assessment-title"
      hidden={hidden}
    >
      <div>
        <h2 id="courses-assessment-title">{ASSESSMENT_CTA.title}</h2>
        <p className="section__lead">{ASSESSMENT_CTA.text}</p>
      </div>
      <Link to={href} className="btn btn--gold">
        {ASSESSMENT_CTA.cta}
      </Link>
    </Section>
  )
})

/** Cards are memoised: a keystroke re-renders only the cards it shows, hides or marks anew. */
type CardProps<Course> = { course: Course; hidden: boolean; marks: CardMarks | undefined; saved: boolean }

/** Topic and tracks: searchable, so shown (the search matches what the learner can see). */
const facets = (course: { topic: CourseTopic; tracks: readonly TrackId[] }, marks: CardMarks | undefined): Fact[] => [
  { term: 'Topic', value: marks?.topic ?? TOPIC_LABELS[course.topic], className: 'course-topic' },
  { term: 'Tracks', value: marks?.tracks ?? trackNames(course.tracks), className: 'course-tracks' },
]

const InstructorLedCard = memo(function InstructorLedCard({
  course,
  hidden,
  marks,
  saved,
}: CardProps<InstructorLedCourse>) {
  const to = courseRouteForIndex(INSTRUCTOR_LED_COURSES.indexOf(course))
  return (
    <li className="card column led-card" hidden={hidden}>
      <p className="led-card__hours">
        <strong>{course.hours}</strong> hours
      </p>
      <h3 className="led-card__title">{marks?.title ?? course.title}</h3>
      <p className="text-soft led-card__summary">{marks?.subtitle ?? course.summary}</p>
      <Facts
        className="stack text-sm led-card__facts"
        facts={[
          { term: 'Audience', value: course.audience },
          { term: 'Mode', value: course.mode },
          { term: 'Delivery', value: course.delivery },
          ...facets(course, marks),
        ]}
      />
      <div className="btn-row led-card__cta">
        {to ? (
          <Link to={to} className="btn">
            Explore<span className="visually-hidden"> {course.title}</span>
          </Link>
        ) : null}
        <SaveToggle course={courseKey(course.id)} title={course.title} saved={saved} />
      </div>
    </li>
  )
})

const CourseCard = memo(function CourseCard({ course, hidden, marks, saved }: CardProps<SelfPacedCourse>) {
  const noteId = `course-${course.id}-note`
  return (
    <li className="card column course-card" hidden={hidden}>
      <img
        className="course-card__image"
        src={course.image ?? COURSE_FALLBACK_IMAGE}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
      />
      <div className="column course-card__body">
        <p className="caps course-card__id">Course {course.id}</p>
        <h3 className="course-card__title">{marks?.title ?? course.title}</h3>
        <p className="text-soft course-card__subtitle">{marks?.subtitle ?? course.subtitle}</p>
        <Facts className="stack text-sm course-card__facets" facts={facets(course, marks)} />
        <div className="tags course-card__links">
          {course.links.length > 0 ? (
            course.links.map((link) => (
              <ExternalLink key={link.url} href={link.url} className="btn btn--ghost course-card__link">
                {link.label}
              </ExternalLink>
            ))
          ) : (
            <>
              <button type="button" className="btn course-card__link" disabled aria-describedby={noteId}>
                Enroll
              </button>
              <p id={noteId} className="text-soft course-card__soon">
                Enrolment opens soon
              </p>
            </>
          )}
          <SaveToggle course={courseKey(course.id)} title={course.title} saved={saved} />
        </div>
      </div>
    </li>
  )
})
