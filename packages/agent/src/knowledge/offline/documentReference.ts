import { foldAccents } from "@lifeos/core";
import { askedAspect } from "./askedAspect.js";
import type { Question } from "../../models/offline/question/Question.js";

/** Nouns a document is called by, after which (or before which) a word says which document is meant. */
const documentNounEnglish = "(?:rules|rulebooks?|rule book|regulations|bylaws|lease|contract|agreement|policy|manual|handbook|guide|notes|statement|terms)";
const documentNounPortuguese = "(?:regulamentos?|regimento|regras|estatutos|contratos?|acordo|apolices?|manua(?:l|is)|guia|notas|apontamentos|anotacoes|extratos?|termos)";

/**
 * The words that only say which document is meant: before an English document noun ("the house rules", "the
 * building's rulebook", "my gym contract") or after a Portuguese one ("o regulamento do prédio", "o contrato do
 * ginásio", "as notas de estudo"). Searched, they find every passage that names the building or the flat.
 */
const qualifierPatterns: ReadonlyArray<RegExp> = [
  new RegExp(`\\b([a-z]+?)(?:'s|s'|’s)? ${documentNounEnglish}\\b`, "g"),
  new RegExp(`\\b${documentNounPortuguese} (?:d[aoe]s?|de) ([a-z]+)\\b`, "g"),
];

/** "qual é o valor da caução?", "the amount of the deposit": the word that only asks how much. */
const amountOf = /\b(valor|montante|quantia|amount|value|total) (?:d[aoe]s?|of)\b/g;
/** "quanto tempo leva o bolo?", "how much time does it take?": the word that only asks how long. */
const timeOf = /\b(?:quanto|quanta|how much|what) (tempo|time)\b/g;

/** "what date did I buy it?", "em que data comprei?": the word that only asks when. */
const dateOf = /\b(?:what|which|em que|qual (?:e )?a) (date|data)\b/g;

/** "what does my insurance cover?", "is theft covered?", "o que cobre o seguro?": the word that only asks of the cover. */
const coverOf = /\b(cover|covers|covered|coverage|cobre|cobrem|coberto|coberta|cobertos|cobertas|cobertura|coberturas)\b/g;

/** "the notice period", "o prazo de pré-aviso": the word that only says a length of notice is asked. */
const periodOf = /\bnotice (period|term)\b|\b(prazo|periodo) de (?:pre-? ?)?aviso\b/g;

const asked = (normalized: string, pattern: RegExp): string[] => [...normalized.matchAll(pattern)].map((match) => match[1] ?? match[2]!);

/** Words that never name a document's subject by themselves ("my", "the"). */
const articles = new Set(["my", "the", "our", "this", "that", "your", "a", "an", "o", "a", "os", "as", "meu", "minha", "meus", "minhas"]);

/** The words that only say which document is meant, when the question names one ("phone" of "my phone contract"). */
export const documentQualifiers = (question: Question, subject: ReadonlySet<string>): string[] =>
  qualifierPatterns.flatMap((pattern) => asked(foldAccents(question.normalized), pattern)).filter((word) => !articles.has(word) && !subject.has(word));

/**
 * The words of a question that only say which document is meant ("the building's rulebook", "o regulamento do
 * prédio", when the question names a document) or only ask how much, how long, when or of the cover ("the notice period", "what does it cover?", "qual é o valor da caução?", "quanto
 * tempo leva o bolo?", "em que data comprei o portátil?"): searched with the rest, they help find the document, but a passage need not hold them to
 * answer, and a document that does not is not said to miss the subject. Never a word said right after "about"/"sobre" (`subject`).
 */
export const framingWords = (question: Question, subject: ReadonlySet<string>, namesDocument: boolean): ReadonlySet<string> => {
  const normalized = foldAccents(question.normalized);
  const found = [...(namesDocument ? qualifierPatterns.flatMap((pattern) => asked(normalized, pattern)) : []), ...asked(normalized, amountOf), ...asked(normalized, timeOf), ...asked(normalized, dateOf), ...asked(normalized, coverOf), ...asked(normalized, periodOf)];
  // "what are the advantages of dropout?": the advantages only say what of dropout is asked.
  const aspect = askedAspect(question)?.parts.map((part) => part.head) ?? [];
  return new Set([...found.filter((word) => !articles.has(word) && !subject.has(word)), ...aspect]);
};
