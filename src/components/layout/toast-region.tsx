import { afterHydration } from '../after-hydration'

/** The toast container (react-toastify), mounted after hydration: no prerendered page has it. */
export const ToastRegion = afterHydration(() => import('./toast-host'))
