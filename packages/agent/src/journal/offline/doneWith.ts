import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { activitiesIn } from "./activitiesTold.js";
import { composeSearch, searchShowsNothing } from "./compose/composeSearch.js";
import { numberOrNull, objects, strings, text } from "./compose/readData.js";
import { searchedSentences, sureRows } from "./peopleWith.js";
import { countCall, plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** A name as a pattern of the normalized question (lower case, without accents). */
const escaped = (name: string): string => foldAccents(name.toLowerCase()).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The ways of asking what one does with someone, the name in its place: "what do I usually do with Miguel?", "what did
 * Miguel and I do together?", "o que costumo fazer com a Ana?", "o que eu e a Ana fazemos juntas?", "o que a Ana e eu
 * fizemos?".
 */
const doneWithPatterns = (name: string): RegExp => {
  const n = escaped(name);
  const we = String.raw`(?:${n} and i|i and ${n})`;
  const nos = String.raw`(?:(?:eu )?e (?:o |a )?${n}|(?:o |a )?${n} e eu)`;
  return new RegExp(
    [
      String.raw`\bwhat (?:things |activities |sort of things |kind of things )?(?:do|did|have|had|would) i (?:\w+ ){0,2}(?:do|done|doing) with (?:the )?${n}\b`,
      String.raw`\bwhat (?:things |activities )?(?:do|did|have|had) ${we} (?:\w+ ){0,2}(?:do|done|doing)\b`,
      String.raw`\bo que (?:e que )?(?:eu )?(?:\w+ ){0,2}(?:faco|fiz|fazia|fazer|feito) (?:junto )?com (?:o |a )?${n}\b`,
      String.raw`\bo que (?:e que )?${nos} (?:\w+ ){0,2}(?:fazemos|fizemos|faziamos|fazer|feito)\b`,
    ].join("|"),
  );
};

/** "and what did I do with her?" right after "when did I last see Ana?": of that meeting, which the search of her tells. */
const meetingAskedBefore = (question: Question, name: string): boolean =>
  question.previous !== null && question.previous.names.includes(name) && (question.previous.cues.has("lastTime") || question.previous.cues.has("firstTime"));

/** The one person a question asks what was done with, or null: "what do I usually do with Miguel?" → Miguel. */
export const doneWithAsked = (question: Question): string | null => {
  if (question.metric !== null || question.cues.has("lastTime") || question.cues.has("firstTime")) return null;
  // "e a Ana" reads as a place ("a Ana") to `peopleNamed`; the patterns say where a person stands. "Ana's gift" is a thing.
  const people = question.names.filter((name) => !/['’]s$/u.test(name) && !question.dates.some((range) => range.text.includes(name)));
  if (people.length !== 1 || meetingAskedBefore(question, people[0]!)) return null;
  return question.has(doneWithPatterns(people[0]!)) ? people[0]! : null;
};

/**
 * What one does with someone: every entry naming them over the period asked, each with its sentences that name them
 * (`count_mentions` with `sentences`); without that tool, as many entries as a search gives.
 */
export const doneWithRoute = (reading: Reading): SkillPlan[] | null => {
  const name = doneWithAsked(reading.question);
  if (name === null) return null;
  const counted = countCall(reading, [name]);
  return [plan(0.88, { ...counted, arguments: { ...counted.arguments, sentences: true } }), search({ ...reading, subject: [name] }, 0.8, { limit: 20 })];
};

export const isDoneWith = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 1 && (results[0]!.name === "search_journal" || results[0]!.name === "count_mentions") && results[0]!.success && doneWithAsked(question) !== null;

/** The entries read, each with its date and the sentences naming the person: those `count_mentions` told, or the search's excerpts'. */
const entriesRead = (result: ToolResultView): { date: string; sentences: string[] }[] =>
  result.name === "count_mentions"
    ? objects(result.data["told"]).map((entry) => ({ date: text(entry["date"]), sentences: strings(entry["sentences"]) }))
    : sureRows(result).map((row) => ({ date: text(row["date"]), sentences: searchedSentences(result, text(row["excerpt"])) }));

interface Tally {
  readonly name: string;
  entries: number;
  last: string;
  example: string;
}

/** The things the sentences naming the person tell were done, most entries first, each with its last day and latest sentence. */
const tallied = (result: ToolResultView, language: Language): { activities: Tally[]; read: number; silent: number } => {
  const tallies = new Map<string, Tally>();
  const rows = entriesRead(result);
  let silent = 0;
  for (const row of rows) {
    const date = row.date;
    const sentences = row.sentences.map((sentence) => sentence.replace(/^…\s*|\s*…$/gu, "").replace(/;$/u, ".").trim());
    const told = new Map(sentences.flatMap((sentence) => activitiesIn(sentence, language).map((activity) => [activity.kind, { activity, sentence }] as const)));
    if (told.size === 0) silent++;
    for (const [kind, { activity, sentence }] of told) {
      const seen = tallies.get(kind);
      if (seen === undefined) tallies.set(kind, { name: activity.name, entries: 1, last: date, example: sentence });
      else {
        seen.entries++;
        if (date > seen.last) Object.assign(seen, { last: date, example: sentence });
      }
    }
  }
  const activities = [...tallies.values()].sort((a, b) => b.entries - a.entries || (a.last < b.last ? 1 : -1));
  return { activities, read: rows.length, silent };
};

const phrases: Readonly<
  Record<
    Language,
    {
      lead: (name: string, read: number, total: number | null, scope: string) => string;
      one: (activity: string, entries: number, last: string) => string;
      silent: (entries: number) => string;
      counted: string;
      example: (sentence: string, date: string) => string;
      nothing: (name: string) => string;
      noEntry: (name: string, scope: string) => string;
      between: (from: string, to: string) => string;
    }
  >
> = {
  en: {
    lead: (name, read, total, scope) =>
      total === null
        ? `What you did with ${name}, as the sentences naming ${name} tell it, in the ${read === 1 ? "entry" : `${read} entries`} naming ${name}${scope} a search gives, most entries first:`
        : `What you did with ${name}, as the sentences naming ${name} tell it, in ${total > read ? `the latest ${read} of the ${total} entries` : read === 1 ? "the 1 entry" : `the ${read} entries`}${scope} that name ${name}, most entries first:`,
    one: (activity, entries, last) => `- ${activity}: ${entries === 1 ? "1 entry" : `${entries} entries`}, the last on ${last}`,
    silent: (entries) => `${entries === 1 ? "1 entry names" : `${entries} entries name`} them without saying what you did.`,
    counted: "Counted by entries, not by each time.",
    example: (sentence, date) => `- ${date}: “${sentence}”`,
    nothing: (name) => `The entries naming ${name} don't say what you did together.`,
    noEntry: (name, scope) => `No entry${scope} names ${name}.`,
    between: (from, to) => ` from ${from} to ${to}`,
  },
  pt: {
    lead: (name, read, total, scope) =>
      total === null
        ? `O que fez com ${name}, segundo as frases que nomeiam ${name}, ${read === 1 ? "na entrada" : `nas ${read} entradas`} que nomeiam ${name}${scope} dadas por uma pesquisa, das mais frequentes para as menos:`
        : `O que fez com ${name}, segundo as frases que nomeiam ${name}, ${total > read ? `nas últimas ${read} das ${total} entradas` : read === 1 ? "na entrada" : `nas ${read} entradas`}${scope} que nomeiam ${name}, das mais frequentes para as menos:`,
    one: (activity, entries, last) => `- ${activity}: ${entries === 1 ? "1 entrada" : `${entries} entradas`}, a última em ${last}`,
    silent: (entries) => `${entries === 1 ? "1 entrada nomeia" : `${entries} entradas nomeiam`} sem dizer o que fizeram.`,
    counted: "Contado por entradas, não por cada vez.",
    example: (sentence, date) => `- ${date}: «${sentence}»`,
    nothing: (name) => `As entradas que nomeiam ${name} não dizem o que fizeram juntos.`,
    noEntry: (name, scope) => `Nenhuma entrada${scope} nomeia ${name}.`,
    between: (from, to) => ` de ${from} a ${to}`,
  },
};

/** The name as the question said it: "a Ana" of "com a Ana", "o Miguel" of "eu e o Miguel"; the name alone otherwise. */
const asSaid = (question: Question, name: string): string => {
  const article = new RegExp(String.raw`\b(?:com|e) (o|a) ${escaped(name)}\b`).exec(question.normalized)?.[1];
  return question.language === "pt" && article !== undefined ? `${article} ${name}` : name;
};

/** What the entries naming the person tell was done with them, most entries first, with a sentence or two for example. */
export const composeDoneWith = (question: Question, result: ToolResultView): string => {
  const name = asSaid(question, doneWithAsked(question)!);
  const p = phrases[question.language];
  const from = text(result.arguments["from"]);
  const to = text(result.arguments["to"]);
  const scope = from !== "" && to !== "" ? p.between(from, to) : "";
  const whole = result.name === "count_mentions";
  if (whole ? (numberOrNull(result.data["mentions"]) ?? 0) === 0 : searchShowsNothing(result)) return whole ? p.noEntry(name, scope) : composeSearch(question, result);
  const { activities, read, silent } = tallied(result, question.language);
  if (activities.length === 0) {
    const latest = entriesRead(result).filter((entry) => entry.sentences.length > 0).slice(0, 3);
    return whole ? paragraphs(p.nothing(name), latest.map((entry) => p.example(entry.sentences.join(" "), entry.date)).join("\n")) : paragraphs(p.nothing(name), composeSearch(question, result));
  }
  const total = whole ? numberOrNull(result.data["mentions"]) : null;
  const shown = activities.slice(0, 6);
  const examples = [...new Map(shown.slice(0, 2).map((activity) => [activity.example, activity])).values()];
  return paragraphs(
    `${p.lead(name, read, total, scope)}\n${shown.map((activity) => p.one(activity.name, activity.entries, activity.last)).join("\n")}`,
    examples.map((activity) => p.example(activity.example, activity.last)).join("\n"),
    silent > 0 ? `${p.silent(silent)} ${p.counted}` : p.counted,
  );
};
