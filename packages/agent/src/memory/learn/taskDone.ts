import { foldText as fold } from "../../models/offline/question/normalizeText.js";
import { memoryForms } from "../offline/memoryWords.js";

/**
 * Something the person says is done ("I've renewed my passport", "já renovei o passaporte"): the verb as its base
 * ("renew", "renov"), the words of what was done, and whether the message says it plainly is done ("already", "I've",
 * "já", "finalmente"), which a bare past ("I paid the rent") does not.
 */
export interface TaskDone {
  readonly verb: string;
  readonly object: ReadonlyArray<string>;
  readonly marked: boolean;
}

/** English pasts that are not the base plus "-ed". */
const irregular: Readonly<Record<string, string>> = {
  paid: "pay", bought: "buy", sent: "send", made: "make", took: "take", wrote: "write", sold: "sell", found: "find",
  gave: "give", told: "tell", brought: "bring", did: "do", got: "get", left: "leave", fiz: "faz",
};

/** English pasts that tell a state that still holds, not a task done: "I've lived in Lisbon since 2015", "I've known Ana for years". */
const states = new Set(["lived", "been", "known", "worked", "loved", "liked", "hated", "wanted", "stayed"]);

/** The base of an English past: "renewed" → "renew", "tried" → "try", "stopped" → "stop" (the first four letters decide). */
const englishBase = (verb: string): string | null => {
  if (states.has(verb)) return null;
  if (irregular[verb] !== undefined) return irregular[verb]!;
  if (verb.length < 5 || !verb.endsWith("ed")) return null;
  if (verb.endsWith("ied")) return `${verb.slice(0, -3)}y`;
  return verb.slice(0, -2);
};

/** The stem of a Portuguese first-person past: "renovei" → "renov", "paguei" → "pag", "marquei" → "marc", "vendi" → "vend". */
const portugueseBase = (verb: string): string | null => {
  if (irregular[verb] !== undefined) return irregular[verb]!;
  if (/^\p{L}{2,}[gq]uei$/u.test(verb)) return verb.slice(0, -4) + (verb.at(-4) === "q" ? "c" : "g");
  if (/^\p{L}{3,}ei$/u.test(verb)) return verb.slice(0, -2);
  if (/^\p{L}{3,}[^e]i$/u.test(verb) || /^\p{L}{3,}(?:ar|er|ir)$/u.test(verb)) return verb.replace(/(?:i|ar|er|ir)$/u, "");
  return null;
};

const english =
  /^(?:(?:ok|okay|so|well|yes|great|good news)[,!.]?\s+)?i(?<perfect>'ve| have)?\s+(?:(?<adverb>already|just|finally)\s+)?(?<verb>\p{L}+)\s+(?<rest>.+?)(?:\s+(?<after>already|today|yesterday|this morning|now))?[\s.!]*$/u;
const portuguese =
  /^(?:(?:ok|pronto|boa|sim)[,!.]?\s+)?(?:eu\s+)?(?:(?<adverb>ja|finalmente|acabei de|consegui)\s+)?(?:eu\s+)?(?<verb>\p{L}+)\s+(?<rest>.+?)(?:\s+(?<after>ja|hoje|ontem|agora))?[\s.!]*$/u;

/** Words that name nothing done: articles, possessives, small joining words. */
const stopWords = new Set([
  "the", "my", "our", "your", "for", "with", "and", "that", "this", "its", "her", "his", "their", "off",
  "meu", "minha", "meus", "minhas", "nosso", "nossa", "seu", "sua", "dos", "das", "para", "pra", "com", "que", "uma", "umas", "uns",
]);

const contentWords = (text: string): string[] => fold(text).split(/[^\p{L}\d]+/u).filter((word) => word.length >= 3 && !stopWords.has(word));

/** Reads a statement that something is done; null for a question, a plan, or anything else. */
export const taskDoneIn = (text: string): TaskDone | null => {
  const said = fold(text.trim());
  if (said.includes("?")) return null;
  const en = english.exec(said)?.groups;
  // "I've got a new boss", "I've got two kids": had, not got done ("I've just got the tickets" is).
  const had = en?.["verb"] === "got" && en["perfect"] !== undefined && en["adverb"] === undefined;
  if (en !== undefined && !had && !/^(?:to|not|never|a lot|some)\b/.test(en["rest"]!)) {
    const verb = englishBase(en["verb"]!);
    const object = contentWords(en["rest"]!);
    if (verb !== null && object.length > 0) return { verb, object, marked: en["perfect"] !== undefined || en["adverb"] !== undefined || en["after"] === "already" };
  }
  const pt = portuguese.exec(said)?.groups;
  if (pt !== undefined) {
    const infinitive = pt["adverb"] === "acabei de" || pt["adverb"] === "consegui";
    const verb = infinitive ? (/^\p{L}{3,}(?:ar|er|ir)$/u.test(pt["verb"]!) ? pt["verb"]!.slice(0, -2) : null) : portugueseBase(pt["verb"]!);
    const object = contentWords(pt["rest"]!);
    if (verb !== null && verb.length >= 3 && object.length > 0) return { verb, object, marked: pt["adverb"] !== undefined || pt["after"] === "ja" };
  }
  return null;
};

/** Verbs a task is told with, and the same verb in the other language: "renew" done is "renovar o passaporte" done. */
const verbPairs: ReadonlyArray<readonly [string, string]> = [
  ["renew", "renov"], ["call", "lig"], ["phon", "telefon"], ["pay", "pag"], ["book", "marc"], ["buy", "compr"], ["send", "envi"],
  ["cancel", "cancel"], ["sell", "vend"], ["write", "escrev"], ["finish", "termin"], ["finish", "acab"], ["return", "devolv"],
  ["clean", "limp"], ["sign", "assin"], ["visit", "visit"], ["order", "encomend"], ["fix", "arranj"], ["repair", "repar"],
  ["submit", "entreg"], ["deliver", "entreg"], ["schedul", "marc"], ["email", "envi"], ["pick", "busc"], ["updat", "atualiz"],
];

/** A word said and a word of a task alike: the same start (four letters, or all of a shorter stem). */
const alike = (stem: string, word: string): boolean =>
  stem.length < 3 ? word === stem : word.startsWith(stem) || (stem.length >= 4 && word.length >= 4 && word.slice(0, 4) === stem.slice(0, 4));

const verbForms = (verb: string): ReadonlyArray<string> => [verb, ...verbPairs.flatMap(([en, pt]) => (alike(en, verb) ? [pt] : alike(pt, verb) ? [en] : []))];

/**
 * How well `done` names an open task or reminder (`text`): 0 when the task has no word of the verb (in either
 * language: "renewed" ~ "renovar") or none of what was done ("passport" ~ "passaporte"); else the count of the
 * latter shared.
 */
export const doneScore = (done: TaskDone, text: string): number => {
  const words = fold(text).split(/[^\p{L}\d]+/u).filter((word) => word.length >= 2);
  const verbs = verbForms(done.verb);
  const verbWord = words.find((word) => verbs.some((verb) => alike(verb, word)));
  if (verbWord === undefined) return 0;
  const rest = words.filter((word) => word !== verbWord && word.length >= 3);
  return done.object.filter((said) => memoryForms(said).some((form) => rest.some((word) => alike(form, word)))).length;
};

/** The rows `done` names best (the highest `doneScore` above 0); none when none is named. */
export const doneRows = <Row>(done: TaskDone, rows: ReadonlyArray<Row>, textOf: (row: Row) => string): ReadonlyArray<Row> => {
  const scored = rows.map((row) => ({ row, score: doneScore(done, textOf(row)) }));
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  return best === 0 ? [] : scored.filter((entry) => entry.score === best).map((entry) => entry.row);
};
