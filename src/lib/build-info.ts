/**
 * The version and build date of this build, compiled in by Vite's `define` (vite.config.ts): the
 * version is package.json's (or VITE_APP_VERSION), the date the UTC day of the build. The same
 * values are in the page, the prerendered HTML and the service worker.
 */
declare const __APP_VERSION__: string
declare const __BUILD_DATE__: string

export const APP_VERSION: string = __APP_VERSION__
/** YYYY-MM-DD. */
export const BUILD_DATE: string = __BUILD_DATE__
