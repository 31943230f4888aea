import { Link } from '@tanstack/react-router'
import { JourneyDiagram } from '~/components/journey-diagram'
import { Paragraphs, Section, TextList } from '~/components/section'
import { Slider } from '~/components/slider'
import { MANDATORY_COURSES } from '~/lib/content/mandatory-courses'
import { JOB_ROLES } from '~/lib/content/roles'
import { tracksForRole } from '~/lib/content/tracks'
import { paths } from '~/lib/paths'
import { FUNCTION_MAPS } from './function-maps'
import { ALGORITHM_STEPS, JOURNEY_CTA, JOURNEY_HERO, MANDATORY_TEXT, ROLE_ALLOCATION } from './journey-content'
import './tracks-page.css'

/** `assessmentHref`: the profile route when logged in, else /login. */
export function TracksPage({ assessmentHref }: { assessmentHref: string }) {
  return (
    <div className="journey">
      <Section tone="deep" className="section--glow" labelledBy="journey-title" eyebrow="Reskilling tracks">
        <h1 id="journey-title">{JOURNEY_HERO.title}</h1>
        <p className="section__lead">{JOURNEY_HERO.lead}</p>
        <JourneyDiagram tone="deep" label="The steps of the reskilling journey" />
      </Section>

      <Section labelledBy="allocation-title" title="One target role out of twelve">
        <Paragraphs className="section__lead" items={ROLE_ALLOCATION} />
        <div className="table-frame journey__table-wrap">
          <table className="table journey__table">
            <caption id="role-map-caption">Role-to-track map: the tracks each target role follows</caption>
            <thead className="caps muted">
              <tr>
                <th scope="col">Target role</th>
                <th scope="col">Tracks</th>
              </tr>
            </thead>
            <tbody>
              {JOB_ROLES.map((role) => (
                <tr key={role.id}>
                  <th scope="row">
                    <span className="journey__role-id">{role.id}</span> {role.title}
                  </th>
                  <td>
                    <ul className="tags pills journey__chips">
                      {tracksForRole(role.title).map((track) => (
                        <li key={track.id} className={track.id === 0 ? 'is-base' : undefined}>
                          {track.id} · {track.title}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <Link to={paths.compare}>Compare two or three roles side by side</Link>: what each does, its courses, and
          where people usually come from.
        </p>
      </Section>

      <Section tone="soft" labelledBy="mandatory-title">
        <h2 id="mandatory-title">{MANDATORY_COURSES.length} mandatory courses in every track</h2>
        <p className="section__lead">{MANDATORY_TEXT}</p>
        <figure className="track-shape">
          <ol className="track-shape__list" aria-label="Structure of a reskilling track">
            {MANDATORY_COURSES.map((c, i) => (
              <li key={c.id} className="stack tile track-shape__course">
                <span className="caps track-shape__tag">Mandatory {i + 1}</span>
                <strong>{c.title}</strong>
                <span>{c.summary}</span>
              </li>
            ))}
            <li className="stack card card--flat track-shape__course--specific">
              <span className="caps track-shape__tag">Then</span>
              <strong>Track-specific courses</strong>
              <span className="text-soft">
                The courses of your target role’s tracks, from the catalogue and instructor-led offer.
              </span>
            </li>
          </ol>
        </figure>
      </Section>

      <Section labelledBy="algorithm-title" title="How the assessment chooses your role">
        <ol className="list measure journey__algorithm">
          {ALGORITHM_STEPS.map((s) => (
            <li key={s.id} className="stack">
              <strong>{s.title}</strong>
              <span className="muted">{s.text}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="soft" labelledBy="functions-title">
        <h2 id="functions-title">Target roles by function</h2>
        <p className="section__lead">
          Where people from each business function usually go. The first role is the one proposed when aspirations are
          unclear.
        </p>
        <Slider
          label="Function maps"
          slides={FUNCTION_MAPS.map((map) => ({
            id: map.id,
            title: map.function,
            content: (
              <div className="card fmap">
                <div className="fmap__from">
                  <span className="caps fmap__label">From</span>
                  <strong className="heading-xl">{map.function}</strong>
                  <p className="muted">{map.summary}</p>
                </div>
                <span className="fmap__arrow" aria-hidden="true">
                  →
                </span>
                <div className="fmap__to">
                  <span className="caps fmap__label">Natural next step</span>
                  <strong className="fmap__default">{map.defaultRole}</strong>
                  <span className="caps fmap__label">Also chosen</span>
                  <TextList className="tags pills" items={map.otherRoles} />
                </div>
              </div>
            ),
          }))}
        />
      </Section>

      <Section tone="deep" containerClassName="section__cta" labelledBy="journey-cta">
        <div>
          <h2 id="journey-cta">{JOURNEY_CTA.title}</h2>
          <p className="section__lead">{JOURNEY_CTA.text}</p>
        </div>
        <Link to={assessmentHref} className="btn btn--gold">
          {JOURNEY_CTA.cta}
        </Link>
      </Section>
    </div>
  )
}
