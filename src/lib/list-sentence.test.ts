// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { listSentence } from './list-sentence'

describe('listSentence', () => {
  it('writes a list as Intl.ListFormat does in British English', () => {
    const reference = new Intl.ListFormat('en-GB', { type: 'conjunction' })
    const words = ['the AI Strategist track', 'your major is Law', 'you answered “Yes”', 'four']
    for (let length = 0; length <= words.length; length += 1) {
      const items = words.slice(0, length)
      expect(listSentence(items)).toBe(reference.format(items))
    }
  })
})
