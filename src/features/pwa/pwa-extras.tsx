import { useStylesheets } from '~/lib/stylesheet'
import { InstallAppButton } from './install-app-button'
import extrasStyles from './pwa-extras.css?url'
import { PwaLifecycle } from './pwa-lifecycle'

/** The PWA parts that exist only in the browser, loaded after hydration by the root layout. */
export default function PwaExtras() {
  useStylesheets(extrasStyles)
  return (
    <>
      <PwaLifecycle />
      <InstallAppButton />
    </>
  )
}
