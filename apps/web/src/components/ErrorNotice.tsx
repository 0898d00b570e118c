import { userLanguage } from "../language/locale.js";
import { componentWords } from "./componentWords.js";
import { problemText } from "../language/problemWords.js";

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
}) => {
  const language = userLanguage();
  const words = componentWords[language];
  const storage = code !== undefined ? words.storageNotices[code] : undefined;
  return (
    <div className="notice notice-error" role="alert" data-code={code}>
      <p>
        <strong>{storage !== undefined ? words.notSaved : words.somethingWrong}</strong> {storage ?? (code === undefined ? message : problemText({ code, message }, language))}
      </p>
      <div className="notice-actions">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {words.retry}
          </button>
        )}
        {onDismiss && (
          <button type="button" className="button button-quiet" onClick={onDismiss}>
            {words.dismiss}
          </button>
        )}
      </div>
    </div>
  );
};
