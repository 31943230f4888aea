import type { ComponentPropsWithoutRef, ReactNode } from 'react'

type SectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby'> & {
  /** The band's background: light grey (`soft`) or dark (`deep`); white when left out. */
  tone?: 'soft' | 'deep'
  /** Classes for the inner `.container` (its layout: a split, a call to action...). */
  containerClassName?: string
  /** The id of the heading that names the section. */
  labelledBy?: string
  /** A short label above the heading, as the first thing in the container. */
  eyebrow?: ReactNode
  /** The section's `<h2>`, after the eyebrow, with `labelledBy` as its id. */
  title?: ReactNode
}

/**
 * One band of a page: a full-width `<section>` carrying the background, and a centred `.container`
 * inside it that holds the content. Every page is built from these bands, so the two wrappers and
 * their class names live here once and the pages write only what is inside.
 */
export function Section({
  id,
  tone,
  className,
  containerClassName,
  labelledBy,
  eyebrow,
  title,
  children,
  ...rest
}: SectionProps) {
  const classes = ['section', tone && `section--${tone}`, className].filter(Boolean).join(' ')
  const containerClasses = containerClassName ? `container ${containerClassName}` : 'container'
  // The id first and other attributes last: the order pages wrote them in, so the HTML stays the same.
  return (
    <section id={id} className={classes} aria-labelledby={labelledBy} {...rest}>
      <div className={containerClasses}>
        {/* Without an eyebrow or a title the children go in as they are: wrapping them in one more
            list would change the ids that useId gives the fields inside (and so the prerendered HTML). */}
        {eyebrow === undefined && title === undefined ? (
          children
        ) : (
          <>
            {eyebrow === undefined ? null : <span className="eyebrow">{eyebrow}</span>}
            {title === undefined ? null : <h2 id={labelledBy}>{title}</h2>}
            {children}
          </>
        )}
      </div>
    </section>
  )
}

// What pages put inside their bands, kept here: this module comes with the root layout to every
// page, so these add no chunk of their own.

/** A list whose items are plain strings (each string its own key: the lists hold no duplicates). */
export function TextList({
  items,
  ordered = false,
  className,
  label,
}: {
  items: readonly string[]
  ordered?: boolean
  className?: string
  /** The list's accessible name, when the heading above does not give it one. */
  label?: string
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  )
}

/** Each string its own paragraph. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return items.map((text) => (
    <p key={text} className={className}>
      {text}
    </p>
  ))
}
