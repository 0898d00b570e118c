/** What a person can do about a failure of the server's storage; nothing of the failed action was saved. */
const storageNotices: Readonly<Record<string, string>> = {
  INSUFFICIENT_STORAGE: "The disk where LifeOS keeps your data is full, so this was not saved. Free some space, then try again.",
  STORAGE_UNAVAILABLE: "LifeOS cannot write to its database right now, so this was not saved. Try again in a moment.",
};

/** An error in words a person can act on, with a retry when one may help; the error code is kept out of the words (in `data-code`, for support). */
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
  <div className="notice notice-error" role="alert" data-code={code}>
    <p>
      <strong>{code !== undefined && storageNotices[code] !== undefined ? "Not saved." : "Something went wrong."}</strong>{" "}
      {(code !== undefined ? storageNotices[code] : undefined) ?? message}
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
