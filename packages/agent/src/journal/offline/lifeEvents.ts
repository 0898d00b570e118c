import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import { gistOf } from "./compose/gist.js";
import { objects, text } from "./compose/readData.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * A life event as a question asks about it and as an entry tells it: `asked` finds it in the question (accent-folded),
 * `words` are the search's groups (the first word of each is searched, the rest count as it), and `told` is how an
 * entry tells it of the writer ("we moved", "me mudei"), not of someone else ("Tom moved").
 */
interface LifeEvent {
  readonly asked: RegExp;
  readonly words: ReadonlyArray<ReadonlyArray<string>>;
  readonly told: RegExp;
}

const lifeEvents: ReadonlyArray<LifeEvent> = [
  {
    asked: /\b(?:move|moved|moving)\b(?! on\b)|\bmud(?:ei|amos|ou|aram|ar|anca)\b/,
    words: [["moved", "move", "moving", "mudei", "mudamos", "mudámos", "mudança", "mudou", "mudar", "mudaram"]],
    told: /\b(?:i|we) (?:\w+ )?moved\b|\bmoving day\b|\b(?:me|nos) mud|\bmud(?:ei|amos)\b/,
  },
  {
    asked: /\b(?:start|started|starting|began|begin)\b.*\b(?:job|work|working|internship|position|role)\b|\bnew job\b|\bcomec(?:ei|ar|ou)\b.*\b(?:trabalh|estag|emprego)|\bnovo (?:emprego|trabalho)\b/,
    words: [
      ["started", "start", "began", "comecei", "começar", "começou", "primeiro", "first"],
      ["job", "work", "trabalho", "trabalhar", "emprego", "estágio", "estagiar", "internship"],
    ],
    told: /\b(?:i )?(?:started|began)\b|\bfirst day\b|\bcomecei\b|\bprimeiro dia\b/,
  },
  {
    asked: /\bbr(?:eak|oke|eaking) up\b|\bsplit up\b|\b(?:acab|termin)(?:ei|amos|ou|ar|aram) com\b|\bterminamos\b|\bacabamos\b|\bsepar(?:ei|amos|ar)\b/,
    words: [["broke", "break", "breakup", "terminamos", "terminou", "terminei", "acabamos", "acabou", "separamos", "término", "split"]],
    // The telling verbs, not the noun ("still sad about the breakup", "ainda triste pelo término": days after it).
    told: /\bbroke up\b|\bsplit up\b|\btermin(?:amos|ei|ou)\b|\bacab(?:amos|ei)\b|\bsepar(?:amos|ei)\b/,
  },
  {
    asked: /\bgraduat(?:e|ed|ion)\b|\bformatura\b|\bme formei\b|\bformei-me\b/,
    words: [["graduated", "graduate", "graduation", "formatura", "formei"]],
    told: /\bgraduat|\bformatura\b|\bformei\b/,
  },
  {
    asked: /\b(?:get|got|getting) (?:married|engaged)\b|\bwedding\b|\bcas(?:ei|amos|ar|amento)\b|\bnoiv(?:ei|amos|ado)\b/,
    words: [["married", "wedding", "engaged", "casei", "casamos", "casamento", "noivado", "noivamos"]],
    told: /\bmarried\b|\bour wedding\b|\bengaged\b|\bcas(?:ei|amos)\b|\bnoiv/,
  },
  {
    asked: /\bretire(?:d|ment)?\b|\breform(?:ei|ei-me|a)\b|\baposent(?:ei|adoria)\b/,
    words: [["retired", "retire", "retirement", "reformei", "reforma", "aposentei", "aposentadoria"]],
    told: /\bretired\b|\bretirement\b|\breformei\b|\baposentei\b/,
  },
];

/** Asks when: "when did I move?", "quando me mudei?", "em que dia comecei…". */
const whenAsked = /^(?:and )?when\b|\bwhat (?:day|date|year|month) did\b|^(?:e )?quando\b|\bem que (?:dia|data|ano|mes)\b/;

const eventOf = (normalized: string): LifeEvent | undefined => lifeEvents.find((event) => event.asked.test(normalized));

/**
 * "When did I move?", "quando me mudei?", "when did I start my new job?", "quando comecei a trabalhar na Nubank?":
 * the entries that tell the event (with the names the question gives), for its date and the entry's words.
 */
export const lifeEventRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(whenAsked) || question.metric !== null || question.cues.has("lastTime") || question.cues.has("count")) return null;
  const event = eventOf(question.normalized);
  if (event === undefined) return null;
  const words = event.words.map((group) => group[0]!);
  return [plan(0.86, call("search_journal", { query: [...words, ...question.names].join(" "), related: event.words.map((group) => [...group]), limit: 10, ...dateBounds(reading.range) }))];
};

/** Whether the results are a life event's search planned by `lifeEventRoute`. */
export const isLifeEvent = (normalized: string, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 1 && results[0]!.name === "search_journal" && results[0]!.success && whenAsked.test(normalized) && eventOf(normalized) !== undefined && objects(results[0]!.data["results"]).length > 0 && Array.isArray(results[0]!.arguments["related"]);

const phrases: Readonly<Record<Language, { on: (date: string, gist: string) => string; others: (dates: string) => string }>> = {
  en: { on: (date, gist) => `It was on ${date}. That day you wrote: ${gist}`, others: (dates) => `Other entries that mention it: ${dates}.` },
  pt: { on: (date, gist) => `Foi em ${date}. Nesse dia escreveu: ${gist}`, others: (dates) => `Outras entradas que o mencionam: ${dates}.` },
};

/** The entry that tells the event of the writer (the surest, then the latest of those), with its date and words; the other dates after. */
export const composeLifeEvent = (language: Language, normalized: string, result: ToolResultView): string => {
  const event = eventOf(normalized)!;
  const rows = objects(result.data["results"]);
  const sure = rows.filter((row) => row["confidence"] === "high");
  const pool = sure.length > 0 ? sure : rows;
  const told = pool.filter((row) => event.told.test(foldAccents(text(row["excerpt"]).toLowerCase())));
  const chosen = (told.length > 0 ? told : pool).reduce((best, row) => (text(row["date"]) > text(best["date"]) ? row : best));
  const terms = event.words.flat();
  const others = rows.filter((row) => row !== chosen).map((row) => text(row["date"])).sort().reverse().slice(0, 4);
  const p = phrases[language];
  return paragraphs(p.on(text(chosen["date"]), gistOf(text(chosen["excerpt"]), terms, language, 160, event.words)), others.length > 0 ? p.others(others.join(", ")) : "");
};
