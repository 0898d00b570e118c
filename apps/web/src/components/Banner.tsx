import { useState, type ReactNode } from "react";
import { Icon } from "./Icon.js";
import { userLanguage } from "../language/locale.js";
import { componentWords } from "./componentWords.js";

const hiddenKey = (name: string) => `lifeos.banner-hidden.${name}`;

const isHidden = (name: string): boolean => {
  try {
    return sessionStorage.getItem(hiddenKey(name)) === "1";
  } catch {
    return false;
  }
};

/**
 * A notice across the top of a page: `children` on a wide screen; on a
 * phone one line, `short` (when given), cut with an ellipsis rather than
 * wrapped, the whole text being its tooltip (`title`). `actions` sit at its end. With
 * `hideable`, a button puts it away until the browser tab is closed (on every page).
 * `name` is its `data-banner`, `testId` its `data-testid`.
 */
export const Banner = ({
  name,
  className,
  children,
  short,
  title,
  actions,
  hideable = false,
  testId,
}: {
  name: string;
  testId?: string;
  className: string;
  children: ReactNode;
  short?: ReactNode;
  title?: string;
  actions?: ReactNode;
  hideable?: boolean;
}) => {
  const [hidden, setHidden] = useState(() => hideable && isHidden(name));
  if (hidden) return null;
  const words = componentWords[userLanguage()];
  return (
    <div className={`banner ${className}`} data-banner={name} data-testid={testId} role="status" title={title}>
      <div className="banner-text">
        {short === undefined ? (
          children
        ) : (
          <>
            <span className="banner-long">{children}</span>
            <span className="banner-short">{short}</span>
          </>
        )}
      </div>
      {actions}
      {hideable && (
        <button
          type="button"
          className="icon-button banner-hide"
          aria-label={words.hideNotice}
          title={words.hideNotice}
          onClick={() => {
            try {
              sessionStorage.setItem(hiddenKey(name), "1");
            } catch {
              // Without storage it is hidden on this page only.
            }
            setHidden(true);
          }}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
};
