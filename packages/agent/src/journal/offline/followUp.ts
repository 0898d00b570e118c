import type { Question } from "../../models/offline/question/Question.js";
import { dateRangeBefore, unitBefore } from "../../time/periodBefore.js";
import { followUpOpening, whyAsked } from "./journalPatterns.js";
import { subjectWords } from "./journalQuestion.js";

/**
 * "and last month?", "e em abril?", "what about stress?": the previous
 * question asked again with this one's dates or metric.
 */
export const followUpOf = (question: Question): Question | null => {
  const previous = question.previous;
  // "why?": the period of the previous question in review, for its causes (a summary's drivers, the current state's stressors).
  if (previous !== null && question.has(whyAsked)) {
    return { ...previous, language: question.language, metric: null, direction: null, cues: new Set([...previous.cues, "cause" as const]), tools: question.tools, capabilities: question.capabilities, previous: null };
  }
  if (previous === null || !question.has(followUpOpening) || subjectWords(question).length > 0) return null;
  // "and the year before?", "e no ano anterior?": the previous question's period moved back, not today's. A previous
  // question of no date ("how was my week?", "how am I doing?") was of the period running to today.
  const unit = unitBefore(question.normalized);
  const from = previous.range ?? (unit === null ? null : { from: question.today, to: question.today, granularity: "day" as const, text: "", index: -1 });
  const before = unit === null || from === null ? null : previous.range === null ? [dateRangeBefore(from, unit)] : previous.dates.map((range) => dateRangeBefore(range, unit));
  if (before === null && question.dates.length === 0 && question.metric === null) return null;
  return {
    ...previous,
    language: question.language,
    dates: before ?? (question.dates.length > 0 ? question.dates : previous.dates),
    range: unit !== null && from !== null ? dateRangeBefore(from, unit) : (question.range ?? previous.range),
    metric: question.metric ?? previous.metric,
    direction: question.metric !== null ? question.direction : previous.direction,
    tools: question.tools,
    capabilities: question.capabilities,
    previous: null,
  };
};

