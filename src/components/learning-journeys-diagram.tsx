import { LEARNING_JOURNEYS } from '~/lib/content/learning-journeys'
import './learning-journeys-diagram.css'

/** The four learning journeys (docs/product.md (Offer)) as a from → to diagram; the provider's focus stands out. */
export function LearningJourneysDiagram(props: { headingLevel?: 3 | 4 }) {
  const Heading = props.headingLevel === 4 ? 'h4' : 'h3'
  return (
    <ul className="journeys" aria-label="The four learning journeys">
      {LEARNING_JOURNEYS.map((journey) => (
        <li
          key={journey.id}
          className={`card card--flat journeys__item${journey.focus ? ' journeys__item--focus' : ''}`}
        >
          <span className={`caps pill journeys__kind journeys__kind--${journey.kind.toLowerCase()}`}>
            {journey.kind}
          </span>
          <Heading className="journeys__title">{journey.title}</Heading>
          <p className="tags journeys__path">
            <span className="journeys__node">{journey.from}</span>
            {/* The arrow is drawn; the words say it. */}
            <span className="journeys__arrow" aria-hidden="true">
              →
            </span>
            <span className="visually-hidden"> to </span>
            <span className="journeys__node journeys__node--to">{journey.to}</span>
          </p>
          <p className="text-soft journeys__text">{journey.description}</p>
          {journey.focus ? <strong className="caps pill journeys__badge">Our focus</strong> : null}
        </li>
      ))}
    </ul>
  )
}
