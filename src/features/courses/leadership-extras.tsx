import { RoleGrid } from '~/components/role-grid'
import { Section, TextList } from '~/components/section'
import { CardList } from './course-page'
import { EMPATHY_PROGRAM, LEADERSHIP_COMPETENCIES, LEADERSHIP_STYLES, SCALING_ACTIONS } from './content/leadership'

/** The leadership course's framework sections: competencies, styles, the empathy programme, scaling. */
export function LeadershipExtras() {
  return (
    <>
      <Section tone="soft" labelledBy="competencies-title" eyebrow="Framework" title="4 competencies, 24 behaviours">
        <div className="grid course__cards course__cards--4">
          {LEADERSHIP_COMPETENCIES.map((c) => (
            <article
              key={c.id}
              className="card card--flat stack course__card competency"
              aria-labelledby={`comp-${c.id}`}
            >
              <h3 id={`comp-${c.id}`}>{c.title}</h3>
              <p className="text-soft">{c.text}</p>
              <TextList className="list text-sm competency__behaviours" items={c.behaviours} />
            </article>
          ))}
        </div>
      </Section>

      <Section labelledBy="styles-title" title="6 leadership styles">
        <CardList label="Leadership styles" columns={3} cards={LEADERSHIP_STYLES} />
      </Section>

      <Section tone="soft" labelledBy="empathy-title" title="The 12-week empathy program">
        <p className="section__lead">A week-by-week plan each leader runs with their own team after the course.</p>
        <ol className="grid timeline">
          {EMPATHY_PROGRAM.map((w) => (
            <li key={w.id} className="timeline__item">
              <strong>{w.title}</strong>
              <span className="text-sm">{w.text}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="scaling-title" title="7 actions to scale AI">
        <ol className="grid course__cards course__cards--numbered" aria-label="Scaling actions">
          {SCALING_ACTIONS.map((a, i) => (
            <li key={a.id} className="card card--flat stack course__card">
              <span className="disc framework__index" aria-hidden="true">
                {i + 1}
              </span>
              <strong>{a.title}</strong>
              <span className="text-soft">{a.text}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="soft" labelledBy="roles-title" title="12 new AI job roles">
        <p className="section__lead">
          The roles your people can grow into, and which the Reskilling Assessment maps them to.
        </p>
        <RoleGrid />
      </Section>
    </>
  )
}
