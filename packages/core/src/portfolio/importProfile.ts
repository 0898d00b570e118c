import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { BoundedString, RequiredString } from "../common/validation.js";
import { ImportProfileId } from "./ids.js";

/** Which CSV column holds each activity field (field → header); see `csv/columnMapping`. */
export const ColumnMapping = Schema.Record(Schema.String, BoundedString(200));
export type ColumnMapping = typeof ColumnMapping.Type;

export const NumberFormat = Schema.Literals(["dot", "comma"]);
export type NumberFormat = typeof NumberFormat.Type;
export const DateFormat = Schema.Literals(["YMD", "DMY", "MDY"]);
export type DateFormat = typeof DateFormat.Type;

/**
 * How a file's exchange-rate column is written: `toBase` multiplies the
 * row's currency into the base currency (0.92 EUR per USD, with EUR the
 * base); `perBase` is units of the row's currency per base unit (1.08 USD per
 * EUR, as Degiro writes it), so it divides.
 */
export const FxDirection = Schema.Literals(["toBase", "perBase"]);
export type FxDirection = typeof FxDirection.Type;

/** A saved CSV mapping, reused for the next export of the same broker. Names are unique per user. */
export const ImportProfile = Schema.Struct({
  id: ImportProfileId,
  userId: UserId,
  name: RequiredString(100),
  mapping: ColumnMapping,
  delimiter: Schema.Literals([",", ";", "\t", "|"]),
  numberFormat: NumberFormat,
  dateFormat: DateFormat,
  /** How the broker writes its exchange rates, as detected or chosen when the profile was saved; null when the file did not show it. */
  fxDirection: Schema.NullOr(FxDirection),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type ImportProfile = typeof ImportProfile.Type;

export const NewImportProfile = Schema.Struct({
  name: RequiredString(100),
  mapping: ColumnMapping,
  delimiter: Schema.Literals([",", ";", "\t", "|"]),
  numberFormat: NumberFormat,
  dateFormat: DateFormat,
  /** Saved with the profile and used for its next imports (see `ImportProfile.fxDirection`); default null. */
  fxDirection: Schema.optional(Schema.NullOr(FxDirection)),
});
export type NewImportProfile = typeof NewImportProfile.Type;
