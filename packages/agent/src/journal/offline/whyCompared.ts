import type { MoodMetric } from "@lifeos/core";
import { listWords } from "../../models/offline/answerText.js";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { topicsInWords } from "./compose/analysisWords.js";
import type { Json } from "./compose/readData.js";
import { numberOrNull, objects, text } from "./compose/readData.js";
import { scopeOf } from "./compose/scope.js";
import { recurringSubjects } from "./compose/worries.js";
import { whyAsked } from "./journalPatterns.js";
import { journalPhrases } from "./journalPhrases.js";
import { call } from "./planCalls.js";

/** The sorts of a metric's harder and better days (more stress is the harder end). */
const endsOf = (metric: string): { harder: string; better: string } =>
  metric === "stress" ? { harder: "most_stressed", better: "calmest" } : metric === "energy" ? { harder: "most_tired", better: "most_energetic" } : { harder: "unhappiest", better: "happiest" };

type Span = { readonly from: string; readonly to: string };

/**
 * "why?" after two periods compared: the comparison again (which says which was lower), and each period's harder and
 * better days, to set the lower one's harder days against the other's better ones.
 */
export const whyComparedCalls = (comparison: PlannedCall): PlannedCall[] => {
  const metric = text(comparison.arguments["metric"]) || "valence";
  const ends = endsOf(metric);
  const periods = [comparison.arguments["first"], comparison.arguments["second"]] as ReadonlyArray<Span>;
  return [
    comparison,
    ...periods.flatMap((span) => [ends.harder, ends.better].map((sort) => call("get_recent_entries", { sort, count: 10, after: span.from, before: span.to }))),
  ];
};

/** "why?" read as a comparison and its periods' harder and better days. */
export const isWhyCompared = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  question.has(whyAsked) && results.length === 5 && results[0]!.name === "compare_time_periods" && results.slice(1).every((result) => result.name === "get_recent_entries");

const rowsOf = (result: ToolResultView | undefined): Json[] => (result?.success === true ? objects(result.data["entries"]) : []);

/**
 * What came back more on the lower period's harder days than on the other's better days, and the other way round, in
 * the writer's words, said as what the entries show; that they show nothing apart when nothing is.
 */
export const composeWhyCompared = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const language = question.language;
  const p = journalPhrases[language];
  const [comparison, firstHarder, firstBetter, secondHarder, secondBetter] = results;
  const metric = text(comparison!.data["metric"]) || text(comparison!.arguments["metric"]) || ("valence" satisfies MoodMetric);
  const average = (key: string) => numberOrNull(objects([comparison!.data[key]])[0]?.["average"]);
  const [first, second] = [average("first"), average("second")];
  // The period the metric was worse in: more stress, or less of anything else.
  const secondLower = first !== null && second !== null ? (metric === "stress" ? second > first : second < first) : true;
  const [lower, higher] = secondLower ? ["second", "first"] : ["first", "second"];
  const [lowerHarder, higherBetter] = secondLower ? [rowsOf(secondHarder), rowsOf(firstBetter)] : [rowsOf(firstHarder), rowsOf(secondBetter)];
  const context = question.previous ?? question;
  const label = (key: string) => scopeOf(p, objects([comparison!.arguments[key]])[0] ?? {}, context).trim();
  const weighed = topicsInWords(recurringSubjects(lowerHarder, higherBetter).apart.map((each) => each.term), language);
  const lifted = topicsInWords(recurringSubjects(higherBetter, lowerHarder).apart.map((each) => each.term), language);
  const [lowerLabel, higherLabel] = [label(lower), label(higher)];
  if (weighed.length === 0 && lifted.length === 0) {
    return language === "pt"
      ? `As entradas não mostram o que mudou entre ${higherLabel} e ${lowerLabel}: em modo offline só comparo o que os dias mais difíceis de um e os melhores do outro mencionam, e nada aparece mais de um lado do que do outro.`
      : `Your entries don't show what differed between ${higherLabel} and ${lowerLabel}: offline I can only compare what the harder days of one and the better days of the other mention, and nothing comes back more on one side than the other.`;
  }
  const parts =
    language === "pt"
      ? [
          weighed.length > 0 ? `O período mais difícil dos dois foi ${lowerLabel}: os dias mais difíceis tenderam a ter ${listWords(weighed, language)}.` : `O período mais difícil dos dois foi ${lowerLabel}.`,
          lifted.length > 0 ? `Os melhores dias ${higherLabel} tenderam a ter ${listWords(lifted, language)}.` : "",
          "É o que as entradas mostram, não uma causa certa.",
        ]
      : [
          weighed.length > 0 ? `The harder of the two was ${lowerLabel}: its harder days tended to have ${listWords(weighed, language)}.` : `The harder of the two was ${lowerLabel}.`,
          lifted.length > 0 ? `The better days ${higherLabel} tended to have ${listWords(lifted, language)}.` : "",
          "That is what the entries show, not a sure cause.",
        ];
  return parts.filter((part) => part !== "").join(" ");
};
