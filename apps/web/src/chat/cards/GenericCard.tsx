import { useAnswerLanguage, useAnswerLocale } from "../../language/AnswerLanguage.js";
import { dueText } from "../../language/momentText.js";
import { cardWords, type CardWords } from "./cardWords.js";

type Loose = Readonly<Record<string, unknown>>;

const label = (key: string): string => key.replace(/([a-z])([A-Z])/g, "$1 $2").replaceAll("_", " ").toLowerCase();

/** An instant as the API writes it ("2026-11-30T10:00:00.000Z"). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** How plain values read in the answer's language and locale. */
interface Reading {
  readonly words: CardWords;
  readonly locale: string;
}

const scalar = (value: unknown, reading: Reading): string | null => {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string" && isoInstant.test(value)) return dueText(value, reading.locale);
  if (typeof value === "string") return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  if (typeof value === "number") return (Math.round(value * 100) / 100).toLocaleString(reading.locale, { useGrouping: false });
  if (typeof value === "boolean") return value ? reading.words.yes : reading.words.no;
  return null;
};

/** An id ("id", "memoryId", "account_id"): for the app, not for the person, so never shown but in the raw data. */
const isId = (key: string): boolean => /^id$|Id$|_id$/.test(key);

/** The fields of a record a person reads: plain values, ids left out. */
const shownFields = (record: Loose, reading: Reading): Array<[string, unknown]> =>
  Object.entries(record).filter(([key, value]) => !isId(key) && scalar(value, reading) !== null);

/**
 * A tool without a card of its own, drawn readably: its plain fields as a
 * list, lists of records as short lines, ids left out, and the raw data
 * one click away.
 */
export const GenericCard = ({ data }: { data: Loose }) => {
  const reading: Reading = { words: cardWords[useAnswerLanguage()], locale: useAnswerLocale() };
  const fields = shownFields(data, reading);
  const lists = Object.entries(data).filter(([, value]) => Array.isArray(value) && value.length > 0) as Array<[string, unknown[]]>;
  return (
    <div className="generic-card">
      {fields.length > 0 && (
        <dl className="fields">
          {fields.map(([key, value]) => (
            <div key={key}>
              <dt>{label(key)}</dt>
              <dd>{scalar(value, reading)}</dd>
            </div>
          ))}
        </dl>
      )}
      {lists.map(([key, items]) => (
        <div key={key}>
          <h4>{label(key)}</h4>
          <ul>
            {items.slice(0, 20).map((item, index) => (
              <li key={index}>
                {scalar(item, reading) ??
                  shownFields(item as Loose, reading)
                    .slice(0, 4)
                    .map(([field, value]) => `${label(field)}: ${scalar(value, reading)}`)
                    .join(" · ")}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <details className="raw-data">
        <summary>{reading.words.rawData}</summary>
        <pre className="json">{JSON.stringify(data, null, 2)}</pre>
      </details>
    </div>
  );
};
