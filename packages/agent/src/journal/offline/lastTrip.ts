import type { Language, LocalDate } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import { bullets, paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { gistOf } from "./compose/gist.js";
import { groupsOf, termsOf } from "./compose/composeSearch.js";
import { objects, text } from "./compose/readData.js";
import { surelyMatched } from "./compose/sureMatch.js";
import { search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Words of a time away ("holiday", "trip", "férias", "viagem"), folded. */
export const travelWords = /^(?:holidays?|vacations?|trips?|getaways?|ferias|viage[mn]s?)$/;
const travelSaid = /\b(?:holidays?|vacations?|trips?|getaways?|ferias|viage[mn]s?)\b/;

/** The latest one asked: "my last holiday", "the most recent trip", "as últimas férias", "a minha última viagem". */
const lastSaid = /\b(?:last|latest|most recent|ultim[oa]s?|mais recentes?)\b/;

/** Most days apart two entries of one trip are. */
const tripGap = 4;

const isLastTripAsked = (question: Question): boolean => question.has(travelSaid) && question.has(lastSaid) && question.range === null;

/**
 * "what did I do on my last holiday?", "where did I go on my last trip?", "o que fiz nas últimas férias?" → the trips'
 * entries, whose latest run of days is the last trip: not the places of every day, nor one latest hit.
 */
export const lastTripRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!isLastTripAsked(question) || question.metric !== null || question.names.length > 0) return null;
  const trip = reading.subject.filter((word) => travelWords.test(foldAccents(word.toLowerCase())));
  if (trip.length === 0) return null;
  // The best matches, not the newest: a boost to recent entries fills the results with any latest word cut alike
  // ("planning" for "plane") before the trip's own days; the latest trip is then read from their dates.
  return [search({ ...reading, subject: trip }, 0.86, { limit: 20 })];
};

/** Whether the results are those of `lastTripRoute`: one search of the trips. */
export const isLastTrip = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  isLastTripAsked(question) && results.length === 1 && results[0]!.name === "search_journal" && results[0]!.success;

const phrases = {
  en: {
    one: (date: string) => `Your last trip in your entries was on ${date}:`,
    span: (from: string, to: string, count: number) => `Your last trip in your entries ran from ${from} to ${to} (${count} entries):`,
    none: "None of your entries clearly tells of a trip or a holiday: the closest matches only hold part of a word searched, not the word itself.",
  },
  pt: {
    one: (date: string) => `A sua última viagem nas entradas foi em ${date}:`,
    span: (from: string, to: string, count: number) => `A sua última viagem nas entradas foi de ${from} a ${to} (${count} entradas):`,
    none: "Nenhuma das suas entradas fala claramente de uma viagem ou de férias: as mais próximas só têm parte de uma palavra procurada, não a palavra em si.",
  },
} satisfies Record<Language, unknown>;

/**
 * The last trip: the entries the search is sure tell of a trip, the latest of them with those written a few days
 * before it in a row, each with what it says; that none surely tells of one when the matches only hold part of a word
 searched. Null when the search found nothing (its own answer then).
 */
export const composeLastTrip = (question: Question, result: ToolResultView): string | null => {
  const groups = groupsOf(result.arguments);
  const terms = termsOf(result.arguments);
  const rows = objects(result.data["results"]);
  const sure = surelyMatched(rows, groups).sort((a, b) => (text(a["date"]) < text(b["date"]) ? -1 : 1));
  const p = phrases[question.language];
  // "a long planning meeting" for "plane": matches, but of no trip.
  if (sure.length === 0) return rows.length === 0 ? null : p.none;
  const trip = [sure.at(-1)!];
  for (const row of [...sure].reverse().slice(1)) {
    if (text(row["date"]) >= addDays(text(trip[0]!["date"]) as LocalDate, -tripGap)) trip.unshift(row);
    else break;
  }
  const first = text(trip[0]!["date"]);
  const last = text(trip.at(-1)!["date"]);
  const lead = first === last ? p.one(last) : p.span(first, last, trip.length);
  return paragraphs(`${lead}\n${bullets(trip.map((row) => `${text(row["date"])}: ${gistOf(text(row["excerpt"]), terms, question.language, 200, groups)}`))}`);
};
