import { Schema } from "effect";
import { DocumentId, UserId } from "../common/ids.js";
import { BoundedString, Limits, RequiredString, StorableText } from "../common/validation.js";
import { Problem } from "../common/problem.js";
import { givenFields } from "../storage/keyset.js";
import { DocumentStatus } from "./documentStatus.js";

/** The longest stored document summary, in characters. */
export const documentSummaryChars = 2000;

/**
 * An uploaded document (PDF, DOCX, HTML, Markdown, text). Its chunks live in
 * the chunk index with page numbers; its original file in the `BlobStore`.
 * `mimeType` is the type read from the file's bytes, `pageCount` null for
 * kinds without pages. `processingError` is the exact reason of a `failed`
 * status (null otherwise), `processingErrorCode` and `processingErrorParams`
 * the same reason as a code with its values (see `documentProblemCodes`; null
 * for a reason without a code, such as a provider's failure, and for a
 * document failed before codes were kept); `needsOcr` is true when the file had no text layer
 * (a scanned PDF): such a document fails until OCR exists. `summary` is a
 * short extract of the document, null until it is parsed.
 */
export const Document = Schema.Struct({
  id: DocumentId,
  userId: UserId,
  title: RequiredString(Limits.titleChars),
  fileName: RequiredString(500),
  mimeType: Schema.String,
  byteSize: Schema.Int,
  pageCount: Schema.NullOr(Schema.Int),
  contentHash: Schema.String,
  processingStatus: DocumentStatus,
  processingError: Schema.NullOr(Schema.String),
  processingErrorCode: Schema.NullOr(Schema.String),
  processingErrorParams: Schema.NullOr(Problem.fields.params),
  needsOcr: Schema.Boolean,
  summary: Schema.NullOr(BoundedString(documentSummaryChars)),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Document = typeof Document.Type;

/** What an upload supplies. A new document starts `queued`, with no error, `needsOcr` false and no summary. */
export const NewDocument = Schema.Struct({
  id: Schema.optional(DocumentId),
  title: RequiredString(Limits.titleChars),
  fileName: RequiredString(500),
  mimeType: RequiredString(200),
  byteSize: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  pageCount: Schema.optional(Schema.NullOr(Schema.Int)),
  contentHash: RequiredString(128),
});
export type NewDocument = typeof NewDocument.Type;

/**
 * A change to a document. A new upload of a changed file under the same name
 * replaces the file's fields (`fileName`, `mimeType`, `byteSize`,
 * `contentHash`) of the document it replaces, which keeps its id. A patch
 * that sets `processingError` without `processingErrorCode` clears the code
 * and its values (a reason is never stored with another reason's code).
 */
export const DocumentPatch = Schema.Struct({
  title: Schema.optional(RequiredString(Limits.titleChars)),
  fileName: Schema.optional(RequiredString(500)),
  mimeType: Schema.optional(RequiredString(200)),
  byteSize: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  contentHash: Schema.optional(RequiredString(128)),
  pageCount: Schema.optional(Schema.NullOr(Schema.Int)),
  processingStatus: Schema.optional(DocumentStatus),
  processingError: Schema.optional(Schema.NullOr(StorableText)),
  processingErrorCode: Schema.optional(Schema.NullOr(RequiredString(100))),
  processingErrorParams: Schema.optional(Schema.NullOr(Problem.fields.params)),
  needsOcr: Schema.optional(Schema.Boolean),
  summary: Schema.optional(Schema.NullOr(BoundedString(documentSummaryChars))),
});
export type DocumentPatch = typeof DocumentPatch.Type;

/**
 * The stored fields a patch changes: those it gives, with `processingErrorCode` and `processingErrorParams` cleared
 * when it sets `processingError` without a code (see `DocumentPatch`). What each adapter writes.
 */
export const documentPatchFields = (patch: DocumentPatch): Partial<DocumentPatch> => {
  const given = givenFields(patch);
  return patch.processingError !== undefined && patch.processingErrorCode === undefined
    ? { ...given, processingErrorCode: null, processingErrorParams: null }
    : given;
};
