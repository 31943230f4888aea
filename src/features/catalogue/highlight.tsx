import type { ReactNode } from 'react'
import { highlightRanges } from './text-match'

/** The text with the words the search matched in <mark>. */
export function Highlight({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  const ranges = highlightRanges(text, terms)
  if (ranges.length === 0) return text
  const parts: ReactNode[] = []
  let at = 0
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>)
    at = end
  }
  parts.push(text.slice(at))
  return parts
}
