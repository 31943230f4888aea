import { useRef, type KeyboardEvent, type ReactNode, type ToggleEvent } from 'react'
import './accordion.css'

export type AccordionProps = {
  items: readonly { id: string; title: string; content: ReactNode }[]
  /** The items' shared `name`: the browser keeps one item of a name open. Unique on the page. */
  name: string
}

/**
 * An accordion with one item open at a time, built on `<details name>`: the browser opens an item
 * on a click or Enter/Space on its summary, closes the other items of the same name, and closes
 * the open item when its summary is pressed again. It works before the app has loaded, and the
 * app never controls `open` (no `open` prop): hydration keeps whatever the visitor opened, and
 * nothing can toggle twice. After hydration the app adds arrow keys, Home and End between the
 * summaries, and closes the other items itself where the browser ignores `name`.
 */
export function Accordion({ items, name }: AccordionProps) {
  const summaries = useRef<(HTMLElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1
    let next: number | null = null
    if (event.key === 'ArrowDown') next = index === last ? 0 : index + 1
    else if (event.key === 'ArrowUp') next = index === 0 ? last : index - 1
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = last
    if (next === null) return
    event.preventDefault()
    summaries.current[next]?.focus()
  }

  const onToggle = (event: ToggleEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget
    if (!opened.open) return
    for (const other of opened.parentElement?.children ?? []) {
      if (other !== opened && other instanceof HTMLDetailsElement && other.name === opened.name) other.open = false
    }
  }

  return (
    <div className="accordion">
      {items.map((item, index) => (
        // `open` is the visitor's, possibly set before hydration: not a mismatch to report.
        <details className="accordion__item" name={name} key={item.id} onToggle={onToggle} suppressHydrationWarning>
          <summary
            ref={(el) => {
              summaries.current[index] = el
            }}
            className="row accordion__trigger"
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {/* Inside the summary, so the titles still outline the page. */}
            <h3 className="accordion__heading">{item.title}</h3>
            <span className="accordion__icon" aria-hidden="true" />
          </summary>
          <div className="muted measure accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  )
}
