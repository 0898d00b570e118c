import type { Language, Problem } from "@lifeos/core";
import { useAnswerLanguage, useAnswerLocale } from "../../language/AnswerLanguage.js";
import { dateText } from "../../language/dateText.js";
import { dueText } from "../../language/momentText.js";
import { problemText, storedReasonText } from "../../language/problemWords.js";
import { cardWords, type CardWords } from "./cardWords.js";
import { fieldLabel, fieldValue } from "./fieldWords.js";

type Loose = Readonly<Record<string, unknown>>;

/** An instant as the API writes it ("2026-11-30T10:00:00.000Z"). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** A calendar day as the API writes it ("2026-11-30"). */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A month as the API writes it ("2026-11"). */
const isoMonth = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month as a person reads it in `locale`: "November 2026", "novembro de 2026". */
const readableMonth = (value: string, locale: string): string => new Date(`${value}-01T00:00:00Z`).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });

/** How plain values read in the answer's language and locale. */
interface Reading {
  readonly words: CardWords;
  readonly language: Language;
  readonly locale: string;
}

/** A plain value of field `key` as words: a known value of a fixed list in the answer's language, dates and numbers in its locale; null for a record or a list. */
const scalar = (key: string, value: unknown, reading: Reading): string | null => {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string" && isoInstant.test(value)) return dueText(value, reading.locale);
  if (typeof value === "string" && isoDay.test(value)) return dateText(value, reading.locale);
  if (typeof value === "string" && isoMonth.test(value)) return readableMonth(value, reading.locale);
  if (typeof value === "string") return fieldValue(key, value, reading.language) ?? (value.length > 300 ? `${value.slice(0, 300)}…` : value);
  if (typeof value === "number") return (Math.round(value * 100) / 100).toLocaleString(reading.locale, { useGrouping: false });
  if (typeof value === "boolean") return value ? reading.words.yes : reading.words.no;
  return null;
};

/** An id ("id", "memoryId", "account_id"): for the app, not for the person, so never shown but in the raw data. */
const isId = (key: string): boolean => /^id$|Id$|_id$/.test(key);

const isRecord = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A failure told with its code and values beside its message (a failed document's `error`, `errorCode`, `errorParams`):
 * the reason in the answer's language, once.
 */
const withReason = (record: Loose, language: Language): Loose => {
  if (!("errorCode" in record)) return record;
  const { errorCode, errorParams, ...rest } = record;
  if (typeof rest["error"] !== "string" || typeof errorCode !== "string") return rest;
  return { ...rest, error: storedReasonText(rest["error"], errorCode, isRecord(errorParams) ? (errorParams as Problem["params"]) : null, language) };
};

/** The fields of a record a person reads: plain values, ids left out. */
const shownFields = (record: Loose, reading: Reading): Array<[string, unknown]> =>
  Object.entries(withReason(record, reading.language)).filter(([key, value]) => !isId(key) && scalar(key, value, reading) !== null);

/** A problem the server tells as a code and its values (`Problem`), said in the web's words when it knows the code. */
const isProblem = (record: Loose): record is Problem => typeof record["code"] === "string" && typeof record["message"] === "string" && isRecord(record["params"]);

/** A record as one short line: a problem in words, else its first plain fields, "name: value" apart by dots. */
const line = (record: Loose, reading: Reading): string =>
  isProblem(record) ? problemText(record, reading.language) : shownFields(record, reading)
    .slice(0, 4)
    .map(([field, value]) => `${fieldLabel(field, reading.language)}: ${scalar(field, value, reading)}`)
    .join(" · ");

/**
 * A tool without a card of its own, drawn readably in the answer's language: its plain fields as a list (field names
 * and known values in words, dates and numbers in the person's locale), each record it holds and each list of records
 * as short lines, ids left out, and the raw data one click away.
 */
export const GenericCard = ({ data }: { data: Loose }) => {
  const language = useAnswerLanguage();
  const reading: Reading = { words: cardWords[language], language, locale: useAnswerLocale() };
  // A text the result also gives as a problem (a code and its values) is said once, in the problem's words.
  const told = new Set(Object.values(data).flatMap((value) => (isRecord(value) && isProblem(value) ? [value.message] : [])));
  const fields = shownFields(data, reading).filter(([, value]) => typeof value !== "string" || !told.has(value));
  const groups = Object.entries(data).flatMap(([key, value]): Array<[string, unknown[]]> => {
    if (Array.isArray(value)) return value.length > 0 ? [[key, value]] : [];
    return isRecord(value) && shownFields(value, reading).length > 0 ? [[key, [value]]] : [];
  });
  // Only nothing to say (no record, an empty list): said so, not an empty frame.
  const nothing = groups.length === 0 && fields.every(([, value]) => value === null || value === undefined || value === "");
  return (
    <div className="generic-card">
      {nothing && <p className="card-empty">{reading.words.nothingToShow}</p>}
      {!nothing && fields.length > 0 && (
        <dl className="fields">
          {fields.map(([key, value]) => (
            <div key={key}>
              <dt>{fieldLabel(key, language)}</dt>
              <dd>{scalar(key, value, reading)}</dd>
            </div>
          ))}
        </dl>
      )}
      {groups.map(([key, items]) => (
        <div key={key}>
          <h4>{fieldLabel(key, language)}</h4>
          <ul>
            {items.slice(0, 20).map((item, index) => (
              <li key={index}>{scalar(key, item, reading) ?? (isRecord(item) ? line(item, reading) : "")}</li>
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
