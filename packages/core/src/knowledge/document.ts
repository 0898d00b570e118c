import { Schema } from "effect";
import { DocumentId, UserId } from "../common/ids.js";
import { Limits, RequiredString, StorableText } from "../common/validation.js";
import { ProcessingStatus } from "../journal/entry.js";

/** An uploaded document (PDF, Markdown, text). Its chunks live in the chunk index with page numbers. */
export const Document = Schema.Struct({
  id: DocumentId,
  userId: UserId,
  title: RequiredString(Limits.titleChars),
  fileName: RequiredString(500),
  mimeType: Schema.String,
  byteSize: Schema.Int,
  pageCount: Schema.NullOr(Schema.Int),
  contentHash: Schema.String,
  processingStatus: ProcessingStatus,
  processingError: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Document = typeof Document.Type;

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

export const DocumentPatch = Schema.Struct({
  title: Schema.optional(RequiredString(Limits.titleChars)),
  pageCount: Schema.optional(Schema.NullOr(Schema.Int)),
  processingStatus: Schema.optional(ProcessingStatus),
  processingError: Schema.optional(Schema.NullOr(StorableText)),
});
export type DocumentPatch = typeof DocumentPatch.Type;
