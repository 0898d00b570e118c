import { SummaryOutput } from "@lifeos/core";
import { Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { yearRange } from "./dates.js";
import { runSummaryTool } from "./summary/summaryTool.js";

export const GetYearSummaryParameters = Schema.Struct({
  year: Schema.Int.check(Schema.isBetween({ minimum: 1900, maximum: 2200 })),
});
export type GetYearSummaryParameters = typeof GetYearSummaryParameters.Type;

/** `get_year_summary`: the year in review, made on demand when missing; `summary: null` when nothing was written. */
export const getYearSummary = defineTool({
  name: "get_year_summary",
  description:
    "Summary of one year of the journal: narrative, what lifted and what weighed on the year, top events, " +
    "happiness average with a 95% interval and the number of entries. summary null means no entries that year.",
  parameters: GetYearSummaryParameters,
  output: SummaryOutput,
  readOnly: true,
  maxResults: 1,
  timeoutMs: 60_000,
  run: (params, context) => runSummaryTool("year", String(params.year), yearRange(params.year), context),
});
