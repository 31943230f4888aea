// The unstyled build: the default one injects a <style> element, which the CSP (style-src 'self') blocks.
import type { CSSProperties } from 'react'
import { ToastContainer } from 'react-toastify/unstyled'
import toastStyles from 'react-toastify/ReactToastify.css?url'
import hostStyles from './toast-host.css?url'
import { loadStylesheets } from '~/lib/stylesheet'

/** Its own stylesheets: loaded with the module, waited for before it renders (lib/stylesheet.ts). */
export const ready = loadStylesheets(toastStyles, hostStyles)

const AUTO_CLOSE_MS = 5000

/** One container with the docs/product.md (Numbers) defaults. Alt+T focuses the notifications; Escape resumes. */
export default function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={AUTO_CLOSE_MS}
      // The progress bar's animation is the toast's timer; toast-host.css keeps it under reduced motion.
      style={{ '--toast-auto-close': `${AUTO_CLOSE_MS}ms` } as CSSProperties}
      closeButton
      pauseOnHover
      pauseOnFocusLoss
      draggable="touch"
      draggableDirection="x"
      draggablePercent={80}
      role="alert"
      theme="light"
      limit={3}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      aria-label="Notifications Alt+T"
    />
  )
}
