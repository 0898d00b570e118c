import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { daysIn, type Period } from "./periods.js";

/** Most searches one answer makes: each finds at most 20 entries, so a long period is searched in parts. */
const mostParts = 12;
/** Days one search covers at most before the period is cut into parts. */
const partDays = 45;

/** The period a listing searches: the one asked, else the whole journal, else the last year. */
export const searchedPeriod = (question: Question): Period =>
  question.range ?? { from: question.journalSpan?.first ?? addDays(question.today, -364), to: question.journalSpan?.last ?? question.today };

/** The period cut into at most `mostParts` parts of about equal days, so each search's 20 entries hold all it lists. */
export const partsOf = (period: Period): Period[] => {
  const days = daysIn(period);
  const count = Math.min(mostParts, Math.max(1, Math.ceil(days / partDays)));
  const size = Math.ceil(days / count);
  const parts: Period[] = [];
  for (let from = period.from as LocalDate; from <= period.to; from = addDays(from, size)) {
    const to = addDays(from, size - 1);
    parts.push({ from, to: to < period.to ? to : period.to });
  }
  return parts;
};
