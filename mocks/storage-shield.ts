/**
 * Imported first by mocks/browser.ts: msw reads `localStorage` while its modules load, which throws
 * where the browser blocks site data; the shield puts memory for the tab in its place first
 * (src/lib/storage.ts).
 */
import { shieldStorageGlobals } from '../src/lib/storage'

shieldStorageGlobals()
