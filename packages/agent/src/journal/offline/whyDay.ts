import { foldAccents } from "@lifeos/core";
import { bullets, clip, quote } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import { findMood } from "../../models/offline/question/moodWords.js";
import type { Question } from "../../models/offline/question/Question.js";
import { sentencesOf } from "./compose/gist.js";
import { objects, text } from "./compose/readData.js";
import { oneDayAsked, whyAsked } from "./journalPatterns.js";
import { journalPhrases } from "./journalPhrases.js";
import { call, plan } from "./planCalls.js";

/** Most sentences quoted, and how long each may be. */
const quoted = 4;
const longest = 180;

/** Words that give a reason or tell what happened to the writer ("because", "after", "porque", "por causa de"). */
const reasonWords =
  /\b(?:because|since|due to|thanks to|so i|after (?:the|a|my)|which made|made me|kept|couldn't|could not|didn't|did not|porque|pois|ja que|visto que|por causa|devido|gracas a|depois d[aoe]|o que me|fez-me|me fez|deixou-me|me deixou|nao consegui)\b/;

/** A day told as bad or good in words the mood lexicon does not weigh ("a terrible day", "um dia horrível"). */
const dayTold = /\b(?:rough|tough|hard|bad|awful|terrible|horrible|great|wonderful|lovely|dificil|duro|dura|mau|pessimo|pessima|horrivel|terrivel|puxado|puxada|otimo|otima|maravilhos[oa])\b/;

/**
 * "why?", "porquê?", "why was that?" right after an answer about one day ("what was my most stressful day this month?",
 * "qual foi o meu pior dia?"): that day's entry, to read what it says of the day. Null otherwise.
 */
export const whyDayRoute = (question: Question): SkillPlan[] | null => {
  const previous = question.previous;
  const date = question.answerDays[0];
  if (!question.has(whyAsked) || previous === null || date === undefined || !previous.has(oneDayAsked)) return null;
  return [plan(0.86, call("get_entry", { date }))];
};

/** "why?" read as one day's entry. */
export const isWhyDay = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  question.has(whyAsked) && results.length === 1 && results[0]!.name === "get_entry" && results[0]!.success && question.previous?.has(oneDayAsked) === true;

/** A sentence that says how the day felt or why: a mood word, a day told good or bad, or a reason. */
const carriesMood = (sentence: string): boolean => {
  const folded = foldAccents(sentence.toLowerCase());
  return findMood(folded).metric !== null || dayTold.test(folded) || reasonWords.test(folded);
};

/**
 * The day's entry read for why: that the offline mode can't know the cause, only what the entry says, then the sentences
 * that carry its mood or give a reason, in the entry's order (the first ones when none does).
 */
export const composeWhyDay = (question: Question, result: ToolResultView): string => {
  const date = text(result.arguments["date"]);
  const contents = objects(result.data["entries"]).map((entry) => text(entry["content"]));
  if (contents.length === 0) return journalPhrases[question.language].nothingOn(date);
  const sentences = contents.flatMap(sentencesOf);
  const carrying = sentences.filter(carriesMood);
  const shown = (carrying.length > 0 ? carrying : sentences).slice(0, quoted).map((sentence) => quote(clip(sentence.trim(), longest), question.language));
  const opening =
    question.language === "pt"
      ? `Em modo offline não sei a causa; só posso mostrar o que diz a sua entrada de ${date}. ${carrying.length > 0 ? "As frases sobre como correu o dia e porquê:" : "Como começa:"}`
      : `Offline I can't know why; I can only show what your entry of ${date} says. ${carrying.length > 0 ? "The sentences about how the day felt and why:" : "How it begins:"}`;
  return `${opening}\n${bullets(shown)}`;
};
