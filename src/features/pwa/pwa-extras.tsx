import { loadStylesheets } from '~/lib/stylesheet'
import { InstallAppButton } from './install-app-button'
import extrasStyles from './pwa-extras.css?url'
import { PwaLifecycle } from './pwa-lifecycle'

/** Its own stylesheets: loaded with the module, waited for before it renders (lib/stylesheet.ts). */
export const ready = loadStylesheets(extrasStyles)

/** The PWA parts that exist only in the browser, loaded after hydration by the root layout. */
export default function PwaExtras() {
  return (
    <>
      <PwaLifecycle />
      <InstallAppButton />
    </>
  )
}
