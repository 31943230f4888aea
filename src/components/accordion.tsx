import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import './accordion.css'

export type AccordionItem = {
  id: string
  title: string
  content: ReactNode
}

export type AccordionProps = {
  items: readonly AccordionItem[]
  /** Heading level of each item's button (APG: the button sits inside a heading). */
  headingLevel?: 2 | 3 | 4
  /** Index open at first render; none by default. */
  defaultOpen?: number | null
}

/**
 * WAI-ARIA APG accordion with one panel open at a time: opening an item closes the other,
 * pressing the open item closes it. Arrow keys, Home and End move between the headers.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = null }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen)
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1
    let next: number | null = null
    if (event.key === 'ArrowDown') next = index === last ? 0 : index + 1
    else if (event.key === 'ArrowUp') next = index === 0 ? last : index - 1
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = last
    if (next === null) return
    event.preventDefault()
    buttons.current[next]?.focus()
  }

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index
        const buttonId = `${baseId}-button-${item.id}`
        const panelId = `${baseId}-panel-${item.id}`
        return (
          <div className={`accordion__item${expanded ? ' is-open' : ''}`} key={item.id}>
            <Heading className="accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el
                }}
                id={buttonId}
                type="button"
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className="accordion__title">{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
