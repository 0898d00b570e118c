import { Schema } from "effect";

/** A passage of a document that answers a question, with what a citation needs to open it. */
export const DocumentPassage = Schema.Struct({
  documentId: Schema.String,
  /** The document's file name, as uploaded. */
  name: Schema.String,
  title: Schema.String,
  /** The page the passage is on (null for a document without pages). */
  page: Schema.NullOr(Schema.Int),
  /** The nearest heading above the passage (null before the first heading, or when not known). */
  heading: Schema.NullOr(Schema.String),
  /** The passage: the page's exact text between `startOffset` and `endOffset`. */
  text: Schema.String,
  startOffset: Schema.Int,
  endOffset: Schema.Int,
  /** The fused relevance, 0..1 where the best passage of the search is 1. */
  score: Schema.Number,
  /** Cosine similarity to the question, when the vector search found it. */
  similarity: Schema.NullOr(Schema.Number),
  /** How to cite it in an answer: `[lease.pdf p. 7]` (`[notes.md]` without pages). */
  citation: Schema.String,
});
export type DocumentPassage = typeof DocumentPassage.Type;
