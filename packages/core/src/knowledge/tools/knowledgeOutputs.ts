import { Schema } from "effect";
import { Problem } from "../../common/problem.js";
import { DocumentPassage } from "../documentPassage.js";
import { DocumentStatus } from "../documentStatus.js";

/** What `search_knowledge_base` returns. */
export const SearchKnowledgeBaseOutput = Schema.Struct({
  passages: Schema.Array(DocumentPassage),
  /** "none" when no passage passed the relevance floor: the documents do not speak of the question. */
  found: Schema.Literals(["some", "none"]),
  /** With `found` "none": whether the user has any document at all (false: nothing was ever uploaded, so there was nothing to search). */
  hasDocuments: Schema.optional(Schema.Boolean),
});
export type SearchKnowledgeBaseOutput = typeof SearchKnowledgeBaseOutput.Type;

/** A document as `list_documents` lists it. */
export const ListedDocument = Schema.Struct({
  documentId: Schema.String,
  name: Schema.String,
  title: Schema.String,
  status: DocumentStatus,
  pages: Schema.NullOr(Schema.Int),
  /** ISO 8601 instant. */
  uploadedAt: Schema.String,
  /** Why processing failed (for a failed document). */
  error: Schema.NullOr(Schema.String),
  /** The same reason as a code with its values (see `documentProblemCodes`), for saying it in the user's language; null without one. */
  errorCode: Schema.NullOr(Schema.String),
  errorParams: Schema.NullOr(Problem.fields.params),
});
export type ListedDocument = typeof ListedDocument.Type;

/** What `list_documents` returns. */
export const ListDocumentsOutput = Schema.Struct({ documents: Schema.Array(ListedDocument) });
export type ListDocumentsOutput = typeof ListDocumentsOutput.Type;

/** What `get_document_summary` returns. */
export const GetDocumentSummaryOutput = Schema.Struct({
  documentId: Schema.String,
  name: Schema.String,
  title: Schema.String,
  status: DocumentStatus,
  pages: Schema.NullOr(Schema.Int),
  /** A short extractive summary: null until the document is ready, or when it has no prose. */
  summary: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
  /** `error` as a code with its values (see `documentProblemCodes`); null without one. */
  errorCode: Schema.NullOr(Schema.String),
  errorParams: Schema.NullOr(Problem.fields.params),
  citation: Schema.String,
});
export type GetDocumentSummaryOutput = typeof GetDocumentSummaryOutput.Type;
