/**
 * Why a journal import left out a file or an entry, as stable codes (each with the values it names): what a client
 * writes in its own words in place of the import's English `reason`.
 * - `IMPORT_UNSUPPORTED_TYPE` `{ extension, document }` (`document` 1 for a document's type, e.g. `.docx`);
 * - `IMPORT_ZIP_TOO_LARGE` `{ megabytes }`; `IMPORT_NO_SUCH_DAY` `{ text }`; `IMPORT_TOO_LARGE` `{ characters }`;
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
  "IMPORT_TOO_LARGE",
  "IMPORT_KEPT_EDIT",
] as const;
export type JournalImportSkipCode = (typeof journalImportSkipCodes)[number];
