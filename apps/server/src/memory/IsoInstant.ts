import { BoundedString } from "@lifeos/core";
import { Schema, SchemaTransformation } from "effect";

const instantPattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * True for a real calendar date `YYYY-MM-DD` (years 1000–9999), optionally
 * with a time of day and a zone (`Z` or `±hh:mm`): "2025-02-30", "2025-1-1",
 * "yesterday" and "99999-01-01" are not instants.
 */
export const isIsoInstant = (value: string): boolean => {
  const match = instantPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59)) return false;
  return !Number.isNaN(new Date(value).getTime());
};

/**
 * An instant on the wire: an ISO date (`2026-05-01`, midnight UTC) or
 * date-time with a zone, decoded as a `Date`; anything else is INVALID_INPUT.
 */
export const IsoInstant = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => isIsoInstant(value) || "must be an ISO date (YYYY-MM-DD) or date-time with a zone", {
      toJsonSchema: () => ({ format: "date-time", pattern: instantPattern.source, examples: ["2025-03-01T09:00:00Z"] }),
    }),
  ),
  Schema.decodeTo(Schema.Date, SchemaTransformation.transform({ decode: (value: string) => new Date(value), encode: (date: Date) => date.toISOString() })),
);

/** A search or question text: storable (no NUL or lone surrogates), at most 2000 characters. */
export const QueryText = BoundedString(2000);
