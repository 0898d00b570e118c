import { YearMonth, SummaryOutput } from "@lifeos/core";
import { Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { monthRange } from "./dates.js";
import { runSummaryTool } from "./summary/summaryTool.js";

export const GetMonthSummaryParameters = Schema.Struct({ month: YearMonth });
export type GetMonthSummaryParameters = typeof GetMonthSummaryParameters.Type;

/** `get_month_summary`: the month in review, made on demand when missing; `summary: null` when nothing was written. */
export const getMonthSummary = defineTool({
  name: "get_month_summary",
  description:
    "Summary of one month (YYYY-MM) of the journal: narrative, what lifted and what weighed on the month, top events, " +
    "happiness average with a 95% interval and the number of entries. summary null means no entries that month.",
  parameters: GetMonthSummaryParameters,
  output: SummaryOutput,
  readOnly: true,
  maxResults: 1,
  timeoutMs: 30_000,
  run: (params, context) => runSummaryTool("month", params.month, monthRange(params.month), context),
});
