import type { ToolOutput } from "../registry/Tool.js";

/** The `meta` of a portfolio tool result: `returned` of `original` rows, with the scope that was queried. */
export const portfolioMeta = (returned: number, original: number, scope: Record<string, unknown>): ToolOutput<unknown>["meta"] => ({
  count: returned,
  originalCount: original,
  returnedCount: returned,
  truncated: original > returned,
  scope: Object.fromEntries(Object.entries(scope).filter(([, value]) => value !== undefined)),
});
