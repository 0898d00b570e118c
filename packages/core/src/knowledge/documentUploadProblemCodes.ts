/**
 * Why an upload of documents was refused before any file was read, as stable codes (each with the values it names):
 * what a client writes in its own words in place of the English message of the 400 `INVALID_INPUT` (its `problem`).
 * - `DOCUMENT_UPLOAD_NO_FILES` (the request held no file);
 * - `DOCUMENT_UPLOAD_TOO_MANY_FILES` `{ files, max }` (more files than one upload takes);
 * - `DOCUMENT_UPLOAD_UNSTORABLE_NAME` `{ fileName }` (a file name with a character no storage keeps: NUL or an
 *   unpaired surrogate; `fileName` has each such character replaced by U+FFFD).
 */
export const documentUploadProblemCodes = ["DOCUMENT_UPLOAD_NO_FILES", "DOCUMENT_UPLOAD_TOO_MANY_FILES", "DOCUMENT_UPLOAD_UNSTORABLE_NAME"] as const;
export type DocumentUploadProblemCode = (typeof documentUploadProblemCodes)[number];
