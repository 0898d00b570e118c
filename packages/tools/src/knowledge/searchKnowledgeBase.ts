import { DocumentId, documentSearchLimitMax, SearchKnowledgeBaseOutput, searchDocuments } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { today } from "../journal/dates.js";
import { listMeta } from "../journal/meta.js";

export const SearchKnowledgeBaseParameters = Schema.Struct({
  query: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500)),
  documentIds: Schema.optional(Schema.Array(DocumentId).check(Schema.isMaxLength(50))),
  topK: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: documentSearchLimitMax }))),
  minSimilarity: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 }))),
  related: Schema.optional(
    Schema.Array(Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(60))).check(Schema.isMinLength(2), Schema.isMaxLength(25))).check(
      Schema.isMaxLength(8),
    ),
  ),
});
export type SearchKnowledgeBaseParameters = typeof SearchKnowledgeBaseParameters.Type;

export type SearchKnowledgeBaseData = SearchKnowledgeBaseOutput;

/** Longest passage text handed to a model. */
const passageChars = 1500;

/**
 * `search_knowledge_base`: passages of the user's uploaded documents that
 * answer a question (hybrid keyword and vector search), each with its
 * document, page and citation token.
 */
export const searchKnowledgeBase = defineTool({
  name: "search_knowledge_base",
  description:
    "Search the user's uploaded documents (PDF, Word, notes) by meaning and keywords. Returns passages with documentId, " +
    "name, page, the heading it falls under, text, score and a citation token such as [lease.pdf p. 7]. Cite every fact you take from a passage " +
    "with its citation token, exactly as given. Optional documentIds limit the search to those documents (see " +
    'list_documents); topK 1-10 (default 5); minSimilarity raises the relevance floor. found "none" means the ' +
    "documents do not cover the question: say so, never guess.",
  parameters: SearchKnowledgeBaseParameters,
  output: SearchKnowledgeBaseOutput,
  readOnly: true,
  maxResults: documentSearchLimitMax,
  run: (params, context) =>
    Effect.gen(function* () {
      const passages = yield* searchDocuments(context.userId, {
        query: params.query,
        ...(params.documentIds === undefined ? {} : { documentIds: params.documentIds }),
        limit: params.topK ?? 5,
        ...(params.minSimilarity === undefined ? {} : { similarityFloor: params.minSimilarity }),
        ...(params.related === undefined ? {} : { related: params.related }),
        today: today(context),
      });
      const data: SearchKnowledgeBaseData = {
        passages: passages.map((passage) =>
          passage.text.length <= passageChars ? passage : { ...passage, text: `${passage.text.slice(0, passageChars)}…` },
        ),
        found: passages.length === 0 ? "none" : "some",
      };
      return { data, meta: listMeta(passages.length, passages.length, { documentIds: params.documentIds, topK: params.topK ?? 5 }) };
    }),
});
