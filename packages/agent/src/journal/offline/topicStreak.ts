import { foldAccents } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { countCall, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * Asks for days in a row of something ("what's my longest running streak?", "how many days in a row did I meditate?",
 * "qual a minha maior sequência de dias a correr?", "quantos dias seguidos fui ao ginásio?"): a streak, or days said to
 * run one after the other.
 */
export const runOfDaysAsked =
  /\bstreaks?\b|\bsequencias?\b|\b(?:in a row|consecutive(?:ly)?|on end|seguidos|seguidas|consecutivos|consecutivas|consecutivamente|a fio)\b|\bdays? straight\b|\bstraight days\b/;

/** The words that only say the run or the writing, not what ran: "longest", "streak", "days", "seguidos", "escrever". */
const runWords =
  /^(?:streaks?|row|consecutive(?:ly)?|straight|end|days?|longest|best|biggest|current|most|max(?:imum)?|record|sequencias?|sequencia|dias?|seguid[oa]s|consecutiv[oa]s|consecutivamente|fio|maior|melhor|atual|maximo|recorde|write|wrote|written|writing|journal\w*|diary|escrevi|escrever|escrevo|escrito|escrita|escrevendo|diario|entradas?|entries|entry|registos?|registros?)$/;

/** What the run is of: the subject without the words of the run itself. */
const ranWords = (subject: ReadonlyArray<string>): string[] => subject.filter((word) => !runWords.test(foldAccents(word.toLowerCase())));

/** "my longest running streak", "quantos dias seguidos corri?" → the entries that mention running counted, with their runs of days. */
export const topicStreakRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(runOfDaysAsked) || question.metric !== null) return null;
  const words = ranWords(reading.subject);
  return words.length === 0 ? null : [plan(0.86, countCall(reading, words))];
};
