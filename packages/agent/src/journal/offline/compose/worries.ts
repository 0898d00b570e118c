import { entryTerms, namesIn } from "@lifeos/tools";
import { foldAccents } from "@lifeos/core";
import { bullets, clip, listWords, paragraphs, quote } from "../../../models/offline/answerText.js";
import { findMood } from "../../../models/offline/question/moodWords.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { journalPhrases } from "../journalPhrases.js";
import { gistOf, sentencesOf } from "./gist.js";
import type { Json } from "./readData.js";
import { text } from "./readData.js";

/** Most subjects named, and most entries quoted. */
const subjects = 4;
const quoted = 5;

const fold = (word: string): string => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/**
 * The subjects (people, places, things) that come back in two or more of the entries, most entries first, each with
 * the dates of the entries that hold it.
 */
export const recurringSubjects = (rows: ReadonlyArray<Json>): Array<{ term: string; dates: string[] }> => {
  const excerpts = rows.map((row) => text(row["excerpt"]));
  const names = namesIn(excerpts);
  const found = new Map<string, { term: string; dates: string[]; first: number }>();
  rows.forEach((row, index) => {
    for (const term of entryTerms(excerpts[index]!, [], names)) {
      const key = fold(term);
      const seen = found.get(key) ?? { term, dates: [], first: index };
      if (!seen.dates.includes(text(row["date"]))) seen.dates.push(text(row["date"]));
      found.set(key, seen);
    }
  });
  return [...found.values()]
    .filter((each) => each.dates.length >= 2)
    .sort((a, b) => b.dates.length - a.dates.length || a.first - b.first)
    .slice(0, subjects)
    .map(({ term, dates }) => ({ term, dates: [...dates].sort() }));
};

/** The measure a ranking of days reads, and the end of it the days are at. */
const feelingOf = (sort: string): { metric: string; direction: string } =>
  sort === "unhappiest" ? { metric: "happiness", direction: "low" } : sort === "most_tired" ? { metric: "energy", direction: "low" } : { metric: "stress", direction: "high" };

/**
 * "what was I worried about last month?", "com o que andei preocupado?": what the period's most stressed (or hardest)
 * entries are about: the subjects that recur in them, with their dates, then each entry in a few of its own words.
 */
export const composeWorries = (question: Question, rows: ReadonlyArray<Json>, sort: string, scope: string): string => {
  const p = journalPhrases[question.language];
  const recurring = recurringSubjects(rows);
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
  if (recurring.length === 0) return `${p.worriesApart(sort, scope)}\n${said}`;
  const named = listWords(recurring.map((each) => `${each.term} (${each.dates.join(", ")})`), question.language);
  return paragraphs(p.worriesAbout(sort, scope, named), `${p.inTheirWords}\n${said}`);
};
