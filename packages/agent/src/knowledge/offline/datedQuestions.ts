import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { endedEarly } from "./lineAsks.js";

/**
 * Questions of when something starts, ends, runs out, renews or is due ("when does my lease end?", "when did my lease
 * start?", "quando acaba o meu contrato?", "até quando vai o contrato?", "when does my insurance expire?"). A document
 * says so in the passage of its term, validity or deadline ("The lease runs for three years, from 1 September 2025 to
 * 31 August 2028."), which seldom repeats the verb asked: the search looks for those words, and the line holding the
 * date(s) answers. Patterns match the normalised question (lower case, accent-folded).
 */

/** "when", "until when", "quando", "até quando", "em que data". */
const whenAsked = /\b(?:when|what date|which date|what day|by when|quando|que dia|em que data|qual (?:e )?a data)\b/;
/** "Until when" asks for an end by itself ("até quando vai o contrato?"). */
const untilWhen = /\b(?:until when|till when|up to when|ate quando)\b/;
/** The words that ask for a start, an end, an expiry, a renewal or a deadline (of paying too: "by when do I pay the rent?"). */
const boundaryWord =
  /^(?:start|starts|started|starting|begin|begins|began|beginning|end|ends|ended|ending|finish|finishes|finished|expire|expires|expired|expiry|expiration|run|runs|out|renew|renews|renewed|renewal|due|valid|validity|last|lasts|over|deadline|comeca|comecou|comecar|inicia|iniciou|iniciar|inicio|acaba|acabou|acabar|termina|terminou|terminar|fim|final|expira|expirou|caduca|caducou|vence|venceu|vencimento|renova|renovou|renovar|renovacao|valido|valida|validade|dura|durar|vai|prazo|pay|paid|pagar|pago|paga)$/;

/**
 * Whether the question asks when something starts, ends, expires, renews or is due; not "when was the last time I was
 * sick?", "when did I last…", whose "last" asks for the latest occasion (the journal's), not for a document's term, nor
 * "when can I end the lease early?", asked of ending before the term (`endedEarly`).
 */
export const datesAsked = (question: Question): boolean =>
  !question.has(endedEarly) &&
  (question.has(untilWhen) ||
  (question.has(whenAsked) &&
    question.normalized
      .split(/[^a-z0-9]+/)
      .some((word) => boundaryWord.test(word) && !(word === "last" && question.cues.has("lastTime")))));

/** A length of time asked ("how long", "quanto tempo", "por quanto tempo", "a duração"). */
const lengthAsked = /\b(?:how long|for how long|quanto tempo|duracao|duration|vigencia)\b/;
/** An agreement that runs for a term ("lease", "contract", "o contrato", "o arrendamento"). */
const agreementNamed = /\b(?:lease|leases|tenancy|rental agreement|contracts?|agreement|contratos?|arrendamento|aluguer|aluguel)\b/;
/** The words that only ask how long (accent-folded): the term answers them. */
const lengthWord = /^(?:long|time|tempo|dura|duram|durar|duracao|duration|last|lasts|vigencia|vigora|e|vai)$/;

/**
 * How long an agreement runs, asked of it and nothing else ("how long does my lease last?", "quanto tempo dura o contrato
 * de arrendamento?", "qual é a duração do arrendamento?"): its term says so ("The lease runs for three years, from…"), which
 * holds none of the words asked. Not a length asked of something in it ("how long do I have to give notice under my lease?").
 */
export const agreementLengthAsked = (question: Question, words: ReadonlyArray<string>): boolean =>
  question.has(lengthAsked) && question.has(agreementNamed) && words.every((word) => lengthWord.test(foldAccents(word.toLowerCase())));

/** The search words less those that only ask how long ("tempo dura" of "quanto tempo dura o contrato?"). */
export const withoutLengthWords = (words: ReadonlyArray<string>): string[] => words.filter((word) => !lengthWord.test(foldAccents(word.toLowerCase())));

/** The search words of a dated question less those that only ask for the start or the end ("lease end" → "lease"). */
export const datedSubject = (words: ReadonlyArray<string>): string[] => words.filter((word) => !boundaryWord.test(foldAccents(word.toLowerCase())));

/**
 * The word searched for the dates (in the question's language) and the words a document says them with, in both
 * languages: its term, minimum term ("Período de fidelização") and duration, its start and end, its expiry or validity, its deadline and its renewal.
 */
export const dateTerms = (question: Question): string[] => [
  question.language === "pt" ? "prazo" : "term",
  ...(question.language === "pt" ? ["term"] : ["prazo"]),
  "termo",
  // A phone or internet contract's minimum term, its end asked as the contract's.
  "fidelização",
  "lock-in",
  "duration",
  "duração",
  "runs",
  "end",
  "fim",
  "expiry",
  "expires",
  "validade",
  "valid",
  "válido",
  "deadline",
  "renewal",
  "renews",
  "renovação",
  "renova",
  "start",
  "início",
  "begins",
];

/** The words searched for the dates: weighing as little as the words that only frame a question when a subject is asked too. */
export const dateSearchWord = /^(?:term|prazo)$/;

/** The end asked ("when does my insurance end?", "quando acaba o seguro?", "when does it expire?", "até quando…"). */
const endAsked = /\b(?:end|ends|ending|finish|finishes|expire|expires|expiry|expiration|run out|runs out|until when|till when|acaba|acabar|termina|terminar|fim|expira|caduca|ate quando)\b/;
/** The start asked ("when did my lease start?", "quando começa o seguro?"). */
const startAsked = /\b(?:start|starts|started|starting|begin|begins|began|beginning|comeca|comecou|comecar|inicia|iniciou|iniciar|inicio)\b/;
/** A line of an end ("End date: …", "Valid until …", "Data de fim: …", "Expira em …"). */
const endLine = /\b(?:end|ends|ending|until|till|expiry|expires|expiration|fim|termo|termina|ate|expira|caduca)\b/;
/** A line of a start ("Start date: …", "Início: …", "Begins on …"). */
const startLine = /\b(?:start|starts|starting|begins|commencement|inicio|comeca|inicia)\b/;

/**
 * One more for a dated line that says the boundary asked, one less for one that says only the other: "End date: 28
 * February 2027" answers "when does my insurance end?" ("quando acaba o seguro?"), not "Start date: 1 March 2026"
 * above it; a line that says both or neither ("runs from … to …"), none.
 */
export const boundaryShare = (question: Question, line: string): number => {
  const [asked, other] = question.has(endAsked) ? [endLine, startLine] : question.has(startAsked) ? [startLine, endLine] : [null, null];
  if (asked === null || other === null) return 0;
  const folded = foldAccents(line.toLowerCase());
  const says = asked.test(folded);
  const saysOther = other.test(folded);
  return says && !saysOther ? 1 : saysOther && !says ? -1 : 0;
};
