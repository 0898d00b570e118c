import type { LocalDate, MoodMetric } from "@lifeos/core";
import { addDays, foldAccents, relatedWords } from "@lifeos/core";
import { paragraphs, scoreGap } from "../../models/offline/answerText.js";
import type { PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composeComparison } from "./compose/composeMood.js";
import { gistOf } from "./compose/gist.js";
import { objects, text } from "./compose/readData.js";
import { comparative, towardsLow } from "./journalPatterns.js";
import { lifeEventCall, lifeEventEntry } from "./lifeEvents.js";
import { plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * A mood asked before or after something the journal records ("am I happier since I moved?", "how was my mood before
 * the trip?", "estou mais feliz desde que mudei de casa?", "como estava antes da viagem?"): group 1 (English) or 2
 * (Portuguese) is the word that says which side.
 */
const aroundEvent =
  /\b(since|after|before) (?:i|we|the|my|our) [a-z]{3,}|\b(desde que|depois que|antes que|desde [ao]s?|depois d[aoe]s?|antes d[aoe]s?) (?:eu |n[oó]s |minha |meu |[ao]s? )?[a-z]{3,}/;

/** Days of mood read on each side of the event (after it: up to today when asked "since"). */
const sideDays = 60;

const sideOf = (question: Question): "before" | "after" | null => {
  const match = aroundEvent.exec(question.normalized);
  const word = match?.[1] ?? match?.[2];
  if (word === undefined) return null;
  return /^(?:before|antes)/.test(word) ? "before" : "after";
};

/** "am I happier since I moved?" → the journal searched for the event, whose date the mood is then compared around. */
export const eventRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.metric === null || reading.range !== null || sideOf(question) === null) return null;
  // The event is the word right after "since I", "before the", "desde que" ("mudei", not "casa" of "mudei de casa", which
  // an entry about the move need not say), with the names the question gives ("the trip to Paris"); also a word the
  // function-word lists drop ("before the move").
  const word = aroundEvent.exec(question.normalized)![0].split(" ").at(-1)!;
  const said = reading.subject.find((subject) => foldAccents(subject.toLowerCase()) === word) ?? word;
  const names = reading.subject.filter((subject) => subject !== said && question.names.includes(subject));
  const known = question.related.find((list) => list[0] === said);
  const alternatives = known === undefined ? relatedWords(said) : known.slice(1);
  // A life event ("since I moved", "desde que terminei com a Camila") is searched by the words that tell it.
  const life = lifeEventCall(reading);
  if (life !== null) return [plan(0.82, life)];
  return [search({ ...reading, subject: [said, ...names] }, 0.82, { limit: 10, ...(alternatives.length > 0 ? { related: [[said, ...alternatives].slice(0, 25)] } : {}) })];
};

/** The event's day: the entry that tells a life event, else the latest entry the search is sure of (the latest move, not a friend's years before). */
const eventDay = (question: Question, result: ToolResultView): { date: LocalDate; excerpt: string } | null => {
  const life = lifeEventEntry(question, result);
  if (life !== null && life["confidence"] === "high") return { date: text(life["date"]) as LocalDate, excerpt: text(life["excerpt"]) };
  const sure = objects(result.data["results"]).filter((hit) => hit["confidence"] === "high" && text(hit["date"]) !== "");
  const latest = sure.sort((a, b) => (text(a["date"]) < text(b["date"]) ? 1 : -1))[0];
  return latest === undefined ? null : { date: text(latest["date"]) as LocalDate, excerpt: text(latest["excerpt"]) };
};

/** After the event's search: the mood of the 60 days before it compared with the days from it (to today when asked "since"). */
export const eventComparison = (question: Question, result: ToolResultView): PlannedCall[] => {
  const side = sideOf(question);
  if (side === null || question.metric === null || result.name !== "search_journal" || !result.success) return [];
  const event = eventDay(question, result);
  if (event === null) return [];
  const since = /\b(?:since|desde)\b/.test(question.normalized);
  const end = addDays(event.date, sideDays - 1);
  const metric: MoodMetric = question.metric;
  return [
    {
      name: "compare_time_periods",
      arguments: { metric, first: { from: addDays(event.date, -sideDays), to: addDays(event.date, -1) }, second: { from: event.date, to: since || end > question.today ? question.today : end } },
    },
  ];
};

export const isEventComparison = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 2 && results[0]!.name === "search_journal" && results[1]!.name === "compare_time_periods" && sideOf(question) !== null;

const phrases = {
  en: { event: (date: string, gist: string) => `The entry that places it is from ${date}: ${gist}`, yes: "Yes.", no: "No." },
  pt: { event: (date: string, gist: string) => `A entrada que o situa é de ${date}: ${gist}`, yes: "Sim.", no: "Não." },
};

/** The event's entry, then the mood before and after it, with a yes or no when the question asked whether it rose or fell. */
export const composeEventComparison = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const event = eventDay(question, results[0]!);
  const compared = results[1]!;
  const comparison = composeComparison(question, compared);
  const first = Number((compared.data["first"] as Record<string, unknown> | undefined)?.["average"]);
  const second = Number((compared.data["second"] as Record<string, unknown> | undefined)?.["average"]);
  const asksWhether = question.has(comparative) && /^(?:am|are|was|were|have|has|do|did|is|estou|estive|ando|tenho|fiquei|sou|sera que)\b/.test(question.normalized);
  const verdict =
    asksWhether && Number.isFinite(first) && Number.isFinite(second) && scoreGap(second, first) >= 2
      ? (second > first) !== (question.has(towardsLow) !== (sideOf(question) === "before")) ? p.yes : p.no
      : "";
  // The sentence of the entry that names the event ("Moving day: …"), not how its day began.
  const asked = results[0]!.arguments;
  const groups = Array.isArray(asked["related"]) ? (asked["related"] as string[][]) : [];
  const said = event === null ? "" : p.event(event.date, gistOf(event.excerpt, [...text(asked["query"]).split(" "), ...groups.flat()], question.language, 120, groups));
  return paragraphs(said, [verdict, comparison].filter((part) => part !== "").join(" "));
};
