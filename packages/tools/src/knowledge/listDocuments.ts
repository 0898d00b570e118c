import type { ListedDocument } from "@lifeos/core";
import { DocumentRepository, DocumentStatus, ListDocumentsOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { fittingPrefix, toolResultCharBudget } from "../registry/resultBudget.js";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";

export const ListDocumentsParameters = Schema.Struct({
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
  status: Schema.optional(DocumentStatus),
  sort: Schema.optional(Schema.Literals(["newest", "oldest"])),
});

/** `list_documents`: the user's uploaded documents, newest first (or oldest first), with their processing status. */
export const listDocuments = defineTool({
  name: "list_documents",
  description:
    "The user's uploaded documents, newest first: documentId, name, title, status (queued, parsing, embedding, ready, " +
    "failed), pages, uploadedAt and error (with errorCode and errorParams). Use for 'which documents do I have'; give documentIds to " +
    "search_knowledge_base to search one document. limit 1-50 (default 20); status filters; sort 'oldest' lists the first added first.",
  parameters: ListDocumentsParameters,
  output: ListDocumentsOutput,
  readOnly: true,
  maxResults: 50,
  run: (params, context) =>
    Effect.gen(function* () {
      const repository = yield* DocumentRepository;
      const limit = params.limit ?? 20;
      const found: ListedDocument[] = [];
      let cursor: string | undefined;
      let total = 0;
      do {
        const page = yield* repository.list(context.userId, { limit: 200, cursor });
        for (const document of page.items) {
          if (params.status !== undefined && document.processingStatus !== params.status) continue;
          total++;
          // Oldest first: the last `limit` of the newest-first pages, kept as they pass.
          if (params.sort === "oldest" || found.length < limit) {
            found.push({
              documentId: document.id,
              name: document.fileName,
              title: document.title,
              status: document.processingStatus,
              pages: document.pageCount,
              uploadedAt: document.createdAt.toISOString(),
              error: document.processingError,
              errorCode: document.processingErrorCode,
              errorParams: document.processingErrorParams,
            });
            if (found.length > limit) found.shift();
          }
        }
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined && total < 10_000);
      if (params.sort === "oldest") found.reverse();
      // Long titles and error texts could pass what a model reads back: the first that fit are listed, the count is of all.
      const documents = found.slice(0, fittingPrefix(found, toolResultCharBudget - 2_000));
      return { data: { documents }, meta: listMeta(documents.length, total, { status: params.status, sort: params.sort }) };
    }),
});
