import type { JournalEntry, LanguageModelService, ModelError } from "@lifeos/core";
import type { SummaryFacts, SummaryInput } from "@lifeos/tools";
import { makeExcerpt, periodLabel } from "@lifeos/tools";
import { Effect } from "effect";

const maxExcerpts = 40;

const sample = (entries: ReadonlyArray<JournalEntry>): JournalEntry[] => {
  if (entries.length <= maxExcerpts) return [...entries];
  const step = entries.length / maxExcerpts;
  return Array.from({ length: maxExcerpts }, (_, index) => entries[Math.floor(index * step)]!);
};

/**
 * A short narrative of the period written by the model from the computed
 * facts and dated excerpts; it is told to use nothing else.
 */
export const modelNarrative = (
  model: LanguageModelService,
  input: SummaryInput,
  facts: SummaryFacts,
): Effect.Effect<string, ModelError> => {
  const excerpts = sample(input.entries).map((entry) => `${entry.date}: ${makeExcerpt(entry.content, [], 240)}`);
  const prompt = [
    `Period: ${periodLabel(input.kind, input.period)} (${facts.entryCount} entries).`,
    `Happiness average: ${facts.happinessAverage ?? "unknown"}${facts.happinessInterval ? ` (95% interval ${facts.happinessInterval.low}-${facts.happinessInterval.high})` : ""}.`,
    `Events: ${facts.topEvents.join("; ") || "none detected"}.`,
    `Lifted by: ${facts.positiveDrivers.join(", ") || "nothing clear"}. Weighed down by: ${facts.negativeDrivers.join(", ") || "nothing clear"}.`,
    "Excerpts:",
    ...excerpts,
  ].join("\n");
  return model
    .generate({
      system:
        "Write a warm, factual review of this period of the person's journal in 4-6 sentences, addressed as 'you'. " +
        "Use only the facts and excerpts given; cite dates; invent nothing.",
      messages: [{ role: "user", content: prompt }],
      maxOutputTokens: 400,
      temperature: 0.3,
    })
    .pipe(Effect.map(({ text }) => text.trim()));
};
