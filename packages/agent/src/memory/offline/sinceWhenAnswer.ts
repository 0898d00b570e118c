import type { PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { quote } from "../../models/offline/answerText.js";
import { fold } from "./factRow.js";
import { namesWord } from "./memoryPeople.js";
import type { MemoryRow, PersonData } from "./memoryRows.js";
import { memoriesIn, resultOf } from "./memoryRows.js";
import type { SinceWhenAsk } from "./sinceWhenAsked.js";
import { toldBackIn } from "./toldBack.js";
import { call } from "./memoryCalls.js";

/**
 * "How long have I known Sara?", "when did I join Farfetch?": what the person told of it answers first ("I've known Sara
 * since school", "I've worked at Farfetch since 2019"). When nothing told says how long someone is known, the journal's
 * count of the entries naming them gives the first that does, and the answer says which of the two it comes from; when
 * nothing told says when work began, the journal is asked as for any life event (the entry that tells the start), and
 * its answer is given when it finds one.
 */

/** A memory that tells of knowing or meeting someone: "I've known Sara since school", "conheço a Ana desde 2015", "Sara and I are friends". */
const knownWords = /\b(?:known?|knew|met|meet|friends?|conhec[a-z-]*|amig[oa]s?)\b/;

/** A memory of working somewhere: "I work at Farfetch", "I joined Farfetch", "entrei na Farfetch", "fui contratada pela Farfetch". */
const workWords = /\b(?:work[a-z]*|join[a-z]*|start[a-z]*|hired|employ[a-z]*|trabalh[a-z]*|entrei|comecei|contratad[oa]|empreg[a-z]*)\b/;

/** A start told with the work: a year, a day ("(12 de março de 2025)"), or "since"/"desde"/"há" with what follows. */
const startWords = /\b(?:19|20)\d{2}\b|\b(?:since|desde|ha|faz|for) \S+/;
/** Where work ended ("until 2020", "até 2020"), which is no start. */
const endWords = /\b(?:until|till|up to|ate) (?:\S+ )?(?:de )?\S+/g;
const startTold = { test: (content: string): boolean => startWords.test(content.replace(endWords, "")) };

/** The memories found, newest first as the tools give them, that name `name` and tell what is asked. */
const tellingMemories = (ask: SinceWhenAsk, results: ReadonlyArray<ToolResultView>): ReadonlyArray<MemoryRow> => {
  const byPerson = resultOf(results, "get_person").flatMap((result) => (result.data as unknown as PersonData).memories ?? []);
  const seen = new Set<string>();
  const rows = [...byPerson, ...memoriesIn(results)].filter((row) => !seen.has(row.content) && (seen.add(row.content), true));
  const words = ask.kind === "known" ? knownWords : workWords;
  return rows.filter((row) => namesWord(row.content, ask.name) && words.test(fold(row.content)));
};

/** The first look: the person and the memories that name them, or the memories of the workplace. */
export const sinceWhenPlan = (ask: SinceWhenAsk): ReadonlyArray<SkillPlan> => [
  {
    confidence: 0.92,
    calls: ask.kind === "known" ? [call("get_person", { name: ask.name }), call("search_memories", { query: ask.name, limit: 8 })] : [call("search_memories", { query: `${ask.name} work trabalho`, limit: 8 })],
  },
];

/** The memory found that tells what is asked: how someone is known, or the start of the work (not only the work). */
const answeringMemory = (ask: SinceWhenAsk, results: ReadonlyArray<ToolResultView>): MemoryRow | undefined => {
  const told = tellingMemories(ask, results);
  return ask.kind === "known" ? told[0] : told.find((row) => startTold.test(fold(row.content)));
};

/** Nothing told says how long someone is known: the journal's count of the entries naming them, the first of which it dates. */
export const sinceWhenFollowUp = (ask: SinceWhenAsk, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> =>
  ask.kind !== "known" || answeringMemory(ask, results) !== undefined || results.some((result) => result.name === "count_mentions") ? [] : [call("count_mentions", { query: ask.name })];

/** Nothing told says when work began: the journal's entry that tells the start answers instead, when it finds one. */
export const sinceWhenOnlyClose = (ask: SinceWhenAsk, results: ReadonlyArray<ToolResultView>): boolean => ask.kind === "work" && answeringMemory(ask, results) === undefined;

const dayWords = (day: string, language: Question["language"]): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language === "pt" ? "pt-PT" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const phrases = {
  en: {
    toldOn: (said: string, day: string) => `${said.replace(/\.$/, "")} — as you told me on ${day}.`,
    noneKnown: (name: string) => `Nothing you told me says how long you've known ${name} or how you met.`,
    startUntold: (told: string, day: string) => `You told me ${told} on ${day}, but not when you started there.`,
    noneWork: (name: string) => `Nothing you told me says when you started at ${name}.`,
    journalFirst: (name: string, day: string, entries: number) => `Your journal first names ${name} on ${day} (${entries === 1 ? "1 entry names" : `${entries} entries name`} ${name}).`,
    journalNever: (name: string) => `Your journal doesn't name ${name} either.`,
  },
  pt: {
    toldOn: (said: string, day: string) => `${said.replace(/\.$/, "")} — como me contou a ${day}.`,
    noneKnown: (name: string) => `Nada do que me contou diz há quanto tempo conhece ${name} nem como se conheceram.`,
    startUntold: (told: string, day: string) => `Contou-me ${told} a ${day}, mas não quando começou lá.`,
    noneWork: (name: string) => `Nada do que me contou diz quando começou em ${name}.`,
    journalFirst: (name: string, day: string, entries: number) => `O seu diário nomeia ${name} pela primeira vez a ${day} (${entries === 1 ? "1 entrada nomeia" : `${entries} entradas nomeiam`} ${name}).`,
    journalNever: (name: string) => `O seu diário também não nomeia ${name}.`,
  },
};

/** The journal's first entry naming them, from the count, or that none does; "" when the count was not made. */
const journalLine = (question: Question, ask: SinceWhenAsk, results: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const count = resultOf(results, "count_mentions")[0];
  if (count === undefined) return "";
  const entries = Number(count.data["mentions"] ?? 0);
  const first = String(count.data["firstDate"] ?? "");
  return entries > 0 && first !== "" ? p.journalFirst(ask.name, dayWords(first, question.language), entries) : p.journalNever(ask.name);
};

/** The answer: from what was told when it says it, else said plainly that it was not told, with the journal's first mention. */
export const composeSinceWhen = (question: Question, ask: SinceWhenAsk, results: ReadonlyArray<ToolResultView>): string => {
  const language = question.language;
  const p = phrases[language];
  const told = tellingMemories(ask, results);
  const toldDay = (row: MemoryRow) => dayWords(row.toldOn ?? row.date, language);
  const withStart = answeringMemory(ask, results);
  if (withStart !== undefined) return p.toldOn(toldBackIn(withStart.content, language, withStart.entities), toldDay(withStart));
  const journal = journalLine(question, ask, results);
  const untold = ask.kind === "work" && told[0] !== undefined ? p.startUntold(quote(told[0].content, language), toldDay(told[0])) : ask.kind === "known" ? p.noneKnown(ask.name) : p.noneWork(ask.name);
  return [untold, journal].filter((line) => line !== "").join(" ");
};
