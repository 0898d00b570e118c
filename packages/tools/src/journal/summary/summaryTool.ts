import type { EntryAnalyticsRepository, JournalEntryRepository, JournalSummary, LocalDate, SummaryKind, SummaryOutput, SummaryView } from "@lifeos/core";
import { JournalSummarizer, JournalSummaryRepository } from "@lifeos/core";
import { Effect, Option } from "effect";
import type { ToolContext, ToolOutput } from "../../registry/Tool.js";
import { listMeta } from "../meta.js";
import { buildExtractiveSummary } from "./buildSummary.js";
import { loadPeriod } from "./loadPeriod.js";

export type SummaryData = SummaryOutput;

/** A stored summary as the tools (and the summary routes) return it. */
export const summaryView = (summary: JournalSummary): SummaryView => ({
  kind: summary.kind,
  period: summary.period,
  narrative: summary.narrative,
  positiveDrivers: summary.positiveDrivers,
  negativeDrivers: summary.negativeDrivers,
  topEvents: summary.topEvents,
  happinessAverage: summary.happinessAverage,
  happinessInterval: summary.happinessInterval,
  entryCount: summary.entryCount,
  method: summary.method,
  generatedAt: summary.generatedAt.toISOString(),
});

/** Shared body of the month and year summary tools. */
export const runSummaryTool = (
  kind: SummaryKind,
  period: string,
  range: { from: LocalDate; to: LocalDate },
  context: ToolContext,
) =>
  Effect.gen(function* () {
    const summarizer = yield* Effect.serviceOption(JournalSummarizer);
    let summary: Option.Option<JournalSummary>;
    if (Option.isSome(summarizer)) {
      summary = yield* summarizer.value.summarize(context.userId, kind, period);
    } else {
      const stored = yield* (yield* JournalSummaryRepository).get(context.userId, kind, period);
      if (Option.isSome(stored)) summary = stored;
      else {
        const { entries, analytics } = yield* loadPeriod(context.userId, range.from, range.to);
        summary =
          entries.length === 0
            ? Option.none()
            : Option.some(buildExtractiveSummary({ userId: context.userId, kind, period, entries, analytics }, context.now));
      }
    }
    const data: SummaryData = { summary: Option.isSome(summary) ? summaryView(summary.value) : null };
    const output: ToolOutput<SummaryData> = {
      data,
      meta: listMeta(data.summary === null ? 0 : 1, data.summary === null ? 0 : 1, { kind, period, ...range }),
    };
    return output;
  });

/** The services the summary tools read. */
export type SummaryToolServices = JournalSummaryRepository | JournalEntryRepository | EntryAnalyticsRepository;
