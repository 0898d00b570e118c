import { DocumentId, DocumentRepository, documentSearchLimitMax, SearchKnowledgeBaseOutput, searchDocuments } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { jsonLength, toolResultCharBudget } from "../registry/resultBudget.js";
import { defineTool } from "../registry/Tool.js";
import { today } from "../journal/dates.js";
import { listMeta } from "../journal/meta.js";
import { documentBacklog } from "./documentBacklog.js";

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
/** The characters all passages may take together, leaving room for the envelope. */
const passagesCharBudget = toolResultCharBudget - 2_000;

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
    'list_documents); topK 1-10 (default 5; with many passages each text is shortened, ending in …, so all fit what you read back); minSimilarity raises the relevance floor. found "none" means the ' +
    "documents do not cover the question: say so, never guess; with hasDocuments false the user has no documents yet (say so, and that they can upload some on the Documents page).",
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
      // Ten passages of 1,500 characters and their citations would not fit what a model reads back: each text gets its share of what is left.
      const framing = jsonLength(passages.map((passage) => ({ ...passage, text: "" })));
      const chars = Math.max(100, Math.min(passageChars, Math.floor((passagesCharBudget - framing) / Math.max(1, passages.length))));
      // Nothing found: whether there was anything to search at all (a newcomer asks before uploading).
      const hasDocuments =
        passages.length > 0 ? undefined : (yield* (yield* DocumentRepository).list(context.userId, { limit: 1 })).items.length > 0;
      const data: SearchKnowledgeBaseData = {
        passages: passages.map((passage) =>
          passage.text.length <= chars ? passage : { ...passage, text: `${passage.text.slice(0, chars)}…` },
        ),
        found: passages.length === 0 ? "none" : "some",
        ...(hasDocuments === undefined ? {} : { hasDocuments }),
      };
      const meta = listMeta(passages.length, passages.length, { documentIds: params.documentIds, topK: params.topK ?? 5 });
      // Documents still being processed are not searchable yet: the meta says how many, so "none" is not taken for "not there".
      const processing = yield* documentBacklog(context.userId);
      return { data, meta: processing === null ? meta : { ...meta, processing } };
    }),
});
