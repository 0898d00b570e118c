import { endingApart, foldAccents, stemsOf, stopWords, isTopicWord, relatedWords } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { writtenWords } from "../../models/offline/question/writtenWords.js";
import { falseFriends } from "./falseFriends.js";
import { dateSearchWord } from "./datedQuestions.js";
import { carer } from "./recordQuestions.js";
import { asksMoney, costWords, periods } from "./moneyAsks.js";
import { durationAsked, lastingVerbs } from "./lineAsks.js";
import { saidAsked, saidWords } from "./saidQuestions.js";

/* The words a passage's lines are matched by: the search's and the question's, in weighted groups, and how surely a text holds one. */

const fold = (word: string) => foldAccents(word.toLowerCase());

/** Words a question's subject is matched by, and how much holding one of them weighs. */
export interface WordGroup {
  readonly words: ReadonlyArray<string>;
  readonly weight: number;
}

/** The search's words, each with the words related to it (as searched): what the question is about. */
export const searchGroups = (args: Readonly<Record<string, unknown>>, framing: ReadonlySet<string> = new Set()): WordGroup[] => {
  const related = Array.isArray(args["related"]) ? (args["related"] as unknown[]).filter((list): list is string[] => Array.isArray(list)) : [];
  const query = typeof args["query"] === "string" ? args["query"] : "";
  const words = [...new Set(tokens(query).map((token) => fold(token.word)))];
  return words.map((word) => ({
    words: [word, ...(related.find((list) => fold(String(list[0])) === word)?.slice(1) ?? [])].map(fold),
    // "how much tax did I pay?": the paying only says how the tax came up; the tax is what is asked. So does the doctor of
    // "what did the doctor say about my cholesterol?": every line of a letter is the doctor's, the cholesterol is asked.
    // The dates searched with a subject ("rent term" of "when is the rent due?") only say what of the subject is asked.
    // So do the words that only say which document is meant ("the building's rulebook") or ask how much ("o valor da caução").
    weight: (framing.has(word) || moneyVerb.test(word) || carer.test(word) || saidAsked.test(word) || dateSearchWord.test(word)) && words.length > 1 ? 1 : 3,
  }));
};

/**
 * Verbs of paying, spending, buying, earning and costing ("how much did I spend on rent?", "quanto gasto de renda?": the rent
 * is asked; "when did I buy my laptop?": the laptop).
 */
const moneyVerb =
  /^(?:pay|pays|paid|paying|spend|spends|spent|spending|buy|buys|bought|buying|purchase|purchased|earn|earns|earned|receive|received|cost|costs|pago|paga|pagas|pagamos|paguei|pagou|pagar|gasto|gasta|gastas|gastamos|gastei|gastou|gastar|gastam|gastaram|compro|compra|compramos|comprei|comprou|comprar|compraram|recebo|recebi|receber|ganho|ganhei|custa|custam|custou)$/;

/**
 * The question's other words that may tell one line from another ("net" of "what's my net salary?", "taking" of "what
 * medication am I taking?"), with their related words: not request or function words, unless they are a known topic's
 * ("menos" of "beber menos café" is the reducing a letter asks for).
 */
export const questionGroups = (question: Question, searched: ReadonlyArray<WordGroup>): WordGroup[] => {
  const known = new Set(searched.flatMap((group) => group.words));
  const words = [...new Set(tokens(question.normalized).map((token) => fold(token.word)))];
  // "até quando…", "ate que horas…": the Portuguese "until", no English "ate" of eating.
  const written = writtenWords(question);
  const said = words
    .filter((word) => word.length >= 3 && !known.has(word) && (isTopicWord(written(word)) || (!requestWords.has(word) && (!stopWords.has(word) || relatedWords(written(word)).length > 0))))
    .map((word) => {
      const related = relatedWords(written(word)).map(fold);
      // A word of a known topic ("net" of "net salary", "left" of "days left") tells lines apart more than a passing one.
      return { words: [word, ...related], weight: related.length > 0 ? 2 : 1 };
    });
  const cost = asksMoney(question, searched.map((group) => group.words[0]!)) ? [{ words: costWords.split(" ").map(fold), weight: 1 }] : [];
  // "how long does a repair take?", "quanto tempo demora?": a line saying what takes or lasts that long ("Repairs take 5 to
  // 10 working days") before one that only holds a length of time (a deadline "within 15 days").
  const lasting = question.has(durationAsked) ? [{ words: lastingVerbs.split(" "), weight: 2 }] : [];
  const period = periods.filter((entry) => question.has(entry.asked)).map((entry) => ({ words: entry.words.split(" ").map(fold), weight: 1 }));
  const saying = question.has(saidAsked) ? [{ words: saidWords.split(" ").map(fold), weight: 1 }] : [];
  return [...said, ...cost, ...lasting, ...period, ...saying];
};

/**
 * How surely a folded word is the term: 1 when it is, 0.75 when it is the term with another short ending ("renewal" of
 * "renew", see `endingApart`) or shares its stem (the keyword index's rule) and is no false friend of it ("remedies" of
 * "remédios"), else 0: a word that only starts like it is another ("salário" of "sala", "portagem" of "porta").
 */
const wordHolds = (word: string, term: string): number => {
  if (word === term) return 1;
  if (term.length < 3 || word.length < 3 || falseFriends(word, term)) return 0;
  if (endingApart(word, term)) return 0.75;
  const stems = stemsOf(term);
  return stemsOf(word).some((stem) => stems.includes(stem)) ? 0.75 : 0;
};

/**
 * How surely the text holds a word of the group (see `wordHolds`), the group's own word before the words related to it
 * (0.85 of it: "cardiologist" asked, a cardiologist's letter before a doctor's note): 0 when it holds none.
 */
export const groupStrength = (text: string, group: WordGroup): number => {
  const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  let best = 0;
  for (const [index, term] of group.words.entries()) {
    const share = index === 0 ? 1 : 0.85;
    // A term of several words ("take-home", "segurança social") is held when the line says them one after another.
    const parts = term.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (parts.length > 1) {
      if (words.some((_, start) => parts.every((part, offset) => words[start + offset] === part))) best = Math.max(best, share);
      continue;
    }
    for (const word of words) best = Math.max(best, wordHolds(word, term) * share);
    if (best === 1) return 1;
  }
  return best;
};

/** Whether the text holds a word of the group. */
export const holdsGroup = (text: string, group: WordGroup): boolean => groupStrength(text, group) > 0;
