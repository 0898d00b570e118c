/** The journal tools: search, recent entries, full entries, mood series, current state, summaries, comparisons. */
export * from "./journalTools.js";
export * from "./searchJournal.js";
export * from "./getRecentEntries.js";
export * from "./getEntry.js";
export * from "./getTimeSeries.js";
export * from "./getCurrentState.js";
export * from "./getMonthSummary.js";
export * from "./getYearSummary.js";
export * from "./compareTimePeriods.js";
export * from "./summary/buildSummary.js";
export * from "./summary/loadPeriod.js";
export type { SummaryData, SummaryToolServices } from "./summary/summaryTool.js";
export { summaryView } from "./summary/summaryTool.js";
export { meanWithInterval } from "./stats.js";
export { contentTerms, foldWord, stopWords, tokenize } from "./text.js";
export { makeExcerpt } from "./excerpt.js";
export { entryTerms } from "./insight/entryTerms.js";
