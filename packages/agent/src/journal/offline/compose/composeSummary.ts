import { listWords, paragraphs, score } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { journalPhrases } from "../journalPhrases.js";
import { isObject, numberOrNull, strings, text } from "./readData.js";

/** `get_month_summary` / `get_year_summary`: the period, its entry count and average happiness, and its main events (the card holds the narrative and drivers). */
export const composeSummary = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const month = text(result.arguments["month"]);
  const year = result.arguments["year"];
  const period = month ? p.month(month) : String(year ?? "");
  const summary = result.data["summary"];
  if (!isObject(summary)) return p.noSummary(period);
  const average = numberOrNull(summary["happinessAverage"]);
  const events = strings(summary["topEvents"]).slice(0, 3);
  return paragraphs(
    p.summaryHead(period, numberOrNull(summary["entryCount"]) ?? 0, average === null ? null : score(average)),
    events.length > 0 ? p.mainEvents(listWords(events, question.language)) : "",
  );
};
