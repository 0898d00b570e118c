import type { Question } from "../../../models/offline/question/Question.js";
import type { JournalPhrases } from "../journalPhrases.js";
import { periodLabel, namedWords } from "./periodLabel.js";
import type { Json } from "./readData.js";
import { text } from "./readData.js";

/**
 * " from 2024-03-01 to 2024-03-31", " since …", " until …" or " on …" for a call's date arguments (from/to, after/before
 * or date), or ""; a span the question named, or that is this or last week, month or year, in those words with its
 * dates (" last month (2024-04-01 to 2024-04-30)").
 */
export const scopeOf = (p: JournalPhrases, args: Json, question?: Question): string => {
  const from = text(args["from"] ?? args["after"] ?? args["date"]);
  const to = text(args["to"] ?? args["before"] ?? args["date"]);
  // A calendar period so far that is one day yet ("this week" on a Monday) is still named as the period asked.
  const spans = from !== to || question?.dates.some((range) => range.from === from && range.to === to && range.granularity !== "day") === true;
  if (from && to && spans && question !== undefined && namedWords(question, from, to) !== null) return ` ${periodLabel(question, from, to)}`;
  if (from && to) return p.span(from, to);
  if (from) return p.since(from);
  return to ? p.until(to) : "";
};
