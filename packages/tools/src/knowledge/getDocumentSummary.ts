import { citationOf, DocumentId, DocumentRepository, GetDocumentSummaryOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";

export const GetDocumentSummaryParameters = Schema.Struct({ documentId: DocumentId });

/** `get_document_summary`: one document's status, pages and short summary. */
export const getDocumentSummary = defineTool({
  name: "get_document_summary",
  description:
    "One uploaded document by documentId (from list_documents or search_knowledge_base): name, title, status, pages " +
    "and a short extractive summary (null until the document is ready, or when it has no prose).",
  parameters: GetDocumentSummaryParameters,
  output: GetDocumentSummaryOutput,
  readOnly: true,
  maxResults: 1,
  run: (params, context) =>
    Effect.gen(function* () {
      const document = yield* (yield* DocumentRepository).get(context.userId, params.documentId);
      const data = {
        documentId: document.id,
        name: document.fileName,
        title: document.title,
        status: document.processingStatus,
        pages: document.pageCount,
        summary: document.summary,
        error: document.processingError,
        errorCode: document.processingErrorCode,
        errorParams: document.processingErrorParams,
        citation: citationOf(document.fileName, null),
      };
      return { data, meta: listMeta(1, 1, { documentId: params.documentId }) };
    }),
});
