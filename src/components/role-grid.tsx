import { JOB_ROLES } from '~/lib/content/roles'
import './role-grid.css'

/** The 12 AI/GenAI job roles (docs/product.md (Offer)): 4 columns, 2 under 1024 px, 1 under 600 px (docs/product.md (Numbers)). */
export function RoleGrid(props: { headingLevel?: 3 | 4 }) {
  const Heading = props.headingLevel === 4 ? 'h4' : 'h3'
  return (
    <ul className="role-grid">
      {JOB_ROLES.map((role) => (
        <li key={role.id} className="role-grid__item">
          <span className="role-grid__number" aria-hidden="true">
            {role.id}
          </span>
          <Heading className="role-grid__title">
            <span className="visually-hidden">{role.id}. </span>
            {role.title}
          </Heading>
          <p className="role-grid__text">{role.description}</p>
        </li>
      ))}
    </ul>
  )
}
