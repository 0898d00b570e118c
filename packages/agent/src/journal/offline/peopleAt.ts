import type { Language } from "@lifeos/core";
import { addDays, foldAccents, relatedWords } from "@lifeos/core";
import { listWords, paragraphs } from "../../models/offline/answerText.js";
import type { PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { gistOf } from "./compose/gist.js";
import { objects, text } from "./compose/readData.js";
import { peopleRanked } from "./journalPatterns.js";
import { peopleWithAsked } from "./peopleWith.js";
import { call, plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { readQuestion } from "./reading.js";

/** Asks who was there: "who did I have dinner with…", "who was I with…", "com quem jantei…", "quem estava…". */
const whoAsked = /^(?:and )?who\b|\bwith whom\b|\bcom quem\b|^(?:e )?quem\b/;

/**
 * An occasion a day's entry tells (accent-folded): "my birthday", "Christmas", "o meu aniversário", "o Natal", a dinner,
 * a party, a trip. Asked who was at one, the people are those that entry names, not those the whole journal names most.
 */
const occasionWords =
  /^(?:birthday|anniversary|christmas|easter|wedding|party|dinner|lunch|brunch|trip|holiday|holidays|graduation|concert|carnival|aniversario|natal|pascoa|casamento|festa|jantar|jantei|almoco|almocei|viagem|ferias|formatura|show|concerto|carnaval|reveillon)$/;

/** A day named by its occasion ("Christmas", "o Natal"), whose entry may be written the day before or after. */
const occasionDay = (reading: Reading): string | null => {
  const range = reading.range;
  if (range === null || range.granularity !== "day" || range.index < 0) return null;
  const words = range.text.split(/\s+/).filter((word) => occasionWords.test(foldAccents(word.toLowerCase())));
  return words.length > 0 ? words.join(" ") : null;
};

/** Names other than the day's ("Natal" of "com quem passei o Natal?" is the day, not a person). */
const otherNames = (reading: Reading): ReadonlyArray<string> => reading.question.names.filter((name) => !(reading.range?.text ?? "").includes(name));

const occasionOf = (reading: Reading): boolean => occasionDay(reading) !== null || reading.subject.some((word) => occasionWords.test(foldAccents(word.toLowerCase())));

/** Days either side of an occasion's day its entry may be written on (Christmas Eve, Boxing Day). */
const occasionReach = 2;

/**
 * "Who did I have dinner with on my birthday?", "com quem jantei no meu aniversário?": the occasion's entries searched
 * first; "who was I with at Christmas?", "com quem passei o Natal?": the occasion's word, over the days around it.
 */
export const peopleAtRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(whoAsked) || question.metric !== null || otherNames(reading).length > 0 || !occasionOf(reading)) return null;
  const day = occasionDay(reading);
  if (day === null) return [search(reading, 0.86, { limit: 10 })];
  const related = relatedWords(day);
  return [
    plan(0.86, call("search_journal", { query: day, ...(related.length > 0 ? { related: [[day, ...related]] } : {}), from: addDays(reading.range!.from, -occasionReach), to: addDays(reading.range!.to, occasionReach), limit: 10 })),
  ];
};

/** The occasion's entry: the latest of those the search is sure of (the last birthday, not every one). */
const occasionEntry = (result: ToolResultView): Readonly<Record<string, unknown>> | undefined => {
  const rows = objects(result.data["results"]);
  const sure = rows.filter((row) => row["confidence"] === "high");
  return (sure.length > 0 ? sure : rows).reduce<Readonly<Record<string, unknown>> | undefined>((best, row) => (best === undefined || text(row["date"]) > text(best["date"]) ? row : best), undefined);
};

/** After the occasion's search: the people named in the entries of its day. */
export const peopleAtFollowUp = (question: Question, result: ToolResultView): PlannedCall[] => {
  const reading = readQuestion(question);
  if (result.name !== "search_journal" || !result.success || !question.has(whoAsked) || otherNames(reading).length > 0 || !occasionOf(reading)) return [];
  // "who do I have lunch with most?": every lunch's people counted, not one day's.
  if (question.has(peopleRanked) && peopleWithAsked(question, reading.subject)) return [];
  const entry = occasionEntry(result);
  if (entry === undefined || !objects(result.data["results"]).some((row) => row["confidence"] === "high")) return [];
  const date = text(entry["date"]);
  return [{ name: "rank_names", arguments: { kind: "person", from: date, to: date } }];
};

export const isPeopleAt = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 2 && results[0]!.name === "search_journal" && results[1]!.name === "rank_names" && question.has(whoAsked);

const phrases: Readonly<Record<Language, { named: (date: string, names: string, gist: string) => string; nobody: (date: string, gist: string) => string }>> = {
  en: {
    named: (date, names, gist) => `Your entry of ${date} names ${names}: ${gist}`,
    nobody: (date, gist) => `Your entry of ${date} names no one: ${gist}`,
  },
  pt: {
    named: (date, names, gist) => `A entrada de ${date} menciona ${names}: ${gist}`,
    nobody: (date, gist) => `A entrada de ${date} não menciona ninguém: ${gist}`,
  },
};

/** The occasion's day, the people its entry names and its words. */
export const composePeopleAt = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const [found, ranked] = results;
  const entry = occasionEntry(found!)!;
  const date = text(entry["date"]);
  const names = objects(ranked!.data["names"]).map((row) => text(row["name"])).filter((name) => name !== "");
  const related = found!.arguments["related"];
  const groups = Array.isArray(related) ? (related as string[][]) : [];
  const gist = gistOf(text(entry["excerpt"]), [...text(found!.arguments["query"]).split(" "), ...groups.flat()], question.language, 200, groups);
  const p = phrases[question.language];
  return paragraphs(names.length > 0 ? p.named(date, listWords(names, question.language), gist) : p.nobody(date, gist));
};
