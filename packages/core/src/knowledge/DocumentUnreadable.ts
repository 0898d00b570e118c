import { Schema } from "effect";
import { InvalidInput } from "../common/errors.js";
import { DocumentProblem } from "./documentProblemCodes.js";

/**
 * Why a file could not be read:
 * - `unsupportedType`: its bytes are none of the supported kinds (an image, a
 *   ZIP that is not a Word document, a legacy `.doc`, binary data);
 * - `corrupt`: it claims a supported kind but its structure is broken;
 * - `encrypted`: it needs a password;
 * - `needsOcr`: it has pages but no text layer (a scan or photos of pages);
 * - `empty`: it holds no text at all;
 * - `tooLong`: its text passes `Limits.documentChars`.
 */
export const UnreadableReason = Schema.Literals(["unsupportedType", "corrupt", "encrypted", "needsOcr", "empty", "tooLong"]);
export type UnreadableReason = typeof UnreadableReason.Type;

/**
 * A file the knowledge base cannot read, with the exact reason in words a
 * person can act on (the message names the file) and the same as a code with
 * its values (`problem`, for a client's own words). Retrying the same bytes
 * fails the same way. At the HTTP edge it is a 400 `INVALID_INPUT`
 * (`toInvalidInput`); in a background job it is the document's
 * `processingError`, `problem` its `processingErrorCode` and
 * `processingErrorParams` (with `needsOcr` set for `reason: "needsOcr"`).
 */
export class DocumentUnreadable extends Schema.TaggedError<DocumentUnreadable>()("DocumentUnreadable", {
  message: Schema.String,
  reason: UnreadableReason,
  fileName: Schema.String,
  problem: DocumentProblem,
}) {
  readonly code = "INVALID_INPUT" as const;

  /** The same failure as the one error of the error list an HTTP route returns. */
  toInvalidInput(): InvalidInput {
    return new InvalidInput({ message: this.message, field: "file" });
  }
}
