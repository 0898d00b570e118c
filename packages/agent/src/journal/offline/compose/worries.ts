import { entryTerms, namesIn, phrasesIn } from "@lifeos/tools";
import { foldAccents } from "@lifeos/core";
import { bullets, clip, listWords, paragraphs, quote } from "../../../models/offline/answerText.js";
import { findMood } from "../../../models/offline/question/moodWords.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { worryAbout } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { gistOf, sentencesOf } from "./gist.js";
import type { Json } from "./readData.js";
import { objects, text } from "./readData.js";
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

/** The measure a ranking of days reads, and the end of it the days are at. */
const feelingOf = (sort: string): { metric: string; direction: string } =>
  sort === "unhappiest" ? { metric: "happiness", direction: "low" } : sort === "most_tired" ? { metric: "energy", direction: "low" } : { metric: "stress", direction: "high" };

/**
 * "what was I worried about last month?", "com o que andei preocupado?": what the period's most stressed (or hardest)
 * entries are about: the subjects that recur in them, with their dates, then each entry in a few of its own words.
 */
export const composeWorries = (question: Question, rows: ReadonlyArray<Json>, sort: string, scope: string, against: ReadonlyArray<Json> = []): string => {
  const p = journalPhrases[question.language];
  // A day at both ends (a period of few entries) tells nothing apart.
  const dates = new Set(rows.map((row) => text(row["date"])));
  const { apart: recurring, common } = recurringSubjects(rows, against.filter((row) => !dates.has(text(row["date"]))));
  const terms = recurring.map((each) => each.term);
  // The sentence that says the worry ("I felt overwhelmed and anxious about the move"), else the one with a subject.
  // "I felt relaxed" is a stress word too, at the other end.
  const ranked = feelingOf(sort);
  const feeling = (sentence: string) => {
    const said = findMood(foldAccents(sentence.toLowerCase()));
    return said.metric === ranked.metric && said.direction === ranked.direction;
  };
  const line = (row: Json) => {
    const said = sentencesOf(text(row["excerpt"])).find(feeling);
    return `${text(row["date"])}: ${said === undefined ? gistOf(text(row["excerpt"]), terms, question.language, 100) : quote(clip(said, 100), question.language)}`;
  };
  const said = bullets(rows.slice(0, quoted).map(line));
  if (recurring.length === 0) return `${common.length > 0 ? p.worriesCommon(sort, scope, listWords(common, question.language)) : p.worriesApart(sort, scope)}\n${said}`;
  const named = listWords(recurring.map((each) => `${each.term} (${each.dates.join(", ")})`), question.language);
  return paragraphs(p.worriesAbout(sort, scope, named), `${p.inTheirWords}\n${said}`);
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
