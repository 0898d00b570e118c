/**
 * Why a journal import left out a file or an entry, as stable codes (each with the values it names): what a client
 * writes in its own words in place of the import's English `reason`.
 * - `IMPORT_UNSUPPORTED_TYPE` `{ extension, document }` (`document` 1 for a document's type, e.g. `.docx`);
 * - `IMPORT_ZIP_TOO_LARGE` `{ megabytes }`; `IMPORT_TOO_LARGE` `{ characters }`;
 * - a date read from a name, a heading or a line (`place` is `name` when it is the file's name): `IMPORT_NO_SUCH_DAY`
 *   `{ text, year?, place? }` (`year` when the text had none and took the heading's above); `IMPORT_AMBIGUOUS_DATE`
 *   `{ text, first, second, place? }` (day then month, or month then day: nothing in the import tells which);
 *   `IMPORT_NO_YEAR` `{ text }` (a heading's day and month with no year above it); `IMPORT_WRONG_WEEKDAY`
 *   `{ text, weekday, year }` (`weekday` 0 for Sunday to 6); `IMPORT_FRONT_MATTER_DATE` `{ text }` (front matter
 *   `date:` that is not a day); `IMPORT_NO_DATE_IN_FILE` (no date in the file's name, front matter or headings);
 *   `IMPORT_UNDATED_TEXT` `{ marker }` (text before the first dated `heading` or date `line`);
 * - a folder's file past the most one import reads: `IMPORT_OVER_FILE_LIMIT` `{ max }`; a file that could not be
 *   read from disk (no permission, gone meanwhile): `IMPORT_UNREADABLE_FILE`;
 * - the others name no value.
 */
export const journalImportSkipCodes = [
  "IMPORT_EMPTY",
  "IMPORT_MEDIA_ONLY",
  "IMPORT_MEDIA_FILE",
  "IMPORT_UNSUPPORTED_TYPE",
  "IMPORT_PDF",
  "IMPORT_UNREADABLE_ENCODING",
  "IMPORT_BINARY",
  "IMPORT_NOT_JSON",
  "IMPORT_NOT_DAY_ONE",
  "IMPORT_NOT_A_ZIP",
  "IMPORT_ZIP_TOO_LARGE",
  "IMPORT_ZIP_IN_ZIP",
  "IMPORT_UNSTORABLE_NAME",
  "IMPORT_NO_SUCH_DAY",
  "IMPORT_NO_DATE",
  "IMPORT_AMBIGUOUS_DATE",
  "IMPORT_NO_YEAR",
  "IMPORT_WRONG_WEEKDAY",
  "IMPORT_FRONT_MATTER_DATE",
  "IMPORT_NO_DATE_IN_FILE",
  "IMPORT_UNDATED_TEXT",
  "IMPORT_TOO_LARGE",
  "IMPORT_KEPT_EDIT",
  "IMPORT_OVER_FILE_LIMIT",
  "IMPORT_UNREADABLE_FILE",
] as const;
export type JournalImportSkipCode = (typeof journalImportSkipCodes)[number];

/**
 * The code of an import none of whose files held an entry, beside the error's English `message`:
 * `IMPORT_NOTHING_TO_IMPORT` `{ files, more }` (`files` uploaded; `more` left out past those the error names in its
 * `skipped`, each with its own code).
 */
export const nothingToImportCode = "IMPORT_NOTHING_TO_IMPORT";

/**
 * Why a journal import was refused before any file was read, beside the error's English `message`:
 * `IMPORT_NO_FILES` (the request held no file), `IMPORT_TOO_MANY_FILES` `{ files, max }`.
 */
export const journalImportUploadProblemCodes = ["IMPORT_NO_FILES", "IMPORT_TOO_MANY_FILES"] as const;
export type JournalImportUploadProblemCode = (typeof journalImportUploadProblemCodes)[number];
