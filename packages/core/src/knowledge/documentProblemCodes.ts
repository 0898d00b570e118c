import { Schema } from "effect";
import { Problem } from "../common/problem.js";

/**
 * Why a document could not be read, as stable codes (each with the values it names): what a client writes in its own
 * words in place of the document's English `processingError`. Every one names the file (`fileName`).
 * - `DOCUMENT_EMPTY_FILE` (0 bytes); `DOCUMENT_NO_TEXT` (bytes, but no text on any page);
 * - `DOCUMENT_UNSUPPORTED_TYPE` `{ format }`: what the bytes are instead, one of `legacyOffice`, `png`, `jpeg`, `gif`,
 *   `rtf`, `zip` (an archive, spreadsheet or presentation), `zipNotDocx` (named .docx, a ZIP without a Word document),
 *   `notPdf` and `notDocx` (named so, neither that nor text), `binary` (undecodable bytes), `nulBytes` (text with NUL
 *   bytes);
 * - `DOCUMENT_CORRUPT` `{ kind, detail }`: a `pdf` or `docx` whose structure is broken (`detail`: the reader's own
 *   English words);
 * - `DOCUMENT_ENCRYPTED` (a password); `DOCUMENT_NEEDS_OCR` `{ pages }` (pages with no text layer);
 * - `DOCUMENT_TOO_LONG` `{ characters, max }` (more text than is indexed);
 * - `DOCUMENT_READ_TIMEOUT` `{ minutes }` (reading it took longer than that).
 */
export const documentProblemCodes = [
  "DOCUMENT_EMPTY_FILE",
  "DOCUMENT_NO_TEXT",
  "DOCUMENT_UNSUPPORTED_TYPE",
  "DOCUMENT_CORRUPT",
  "DOCUMENT_ENCRYPTED",
  "DOCUMENT_NEEDS_OCR",
  "DOCUMENT_TOO_LONG",
  "DOCUMENT_READ_TIMEOUT",
] as const;
export type DocumentProblemCode = (typeof documentProblemCodes)[number];

/** Why a document could not be read, as a code and the values it names (no message: that is the error's own). */
export const DocumentProblem = Schema.Struct({ code: Schema.Literals(documentProblemCodes), params: Problem.fields.params });
export type DocumentProblem = typeof DocumentProblem.Type;
