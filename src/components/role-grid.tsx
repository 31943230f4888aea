import { JOB_ROLES } from '~/lib/content/roles'
import './role-grid.css'

/** The 12 AI/GenAI job roles (docs/product.md (Offer)): 4 columns, 2 under 1024 px, 1 under 600 px (docs/product.md (Numbers)). */
export function RoleGrid() {
  return (
    <ul className="role-grid">
      {JOB_ROLES.map((role) => (
        <li key={role.id} className="card role-grid__item">
          <span className="numeral role-grid__number" aria-hidden="true">
            {role.id}
          </span>
          <h3 className="role-grid__title">
            <span className="visually-hidden">{role.id}. </span>
            {role.title}
          </h3>
          <p className="text-soft role-grid__text">{role.description}</p>
        </li>
      ))}
    </ul>
  )
}
