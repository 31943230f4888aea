import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { Section } from '~/components/section'
import type { PlanCatalogueCourse } from '~/lib/content/learning-plan'
import { ROLE_TITLES, type RoleTitle } from '~/lib/content/roles'
import { trackLabel } from '~/lib/content/tracks'
import { listSentence } from '~/lib/list-sentence'
import { outcomeSlug } from '~/lib/outcome-links'
import { paths } from '~/lib/paths'
import { useSession } from '~/lib/session'
import { readTargetRole } from '~/lib/target-role'
import { useHydrated } from '~/lib/use-hydrated'
import { compareSelection, MAX_ROLES, MIN_ROLES, roleComparison, type RoleComparison } from './compare-content'
import { compareSearch, requestedSlugs, type CompareSearch } from './compare-search'
import './compare.css'

/** One row of the comparison: the aspect (the row header) and what a role's cell says of it. */
type Aspect = { label: string; cell: (role: RoleComparison) => ReactNode }

const ASPECTS: readonly Aspect[] = [
  { label: 'What the role does', cell: (role) => <p>{role.summary}</p> },
  { label: 'Reskilling tracks', cell: (role) => <TextItems items={role.tracks.map(trackLabel)} /> },
  { label: 'Mandatory courses', cell: (role) => <TextItems items={role.mandatoryCourses.map((c) => c.title)} /> },
  {
    label: 'Track courses',
    cell: (role) => (
      <>
        <p className="compare__count">
          {role.trackCourses.length} {role.trackCourses.length === 1 ? 'course' : 'courses'}
        </p>
        <TextItems items={role.trackCourses.map((c) => c.title)} />
      </>
    ),
  },
  {
    label: 'Instructor-led courses that fit',
    cell: (role) =>
      role.instructorLed.length > 0 ? (
        <ul className="compare__items">
          {role.instructorLed.map((course) => (
            <li key={course.id}>
              <Link to={course.path}>{course.title}</Link> <span className="muted">· {course.hours} hours</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None</p>
      ),
  },
  {
    label: 'People often come from these functions',
    cell: (role) => <TextItems items={role.functions} empty="No function leads here by itself" />,
  },
  {
    label: 'People often come from these fields of study',
    cell: (role) => <TextItems items={role.majors} empty="No field of study leads here by itself" />,
  },
  {
    label: 'Learning plan',
    cell: (role) => (
      <Link to="/plan/$slug" params={{ slug: role.slug }}>
        The {role.role} plan
      </Link>
    ),
  },
]

function TextItems({ items, empty = 'None' }: { items: readonly string[]; empty?: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>
  return (
    <ul className="compare__items">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/**
 * /compare: two or three of the twelve roles side by side, the roles in the URL so a comparison can
 * be shared and bookmarked. The prerendered page (and the render that hydrates it) shows the
 * default comparison; the URL and the learner's own role apply right after hydration, as on
 * /courses (docs/decisions/0017-prerendering-and-hydration.md). The form is a plain GET form
 * before hydration and goes through the router after, so Back and Forward step through comparisons.
 */
export function ComparePage({
  search,
  catalogue,
}: {
  search: CompareSearch
  catalogue: readonly PlanCatalogueCourse[]
}) {
  const id = useId()
  const hydrated = useHydrated()
  const session = useSession()
  const email = hydrated && session.status === 'loggedIn' ? session.user.email : null
  const learnerRole = useMemo(() => (email ? readTargetRole(email) : null), [email])
  const roles = hydrated ? search.roles : undefined
  const selection = useMemo(() => compareSelection(requestedSlugs({ roles }), learnerRole), [roles, learnerRole])
  const comparisons = useMemo(
    () => selection.roles.map((role) => roleComparison(role, catalogue)),
    [selection, catalogue],
  )

  // The form's choice follows the comparison shown whenever that changes (a submit, Back, a link);
  // a change after hydration is announced, the one that hydration itself brings is not.
  const shownKey = selection.roles.join()
  const [shown, setShown] = useState({ key: shownKey, hydrated })
  const [chosen, setChosen] = useState<readonly RoleTitle[]>(selection.roles)
  const [problem, setProblem] = useState('')
  const [announcement, setAnnouncement] = useState('')
  if (shown.key !== shownKey || shown.hydrated !== hydrated) {
    if (shown.key !== shownKey) {
      setChosen(selection.roles)
      setProblem('')
      if (shown.hydrated) setAnnouncement(`Now comparing ${listSentence(selection.roles)}.`)
    }
    setShown({ key: shownKey, hydrated })
  }

  const navigate = useNavigate()
  const toggle = (role: RoleTitle, checked: boolean) => {
    if (checked && chosen.length >= MAX_ROLES) {
      setProblem(`You can compare up to three roles. Clear one of them to add ${role}.`)
      return
    }
    setProblem('')
    setChosen(checked ? [...chosen, role] : chosen.filter((r) => r !== role))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (chosen.length < MIN_ROLES) {
      setProblem('Choose at least two roles to compare.')
      return
    }
    void navigate({ to: paths.compare, search: compareSearch(chosen.map(outcomeSlug)), resetScroll: false })
  }

  const names = listSentence(selection.roles)
  return (
    <Section className="compare" containerClassName="compare__sheet">
      <header>
        <p className="eyebrow">The twelve AI roles</p>
        <h1>Compare roles</h1>
        <p className="section__lead compare__lead">
          Two or three of the twelve AI roles side by side: what each does, its tracks and courses, and where people
          usually come from. Share the page's address to share the comparison.
        </p>
      </header>

      <form className="compare__form" method="get" action={paths.compare} onSubmit={submit}>
        <fieldset aria-describedby={`${id}-problem`}>
          <legend>Choose two or three roles</legend>
          <ul className="compare__choices">
            {ROLE_TITLES.map((role) => (
              <li key={role}>
                <label className="control compare__choice">
                  <input
                    type="checkbox"
                    name="roles"
                    value={outcomeSlug(role)}
                    checked={chosen.includes(role)}
                    onChange={(event) => toggle(role, event.currentTarget.checked)}
                  />
                  {role}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p id={`${id}-problem`} className="compare__problem" role="status">
          {problem}
        </p>
        <button type="submit" className="btn">
          Compare
        </button>
      </form>

      <section className="compare__result" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{names}, side by side</h2>
        {selection.added.length > 0 && (
          <p className="muted">
            A comparison shows two roles at least, so {listSentence(selection.added)}{' '}
            {selection.added.length === 1 ? 'is' : 'are'} shown too.
          </p>
        )}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>

        {/* Wide screens and print: one table, a column per role. Narrow screens: one list per role
            (compare.css shows one of the two). */}
        <div className="table-frame compare__table-view">
          <table className="table compare__table" aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <td />
                {comparisons.map((role) => (
                  <th key={role.role} scope="col">
                    {role.role}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ASPECTS.map((aspect) => (
                <tr key={aspect.label}>
                  <th scope="row">{aspect.label}</th>
                  {comparisons.map((role) => (
                    <td key={role.role}>{aspect.cell(role)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="compare__list-view">
          {comparisons.map((role, index) => (
            <section key={role.role} className="card compare__role" aria-labelledby={`${id}-role-${index}`}>
              <h3 id={`${id}-role-${index}`}>{role.role}</h3>
              <dl>
                {ASPECTS.map((aspect) => (
                  <div key={aspect.label} className="compare__aspect">
                    <dt>{aspect.label}</dt>
                    <dd>{aspect.cell(role)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </section>
    </Section>
  )
}
