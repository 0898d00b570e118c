import { entryTerms, namesIn, phrasesIn } from "@lifeos/tools";
import { foldAccents, relatedWords, searchWords } from "@lifeos/core";
import { bullets, clip, listWords, paragraphs, quote } from "../../../models/offline/answerText.js";
import { findMood } from "../../../models/offline/question/moodWords.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { hobbies } from "../hobbies.js";
import { worryAbout } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { topicsInWords } from "./analysisWords.js";
import { gistOf, sentencesOf } from "./gist.js";
import type { Json } from "./readData.js";
import { objects, text } from "./readData.js";
import { feelingOf, pastMiddle } from "./moodMiddle.js";
import { scopeOf } from "./scope.js";

/** Most subjects named, and most entries quoted. */
const subjects = 4;
const quoted = 5;

const fold = (word: string): string => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/**
 * The subjects (people, places, things) that come back in two or more of the entries, most entries first, each with
 * the dates of the entries that hold it.
 */
const subjectsIn = (rows: ReadonlyArray<Json>, names: ReadonlySet<string>, phrases: ReadonlySet<string>): Map<string, { term: string; dates: string[]; first: number }> => {
  const found = new Map<string, { term: string; dates: string[]; first: number }>();
  rows.forEach((row, index) => {
    for (const term of entryTerms(text(row["excerpt"]), [], names, phrases)) {
      const key = fold(term);
      const seen = found.get(key) ?? { term, dates: [], first: index };
      if (!seen.dates.includes(text(row["date"]))) seen.dates.push(text(row["date"]));
      found.set(key, seen);
    }
  });
  return found;
};

/**
 * The subjects (people, places, things) that come back in two or more of the entries, most entries first, each with
 * the dates of the entries that hold it; with the other end's entries (the calmest days against the most stressed),
 * only those that come back in a larger share of these than of those: what sets them apart, not what every day holds.
 * `common` names the ones left out for being as common at the other end.
 */
export const recurringSubjects = (rows: ReadonlyArray<Json>, against: ReadonlyArray<Json> = []): { apart: Array<{ term: string; dates: string[] }>; common: string[] } => {
  const texts = [...rows, ...against].map((row) => text(row["excerpt"]));
  const names = namesIn(texts);
  const phrases = phrasesIn(texts);
  const other = subjectsIn(against, names, phrases);
  const recurring = [...subjectsIn(rows, names, phrases).entries()].filter(([, each]) => each.dates.length >= 2).sort(([, a], [, b]) => b.dates.length - a.dates.length || a.first - b.first);
  const setApart = ([key, each]: (typeof recurring)[number]) => against.length === 0 || each.dates.length / rows.length > (other.get(key)?.dates.length ?? 0) / against.length;
  return {
    apart: recurring.filter(setApart).slice(0, subjects).map(([, { term, dates }]) => ({ term, dates: [...dates].sort() })),
    common: recurring.filter((each) => !setApart(each)).slice(0, subjects).map(([, each]) => each.term),
  };
};

/** The words of the pastimes a journal tells (a walk, climbing, the guitar), in both languages. */
const pastimeWords: ReadonlySet<string> = new Set(hobbies.flatMap((hobby) => [hobby.concept, ...relatedWords(hobby.concept)]).flatMap(searchWords));

/** Whether a sentence tells a pastime ("Took Biscuit for a walk", "Fui correr no parque"): what a day held, not what weighed on it. */
const tellsPastime = (sentence: string): boolean => searchWords(sentence).some((word) => pastimeWords.has(word));

/**
 * "what was I worried about last month?", "com o que andei preocupado?": what the period's worried days (the most
 * stressed, or the hardest) say of it. A day counts as worried when a sentence of it says a bad state, or its measure
 * is past the middle at the end asked: the least calm days of a calm month are no worries. What is read of each day is
 * what it says beyond its pastimes (a walk with the dog on a hard day is no worry) and beyond a feeling at the other
 * end ("I felt relaxed"): the subjects that recur in that, with their dates, then each day in the words that say the
 * worry, a sentence said on several days once with its dates.
 */
export const composeWorries = (question: Question, rows: ReadonlyArray<Json>, sort: string, scope: string, against: ReadonlyArray<Json> = []): string => {
  const p = journalPhrases[question.language];
  const ranked = feelingOf(sort);
  const moodOf = (sentence: string) => findMood(foldAccents(sentence.toLowerCase()));
  const feeling = (sentence: string) => {
    const said = moodOf(sentence);
    return said.metric === ranked.metric && said.direction === ranked.direction;
  };
  // A good state said ("I felt relaxed", "a good day", "full of energy") is no worry: stress low, anything else high.
  const otherEnd = (sentence: string) => {
    const said = moodOf(sentence);
    return said.metric !== null && said.direction === (said.metric === "stress" ? "low" : "high");
  };
  const told = (row: Json) => sentencesOf(text(row["excerpt"])).filter((sentence) => !tellsPastime(sentence) && !otherEnd(sentence));
  // A bad state of any measure ("exhausted and anxious", "a terrible day") says the day weighed, as the measure past the middle does.
  const badState = (sentence: string) => moodOf(sentence).metric !== null && !otherEnd(sentence);
  const worried = rows.filter((row) => pastMiddle(row, ranked) || sentencesOf(text(row["excerpt"])).some(badState));
  const read = worried.length > 0 ? worried : rows;
  // A day at both ends (a period of few entries) tells nothing apart.
  const dates = new Set(read.map((row) => text(row["date"])));
  const { apart: recurring, common } = recurringSubjects(
    read.map((row) => ({ ...row, excerpt: told(row).join(" ") })),
    against.filter((row) => !dates.has(text(row["date"]))),
  );
  const terms = recurring.map((each) => each.term);
  const said = new Map<string, string[]>();
  for (const row of read.slice(0, quoted * 2)) {
    const sentences = told(row);
    // The feeling asked, else the longest sentence of a bad state ("I was frustrated and angry, and could not sleep
    // well" says more than "a terrible day"), else one with a subject that recurs, else the first.
    const bad = sentences.filter(badState).sort((a, b) => b.length - a.length);
    const sentence = sentences.find(feeling) ?? bad[0] ?? sentences.find((each) => terms.some((term) => fold(each).includes(fold(term)))) ?? sentences[0];
    const words = sentence === undefined ? gistOf(text(row["excerpt"]), terms, question.language, 100) : quote(clip(sentence, 100), question.language);
    said.set(words, [...(said.get(words) ?? []), text(row["date"])]);
  }
  const lines = bullets(
    [...said.entries()].slice(0, quoted).map(([words, [first, ...more]]) => `${first!}: ${words}${more.length > 0 ? p.alsoOn(listWords(more, question.language)) : ""}`),
  );
  // In Portuguese, the writer's English words in Portuguese where there are some ("client" → cliente), else quoted as theirs.
  const inWords = (said: ReadonlyArray<string>) => topicsInWords(said, question.language);
  if (recurring.length === 0) return `${common.length > 0 ? p.worriesCommon(sort, scope, listWords(inWords(common), question.language)) : p.worriesApart(sort, scope)}\n${lines}`;
  const shown = inWords(terms);
  const named = listWords(recurring.map((each, index) => `${shown[index]!} (${each.dates.join(", ")})`), question.language);
  return paragraphs(p.worriesAbout(sort, scope, named), `${p.inTheirWords}\n${lines}`);
};

/** "what was I worried about?" read as the period's most stressed entries and its calmest. */
export const isWorriesAgainst = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 2 && question.has(worryAbout) && results.every((result) => result.name === "get_recent_entries" && result.success);

/** The worried days against the other end of the period: what sets them apart. */
export const composeWorriesAgainst = (question: Question, worried: ToolResultView, other: ToolResultView): string => {
  const rows = objects(worried.data["entries"]);
  const scope = scopeOf(journalPhrases[question.language], worried.arguments, question);
  if (rows.length === 0) return journalPhrases[question.language].noEntries(scope);
  return composeWorries(question, rows, text(worried.data["sort"]) || text(worried.arguments["sort"]), scope, objects(other.data["entries"]));
};
