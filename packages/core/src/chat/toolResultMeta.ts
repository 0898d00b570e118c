import { Schema } from "effect";

/**
 * Data a tool read that is still being processed in the background (a
 * journal import whose entries are not yet analysed, documents not yet
 * indexed): of `total` items, `processed` are done and `pending` wait or are
 * being processed, so an answer built on the result may be incomplete.
 */
export const ToolResultProcessing = Schema.Struct({
  source: Schema.Literals(["journal", "documents"]),
  pending: Schema.Int,
  processed: Schema.Int,
  total: Schema.Int,
});
export type ToolResultProcessing = typeof ToolResultProcessing.Type;

/**
 * Every tool result carries this: how many rows matched (`originalCount`),
 * how many were returned, whether the tool's hard bound cut the list, how
 * long it took, and which scope (dates, sources, filters) was queried.
 * `processing` is present only while data the tool depends on is still
 * being processed.
 */
export const ToolResultMeta = Schema.Struct({
  count: Schema.Int,
  originalCount: Schema.Int,
  returnedCount: Schema.Int,
  truncated: Schema.Boolean,
  durationMs: Schema.Number,
  scope: Schema.Record(Schema.String, Schema.Unknown),
  processing: Schema.optional(ToolResultProcessing),
});
export type ToolResultMeta = typeof ToolResultMeta.Type;
