import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Asks how many words were written ("how many words have I written?", "quantas palavras já escrevi?", "my word count"). */
export const wordsAsked = /\b(?:how many words|(?:my |total |the )?word count|number of words|quantas palavras|numero de palavras|total de palavras)\b/;

/**
 * Asks whether the person writes less or more than before ("am I writing less lately?", "do I write more than I used
 * to?", "escrevo menos ultimamente?", "tenho escrito menos?"), not on which days ("do I write more on weekends?").
 */
export const writingTrendAsked =
  /(?<!\b(?:what|which|day|days|weekday) )\b(?:(?:am i|have i been|do i|i am|i have been) (?:writing|journal(?:l?ing)?|write|journal) (?:less|more)(?! (?:on|at|in|during|over|about|than on)\b)|(?:writing|journal(?:l?ing)?) (?:less|more) (?:lately|recently|these days|than (?:before|i used to|usual))|(?:tenho escrito|ando a escrever|estou a escrever) (?:menos|mais)(?! (?:ao|aos|nos|nas|as|em|durante|no|na|sobre)\b))\b|(?<!\bque )\b(?:escrevo|escrevi) (?:menos|mais)(?= ?\?|$| ultimamente| agora| hoje em dia| recentemente| do que antes| que antes)/;

/** "how many words have I written?", "am I writing less lately?" → every entry of the period counted, words and months with it. */
export const writingAmountRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.metric !== null || !(question.has(wordsAsked) || question.has(writingTrendAsked))) return null;
  return [plan(0.85, call("count_mentions", dateBounds(reading.range)))];
};
