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

/** A saved CSV mapping, reused for the next export of the same broker. Names are unique per user. */
export const ImportProfile = Schema.Struct({
  id: ImportProfileId,
  userId: UserId,
  name: RequiredString(100),
  mapping: ColumnMapping,
  delimiter: Schema.Literals([",", ";", "\t", "|"]),
  numberFormat: NumberFormat,
  dateFormat: DateFormat,
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
});
export type NewImportProfile = typeof NewImportProfile.Type;
