/**
 * Entering text the way a user does, key by key, in every engine. Over Firefox's WebDriver BiDi,
 * `locator.fill()` sets the value from script without the input events React listens to, so the
 * form never sees it; typing works everywhere (docs/testing.md (Firefox)).
 */
import type { Locator } from '@playwright/test'

/** Empties the field (select all, delete) if it holds text, then types `text` into it. */
export async function typeInto(field: Locator, text: string) {
  if ((await field.inputValue()) !== '') {
    await field.press('ControlOrMeta+A')
    await field.press('Delete')
  }
  await field.pressSequentially(text)
}
