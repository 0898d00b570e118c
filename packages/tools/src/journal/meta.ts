import type { ToolOutput } from "../registry/Tool.js";

/** The `meta` of a journal tool result: `returned` of `original` rows, cut by the tool's bound when fewer. */
export const listMeta = (
  returned: number,
  original: number,
  scope: Record<string, unknown>,
): ToolOutput<unknown>["meta"] => ({
  count: returned,
  originalCount: original,
  returnedCount: returned,
  truncated: original > returned,
  scope: Object.fromEntries(Object.entries(scope).filter(([, value]) => value !== undefined)),
});
