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
