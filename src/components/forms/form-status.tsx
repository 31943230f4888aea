export type FormStatusValue = { kind: 'error' | 'success'; message: string } | null

/**
 * The message a form shows after a call. Both live regions exist from the first render so screen
 * readers announce what appears: errors assertively (role=alert), successes politely.
 */
export function FormStatus({ status }: { status: FormStatusValue }) {
  return (
    <div className="form-status">
      <div role="alert">{status?.kind === 'error' && <p className="alert alert--error">{status.message}</p>}</div>
      <div role="status">{status?.kind === 'success' && <p className="alert alert--success">{status.message}</p>}</div>
    </div>
  )
}
