import { JOURNEY_STEPS } from '~/lib/content/journey-steps'
import './journey-diagram.css'

/** The reskilling journey as an ordered list styled as a flow diagram (no image of text). */
export function JourneyDiagram(props: { label: string; tone?: 'light' | 'deep' }) {
  return (
    <figure className={`journey-diagram journey-diagram--${props.tone ?? 'light'}`}>
      <ol className="journey-diagram__steps" aria-label={props.label}>
        {JOURNEY_STEPS.map((step) => (
          <li key={step.id} className="card stack journey-diagram__step">
            <span className="disc journey-diagram__number" aria-hidden="true">
              {step.number}
            </span>
            <span className="text-lg journey-diagram__title">{step.title}</span>
            <span className="text-soft journey-diagram__text">{step.text}</span>
          </li>
        ))}
      </ol>
      <figcaption className="journey-diagram__caption">
        <span aria-hidden="true">↻</span> Continuous: each completed track opens the next level of your role.
      </figcaption>
    </figure>
  )
}
