import type { LocalDate } from "@lifeos/core";
import { listWords } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { recurringSubjects } from "./compose/worries.js";
import { topicsInWords } from "./compose/analysisWords.js";
import type { Json } from "./compose/readData.js";
import { numberOrNull, objects, text } from "./compose/readData.js";
import { scopeOf } from "./compose/scope.js";
import { whyAsked } from "./journalPatterns.js";
import { journalPhrases } from "./journalPhrases.js";
import { daysIn } from "./periods.js";
import { call, plan } from "./planCalls.js";
import { whyComparedCalls } from "./whyCompared.js";

/** The tools whose answer already says what went with better and worse days (a state's factors, a summary's drivers). */
const causeTools = new Set(["get_current_state", "get_month_summary", "get_year_summary"]);

/** The period a plan reads, from its calls' date arguments (from/to or after/before). */
const periodRead = (plans: ReadonlyArray<SkillPlan>): { from: LocalDate; to: LocalDate } | null => {
  for (const each of plans[0]?.calls ?? []) {
    const from = each.arguments["from"] ?? each.arguments["after"];
    const to = each.arguments["to"] ?? each.arguments["before"];
    if (typeof from === "string" && typeof to === "string") return { from: from as LocalDate, to: to as LocalDate };
  }
  return null;
};

/**
 * "why?", "porquê?" after an answer that reads a period but says nothing of its causes ("how was last week?" read as
 * its happiness and entries, "how have I been sleeping?" as its sleep and energy): what went with the better and the
 * harder days of that period instead of the same answer again. A period running to today (up to 90 days) is the
 * current state's, whose factors say it; an earlier one is its happiest and hardest entries, set against each other.
 * Null when the plans already say why (a state or a summary), or read no period.
 */
export const whyPlans = (question: Question, plans: ReadonlyArray<SkillPlan>): SkillPlan[] | null => {
  if (!question.has(whyAsked) || plans.length === 0 || plans[0]!.calls.some((each) => causeTools.has(each.name))) return null;
  // "how was my mood in March compared to February?" → "why?": what the lower period's harder days held that the other's better ones did not.
  const comparison = plans[0]!.calls.find((each) => each.name === "compare_time_periods");
  if (comparison !== undefined) return [plan(0.85, ...whyComparedCalls(comparison))];
  const range = periodRead(plans);
  if (range === null) return null;
  const days = daysIn(range);
  if (range.to === question.today && days <= 90) return [plan(0.85, call("get_current_state", { days, language: question.language }))];
  const bounds = { after: range.from, before: range.to };
  return [plan(0.85, call("get_recent_entries", { sort: "happiest", count: 10, ...bounds }), call("get_recent_entries", { sort: "unhappiest", count: 10, ...bounds }))];
};

/** "why?" read as a period's happiest and hardest entries. */
export const isWhyAgainst = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  question.has(whyAsked) &&
  results.length === 2 &&
  results.every((result) => result.name === "get_recent_entries" && result.success) &&
  results[0]!.arguments["sort"] === "happiest" &&
  results[1]!.arguments["sort"] === "unhappiest";

const happiness = (row: Json): number => numberOrNull(objects([row["mood"]])[0]?.["happiness"]) ?? 50;

/**
 * What came back more on the period's better days than on its harder ones, and the other way round, in the writer's
 * words; with too few entries or nothing apart, that the entries can't say why, and what the offline mode reads.
 */
export const composeWhyAgainst = (question: Question, happiest: ToolResultView, hardest: ToolResultView): string => {
  const language = question.language;
  const scope = scopeOf(journalPhrases[language], happiest.arguments, question);
  // Both ends of a short period hold the same days: every entry once, ranked, the happier half against the rest.
  const byDate = new Map<string, Json>();
  for (const row of [...objects(happiest.data["entries"]), ...objects(hardest.data["entries"])]) byDate.set(text(row["date"]), row);
  const rows = [...byDate.values()].sort((a, b) => happiness(b) - happiness(a));
  const half = Math.ceil(rows.length / 2);
  const better = rows.slice(0, half);
  const harder = rows.slice(half);
  const cannot =
    language === "pt"
      ? `As entradas${scope} não mostram porquê: em modo offline só comparo o que os dias mais felizes e os mais difíceis mencionam, e nada aparece mais de um lado do que do outro.`
      : `Your entries${scope} don't show why: offline I can only compare what the happiest and the hardest days mention, and nothing comes back more on one side than the other.`;
  if (rows.length < 4) return language === "pt" ? `Há poucas entradas${scope} para dizer porquê (${rows.length}).` : `There are too few entries${scope} to say why (${rows.length}).`;
  // The writer's words, in Portuguese words where there are some ("climbing" → escalada), their other English ones quoted.
  const lifted = topicsInWords(recurringSubjects(better, harder).apart.map((each) => each.term), language);
  const weighed = topicsInWords(recurringSubjects(harder, better).apart.map((each) => each.term), language);
  if (lifted.length === 0 && weighed.length === 0) return cannot;
  const parts =
    language === "pt"
      ? [
          lifted.length > 0 ? `Os dias mais felizes${scope} tenderam a ter ${listWords(lifted, language)}.` : "",
          weighed.length > 0 ? `Os mais difíceis tenderam a ter ${listWords(weighed, language)}.` : "",
          "É o que aparece mais de um lado do que do outro, não uma causa certa.",
        ]
      : [
          lifted.length > 0 ? `Your better days${scope} tended to have ${listWords(lifted, language)}.` : "",
          weighed.length > 0 ? `The harder ones tended to have ${listWords(weighed, language)}.` : "",
          "That is what comes back more on one side than the other, not a sure cause.",
        ];
  return parts.filter((part) => part !== "").join(" ");
};
