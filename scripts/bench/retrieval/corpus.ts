/**
 * The shape every corpus of `bench:retrieval` has: documents to index, and
 * questions annotated with the documents that answer them.
 */

/** One searchable unit: a journal entry, a conversation turn, or a document section. */
export interface CorpusItem {
  /** Stable within the corpus; what the questions' answers name. */
  readonly id: string;
  readonly text: string;
  /** The day it was written or said (YYYY-MM-DD); null for undated document sections. */
  readonly date: string | null;
  /** Document corpora: the document the section belongs to, and its position in it. */
  readonly document?: { readonly id: string; readonly title: string; readonly section: number };
}

export interface CorpusQuestion {
  readonly text: string;
  readonly language: "en" | "pt";
  /** Ids of the items that answer it; empty for a question the corpus never answers. */
  readonly answers: ReadonlyArray<string>;
  /** "template" for generated questions, "hand" for hand-written ones. */
  readonly origin: "template" | "hand";
}

export interface Corpus {
  readonly name: string;
  /** What the corpus stands for: the source its domain searches. */
  readonly source: "journal" | "memory" | "document";
  readonly items: ReadonlyArray<CorpusItem>;
  readonly questions: ReadonlyArray<CorpusQuestion>;
  /** "Today" for the questions (recency and "last May" are relative to it). */
  readonly now: string;
}
