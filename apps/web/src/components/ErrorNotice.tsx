/** An error in words a person can act on, with a retry when one may help. */
export const ErrorNotice = ({
  message,
  code,
  onRetry,
  onDismiss,
}: {
  message: string;
  code?: string;
  onRetry?: () => void;
  onDismiss?: () => void;
}) => (
  <div className="notice notice-error" role="alert">
    <p>
      <strong>Something went wrong.</strong> {message}
      {code && <span className="muted"> ({code})</span>}
    </p>
    <div className="notice-actions">
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      )}
      {onDismiss && (
        <button type="button" className="button button-quiet" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  </div>
);
