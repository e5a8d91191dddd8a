import './PageLoader.css';

/** A full-screen message before the frame exists: 'Loading menu...' or a load failure. */
export function StatusScreen({
  message,
  busy = false,
  action,
}: {
  message: string;
  busy?: boolean;
  action?: { label: string; href: string };
}) {
  return (
    <div className="status-screen" role={busy ? 'status' : 'alert'} aria-busy={busy}>
      {busy && <span className="ball-spinner" aria-hidden="true" />}
      <p>{message}</p>
      {action && (
        <a className="button button--primary" href={action.href}>
          {action.label}
        </a>
      )}
    </div>
  );
}
