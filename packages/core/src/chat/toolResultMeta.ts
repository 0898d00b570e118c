import { Schema } from "effect";

/**
 * Every tool result carries this: how many rows matched (`originalCount`),
 * how many were returned, whether the tool's hard bound cut the list, how
 * long it took, and which scope (dates, sources, filters) was queried.
 */
export const ToolResultMeta = Schema.Struct({
  count: Schema.Int,
  originalCount: Schema.Int,
  returnedCount: Schema.Int,
  truncated: Schema.Boolean,
  durationMs: Schema.Number,
  scope: Schema.Record(Schema.String, Schema.Unknown),
});
export type ToolResultMeta = typeof ToolResultMeta.Type;
