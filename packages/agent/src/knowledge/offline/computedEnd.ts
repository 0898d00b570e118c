import type { Language, LocalDate } from "@lifeos/core";
import { foldAccents, relatedWords } from "@lifeos/core";
import { parseWrittenDate } from "../../journal/import/parseDate.js";
import { bullets, paragraphs, quote } from "../../models/offline/answerText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { text } from "../../journal/offline/compose/readData.js";
import { countAlternation, countOf } from "../../time/monthNames.js";
import type { WordGroup } from "./wordGroups.js";
import { holdsGroup } from "./wordGroups.js";
import { datedSubject, datesAsked } from "./datedQuestions.js";

/**
 * A warranty, a policy or a membership often gives its start ("Date of purchase: 12 March 2025", "Data de início: 15 de
 * janeiro de 2026") and its length ("a warranty of 24 months from the date of purchase", "Duração: 12 meses") but not its
 * end. Asked when it ends, the end is worked out from those two lines, said as worked out, with both quoted.
 */

/** The words that ask for an end ("when does it end / expire / run out?", "até quando?", "quando acaba / caduca?"). Folded text. */
const endAsked =
  /\b(?:end|ends|ending|expire|expires|expiry|expiration|run out|runs out|last until|valid until|over|until when|till when|up to when|acaba|acabar|termina|terminar|fim|expira|expirar|caduca|caducar|vence|vencimento|ate quando|valid[ao] ate)\b/;
/** Whether it still runs ("is my laptop still under warranty?", "a garantia ainda está válida?"): answered by its end too. Folded text. */
const stillAsked = /\bstill (?:under|in|covered|valid)\b|\bainda (?:esta|estao|e|tenho|tem|ha) (?:\w+ ){0,3}(?:valid[oa]s?|em vigor|coberto|coberta|garantia)\b/;
/** A length: "24 months", "2 anos", "one year", "12 (doze) meses". */
const lengthPattern = new RegExp(`\\b(${countAlternation})(?: \\(\\w+\\))? (months?|years?|meses|mes|anos?)\\b`, "i");
/** What makes a length the whole term's, not a part's ("a cada 10 anos", "the battery after 12 months"). */
const notTheTerm = /\b(?:every|each|after|within|per|a cada|cada|apos|depois de|nos primeiros|nos ultimos|por)\s*$/;
/** The words a term's length is said with. Folded text. */
const termWord = /\b(?:warrant\w*|guarante\w*|garantia|term|duration|duracao|prazo|validity|valid|validade|valido|covered|coberto|period|periodo|lasts?|runs?|dura|membership|adesao|contract|contrato|policy|apolice)\b/;
/** The words of a question that it still runs ("still", "ainda", "under", "válida"): no name of a document. Folded. */
const stillWord = /^(?:still|under|covered|valid|ainda|valid[oa]s?|vigor|coberto|coberta|esta|estao)$/;
/** A length counted from a start. Folded text. */
const countedFrom = /\b(?:from|starting|a contar|a partir|desde|contad[oa]s? (?:a partir )?d[ao])\b/;
/** The label of a starting date. Folded text. */
const startLabel =
  /\b(?:date of purchase|purchase date|purchased on|bought on|start date|starts on|starting on|start|commencement date|effective date|issue date|date of issue|data de compra|comprad[oa] em|adquirid[oa] em|data de inicio|inicio|data de adesao|data de emissao|emitid[oa] em|em vigor desde)\b/;
/** The label of an end date the document gives itself: then it is quoted, never worked out. Folded text. */
const endLabel = /\b(?:end date|ends on|expiry date|expiration date|expires on|valid until|valid to|until|data de fim|data de termo|termina em|expira em|valid[oa] ate|ate)\b/;

/** The lines and sentences of a passage. */
const linesOf = (passage: string): string[] =>
  passage
    .split(/\n+|(?<=\.)\s+(?=[A-ZÀ-Ý])/)
    .map((line) => line.replace(/^[#>*\-\s|]+/, "").trim())
    .filter((line) => line !== "");

interface Length {
  readonly count: number;
  readonly unit: "month" | "year";
}

/** The length a line gives a term, when it gives one (and not a part's: "every 10 years", "after 12 months"). */
const lengthIn = (line: string): Length | null => {
  const match = lengthPattern.exec(line);
  if (match === null || notTheTerm.test(foldAccents(line.slice(0, match.index).toLowerCase()))) return null;
  if (!termWord.test(foldAccents(line.toLowerCase()))) return null;
  const count = countOf(match[1]!);
  if (!Number.isInteger(count) || count <= 0 || count > 100) return null;
  return { count, unit: /^(?:months?|meses|mes)$/i.test(match[2]!) ? "month" : "year" };
};

/** The day `count` months after `day`, on the last day of a shorter month ("31 January" + 1 month: 28 or 29 February). */
export const monthsAfter = (day: LocalDate, count: number): LocalDate => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + count, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10) as LocalDate;
};

/** A day in words: "12 March 2027", "12 de março de 2027". */
export const dayWords = (day: LocalDate, language: Language): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language === "pt" ? "pt-PT" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Whole months from `from` to `to` (negative when `to` is earlier), and the days when under a month. */
export const distance = (from: LocalDate, to: LocalDate): { months: number; days: number } => {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return { months: Math.trunc(days / 30.44), days };
};

const phrases = {
  en: {
    worked: (end: string, length: string, start: string) =>
      `Worked out from the two lines quoted below (the document does not write the end date itself): ${length} from ${start} runs to ${end}.`,
    ahead: (months: number, days: number) => (months >= 1 ? `That is about ${months} month${months === 1 ? "" : "s"} from today.` : `That is ${days} day${days === 1 ? "" : "s"} from today.`),
    past: (months: number, days: number) => (months >= 1 ? `That date passed about ${months} month${months === 1 ? "" : "s"} ago.` : `That date passed ${days} day${days === 1 ? "" : "s"} ago.`),
    today: "That is today.",
    length: ({ count, unit }: Length) => `${count} ${unit}${count === 1 ? "" : "s"}`,
  },
  pt: {
    worked: (end: string, length: string, start: string) =>
      `Calculado a partir das duas linhas citadas abaixo (o documento não escreve a data do fim): ${length} a partir de ${start} vão até ${end}.`,
    ahead: (months: number, days: number) => (months >= 1 ? `${months === 1 ? "Falta" : "Faltam"} cerca de ${months} ${months === 1 ? "mês" : "meses"}.` : `Falta${days === 1 ? "" : "m"} ${days} dia${days === 1 ? "" : "s"}.`),
    past: (months: number, days: number) => (months >= 1 ? `Essa data já passou, há cerca de ${months} ${months === 1 ? "mês" : "meses"}.` : `Essa data já passou, há ${days} dia${days === 1 ? "" : "s"}.`),
    today: "É hoje.",
    length: ({ count, unit }: Length) => `${count} ${unit === "month" ? (count === 1 ? "mês" : "meses") : count === 1 ? "ano" : "anos"}`,
  },
} as const;

/**
 * Asked when something ends, the end worked out from a document's start date and length, with both lines quoted and
 * cited: the first document among the passages (those holding most of what was searched first) that gives both, one start and one length, and no end
 * date of its own. "" when the question asks no end or no document gives both.
 */
export const composeComputedEnd = (question: Question, passages: ReadonlyArray<Readonly<Record<string, unknown>>>, groups: ReadonlyArray<WordGroup>): string => {
  if (!(datesAsked(question) && question.has(endAsked)) && !question.has(stillAsked)) return "";
  // The documents that hold the most of what was searched first ("the laptop's warranty" before the fridge's), else in the passages' order.
  const keyOf = (passage: Readonly<Record<string, unknown>>) => text(passage["documentId"]) || text(passage["name"]);
  const held = (document: string) => {
    const all = passages.filter((passage) => keyOf(passage) === document).map((passage) => `${text(passage["text"])} ${text(passage["title"])} ${text(passage["name"])}`).join(" ");
    return groups.filter((group) => holdsGroup(all, group)).reduce((sum, group) => sum + group.weight, 0);
  };
  // Only a document the question names ("my lease", "a garantia do portátil"): not the gym's contract for the lease's end.
  const named = datedSubject(question.topicWords)
    .map((word) => foldAccents(word.toLowerCase()))
    .filter((word) => word.length >= 3 && !stillWord.test(word))
    .map((word) => ({ words: [word, ...relatedWords(word).map((other) => foldAccents(other.toLowerCase()))], weight: 3 }));
  const namesIt = (document: string) => {
    const all = passages.filter((passage) => keyOf(passage) === document).map((passage) => `${text(passage["text"])} ${text(passage["heading"])} ${text(passage["title"])} ${text(passage["name"]).replace(/[-_.]/g, " ")}`).join(" ");
    return named.every((group) => holdsGroup(all, group));
  };
  const documents = [...new Set(passages.map(keyOf))].filter(namesIt).map((document, order) => ({ document, order, held: held(document) })).sort((a, b) => b.held - a.held || a.order - b.order).map(({ document }) => document);
  for (const document of documents) {
    const own = passages.filter((passage) => keyOf(passage) === document);
    const lines = own.flatMap((passage) => linesOf(text(passage["text"])).map((line) => ({ line, citation: text(passage["citation"]) })));
    const folded = (line: string) => foldAccents(line.toLowerCase());
    const order = question.language === "pt" ? "DMY" : null;
    if (lines.some(({ line }) => endLabel.test(folded(line)) && parseWrittenDate(line, { order }) !== null)) continue;
    const lengths = lines.flatMap((entry) => {
      const length = lengthIn(entry.line);
      return length === null ? [] : [{ ...entry, length }];
    });
    const starts = lines.flatMap((entry) => {
      const day = startLabel.test(folded(entry.line)) ? parseWrittenDate(entry.line, { order }) : null;
      return day === null ? [] : [{ ...entry, day }];
    });
    // Several lengths ("2 years; the compressor 10 years"): the one counted from the start ("from the date of purchase",
    // "a contar da data de compra"), when only one is.
    const counted = lengths.length > 1 ? lengths.filter(({ line }) => countedFrom.test(folded(line))) : lengths;
    const length = counted[0];
    const start = starts[0];
    if (length === undefined || start === undefined) continue;
    // Two different lengths or starts still: which one ends the term is not for a rule to choose.
    if (new Set(counted.map((entry) => `${entry.length.count} ${entry.length.unit}`)).size > 1 || new Set(starts.map((entry) => entry.day)).size > 1) continue;
    const end = monthsAfter(start.day, length.length.unit === "year" ? length.length.count * 12 : length.length.count);
    const p = phrases[question.language];
    const { months, days } = distance(question.today, end);
    const when = days === 0 ? p.today : days > 0 ? p.ahead(months, days) : p.past(-months, -days);
    const quoted = [start, length].map((entry) => `${quote(entry.line, question.language)} ${entry.citation}`.trim());
    return paragraphs(`${p.worked(dayWords(end, question.language), p.length(length.length), dayWords(start.day, question.language))} ${when}`, bullets([...new Set(quoted)]));
  }
  return "";
};
