import { InstallAppButton } from './install-app-button'
import { PwaLifecycle } from './pwa-lifecycle'

/** The PWA parts that exist only in the browser, loaded after hydration by the root layout. */
export default function PwaExtras() {
  return (
    <>
      <PwaLifecycle />
      <InstallAppButton />
    </>
  )
}
