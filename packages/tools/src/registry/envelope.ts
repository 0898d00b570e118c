import type { ToolResultMeta } from "@lifeos/core";
import type { ToolOutput } from "./Tool.js";

/**
 * Applies a tool's hard bound to its output: every top-level array in `data`
 * is cut to `maxResults`, and the meta says so (`truncated`, `originalCount`
 * kept from the tool, `returnedCount` and `count` after the cut).
 */
export const boundOutput = <D>(
  output: ToolOutput<D>,
  maxResults: number,
  durationMs: number,
): { data: D; meta: ToolResultMeta } => {
  let cut = false;
  let longest = 0;
  let data = output.data;
  if (Array.isArray(data)) {
    longest = data.length;
    if (data.length > maxResults) {
      data = data.slice(0, maxResults) as D;
      cut = true;
    }
  } else if (typeof data === "object" && data !== null) {
    const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    for (const [key, value] of Object.entries(copy)) {
      if (!Array.isArray(value)) continue;
      longest = Math.max(longest, value.length);
      if (value.length > maxResults) {
        copy[key] = value.slice(0, maxResults);
        cut = true;
      }
    }
    if (cut) data = copy as D;
  }
  const returnedCount = cut ? Math.min(output.meta.returnedCount, maxResults) : output.meta.returnedCount;
  return {
    data,
    meta: {
      ...output.meta,
      count: cut ? Math.min(output.meta.count, maxResults) : output.meta.count,
      originalCount: Math.max(output.meta.originalCount, cut ? longest : 0),
      returnedCount,
      truncated: output.meta.truncated || cut,
      durationMs,
    },
  };
};
