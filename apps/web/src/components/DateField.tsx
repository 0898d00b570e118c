import { useEffect, useRef, useState } from "react";
import { datePattern, dateText, readDateText } from "../language/dateText.js";
import { userLanguage, userLocale } from "../language/locale.js";
import { Icon } from "./Icon.js";
import { componentWords } from "./componentWords.js";

/**
 * A date, written and read in the person's own order ("14/03/2026" for a
 * Portuguese or British browser, "03/14/2026" for an American one), its
 * pattern shown in their language ("dd/mm/aaaa"); a browser's own date input
 * writes the order of the browser's interface, whatever the person's language.
 * ISO dates ("2026-03-14") are read too. A calendar button picks the date instead.
 * `value` and `onChange` speak `YYYY-MM-DD` ("" for none); a date that does
 * not exist is not passed on, and the field says so.
 */
export const DateField = ({
  value,
  onChange,
  id,
  label,
  required = false,
}: {
  value: string;
  onChange: (date: string) => void;
  id?: string;
  /** Its name for a screen reader, when no `<label>` names it. */
  label?: string;
  required?: boolean;
}) => {
  const locale = userLocale();
  const language = userLanguage();
  const pattern = datePattern(locale, language);
  const words = componentWords[language];
  const [text, setText] = useState(() => (value ? dateText(value, locale) : ""));
  const picker = useRef<HTMLInputElement>(null);
  const typed = readDateText(text, locale);
  // A new value from outside (a reset, a picked day) replaces what is written; the person's own typing is left alone.
  useEffect(() => {
    if (value !== (typed ?? "")) setText(value ? dateText(value, locale) : "");
  }, [value, locale]);
  const invalid = text.trim() !== "" && typed === null;
  return (
    <span className="date-field">
      <input
        id={id}
        className="date-field-text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        placeholder={pattern}
        required={required}
        aria-label={label}
        aria-invalid={invalid}
        title={pattern}
        size={pattern.length + 1}
        ref={(element) => element?.setCustomValidity(invalid ? words.writeDateAs(pattern) : "")}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const date = readDateText(next, locale);
          if (date !== null) onChange(date);
          else if (next.trim() === "") onChange("");
        }}
        onBlur={() => {
          if (typed !== null) setText(dateText(typed, locale));
        }}
      />
      <input
        ref={picker}
        type="date"
        className="date-field-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={typed ?? ""}
        onChange={(event) => {
          if (event.target.value) {
            setText(dateText(event.target.value, locale));
            onChange(event.target.value);
          }
        }}
      />
      <button
        type="button"
        className="icon-button date-field-button"
        aria-label={words.chooseOnCalendar}
        title={words.chooseOnCalendar}
        onClick={() => {
          try {
            picker.current?.showPicker();
          } catch {
            picker.current?.focus();
          }
        }}
      >
        <Icon name="calendar" />
      </button>
    </span>
  );
};
