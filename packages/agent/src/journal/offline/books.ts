import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { bullets, paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { booksIn } from "./bookLine.js";
import { periodLabel } from "./compose/periodLabel.js";
import { objects, text } from "./compose/readData.js";
import { partsOf, searchedPeriod } from "./periodParts.js";
import { call, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * Books asked of a period: "how many books did I read this year?", "which books have I finished?", "quantos livros li
 * este ano?", "que livros acabei?". Not books bought or lent: a verb of reading is said.
 */
const booksAsked = /\b(?:how many|what|which|list(?: all)?(?: the| my)?|quant[oa]s|que|quais(?: os)?|os) (?:books|novels|livros|romances)\b/;
const readingAsked = /\b(?:read|reading|finish(?:ed)?|start(?:ed)?|li|lido|lidos|ler|acabei|terminei|comecei)\b/;

/** Words of the entries about reading, in both languages: the searches find the entries holding one. */
const bookGroup = [
  "book", "books", "novel", "novels", "read", "reading", "reread", "audiobook", "chapters", "author",
  "livro", "livros", "romance", "romances", "ler", "lendo", "leitura", "reli", "audiolivro", "capítulos", "autor",
];

/** The days written about reading are counted by the same words, "reading" first: the answer's fall-back when no book is named. */
const readingGroup = ["reading", ...bookGroup.filter((word) => word !== "reading")];

const isBooksAsked = (question: Question): boolean => question.has(booksAsked) && question.has(readingAsked);

/**
 * "how many books did I read this year?", "quantos livros li este ano?" → the entries about reading, searched in parts
 * of the period so none is cut off, and the days written about reading counted; the answer counts the books the
 * entries name, not the entries.
 */
export const booksRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!isBooksAsked(question) || question.metric !== null) return null;
  const period = searchedPeriod(question);
  const searches = partsOf(period).map((part) => call("search_journal", { query: "book", related: [bookGroup], from: part.from, to: part.to, limit: 20 }));
  return [plan(0.86, ...searches, call("count_mentions", { query: "reading", related: [readingGroup], from: period.from, to: period.to }))];
};

const sameList = (value: unknown, list: ReadonlyArray<string>): boolean => JSON.stringify(value) === JSON.stringify([list]);

/** Whether the results are those of `booksRoute`: its searches, then its count, each done. */
export const areBookResults = (results: ReadonlyArray<ToolResultView>): boolean => {
  const count = results.at(-1);
  const searches = results.slice(0, -1);
  return (
    searches.length > 0 &&
    count?.name === "count_mentions" &&
    count.success &&
    sameList(count.arguments["related"], readingGroup) &&
    searches.every((result) => result.name === "search_journal" && result.success && sameList(result.arguments["related"], bookGroup))
  );
};

/** Whether the results are those of `booksRoute` for the books asked. */
export const isBooks = (question: Question, results: ReadonlyArray<ToolResultView>): boolean => isBooksAsked(question) && areBookResults(results);

/** A book as the entries tell it: its title, the day it was said finished (else null), the first day it was named. */
interface Book {
  readonly title: string;
  readonly finishedOn: string | null;
  readonly firstOn: string;
}

const phrases = {
  en: {
    finished: (count: number, period: string) => `You mention finishing ${count === 1 ? "one book" : `${count} books`} ${period}; I counted the titles your entries say you finished or read:`,
    begun: (count: number) => (count === 1 ? "You also mention one book without saying you finished it:" : `You also mention ${count} books without saying you finished them:`),
    onlyBegun: (count: number, period: string) =>
      `You don't say you finished any book ${period}, but you mention ${count === 1 ? "one you started or were reading" : `${count} you started or were reading`}:`,
    finishedOn: (date: string) => `finished ${date}`,
    namedOn: (date: string) => `first mentioned ${date}`,
    none: (period: string) => `Your entries ${period} name no book you read, so I can't count books: none says “finished …” or “started reading …” with a title.`,
    days: (days: number, entries: number, last: string | null) =>
      `You wrote about reading on ${days === 1 ? "one day" : `${days} days`} (of ${entries} entries)${last === null ? "" : `, the last on ${last}`}.`,
    noReading: "Nor do they say anything about reading.",
  },
  pt: {
    finished: (count: number, period: string) => `Diz que acabou ${count === 1 ? "um livro" : `${count} livros`} ${period}; contei os títulos que as entradas dizem que acabou ou leu:`,
    begun: (count: number) => (count === 1 ? "Fala ainda de um livro sem dizer que o acabou:" : `Fala ainda de ${count} livros sem dizer que os acabou:`),
    onlyBegun: (count: number, period: string) =>
      `Não diz que acabou nenhum livro ${period}, mas fala de ${count === 1 ? "um que começou ou andava a ler" : `${count} que começou ou andava a ler`}:`,
    finishedOn: (date: string) => `acabado em ${date}`,
    namedOn: (date: string) => `primeira menção em ${date}`,
    none: (period: string) => `As suas entradas ${period} não nomeiam nenhum livro que tenha lido, por isso não consigo contar livros: nenhuma diz «acabei de ler …» ou «comecei a ler …» com um título.`,
    days: (days: number, entries: number, last: string | null) =>
      `Escreveu sobre leitura em ${days === 1 ? "um dia" : `${days} dias`} (de ${entries} entradas)${last === null ? "" : `, o último em ${last}`}.`,
    noReading: "Também não dizem nada sobre leitura.",
  },
} satisfies Record<Language, unknown>;

/** The books the searches' entries name, one per title (told apart without case or accents), oldest first. */
const booksOf = (searches: ReadonlyArray<ToolResultView>): Book[] => {
  const rows = searches.flatMap((result) => objects(result.data["results"])).sort((a, b) => (text(a["date"]) < text(b["date"]) ? -1 : 1));
  const books = new Map<string, Book>();
  for (const row of rows) {
    const date = text(row["date"]);
    for (const told of booksIn(text(row["excerpt"]))) {
      const key = foldAccents(told.title.toLowerCase());
      const known = books.get(key);
      const finishedOn = known?.finishedOn ?? (told.finished ? date : null);
      books.set(key, { title: known?.title ?? told.title, finishedOn, firstOn: known?.firstOn ?? date });
    }
  }
  return [...books.values()];
};

/**
 * The books of the period: those the entries say were finished, counted and listed with the day, then those only begun
 * or being read; when the entries name no book, that they don't, and the days written about reading instead.
 */
export const composeBooks = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const count = results.at(-1)!;
  const period = searchedPeriod(question);
  const label = periodLabel(question, text(count.arguments["from"]) || period.from, text(count.arguments["to"]) || period.to);
  const books = booksOf(results.slice(0, -1));
  const finished = books.filter((book) => book.finishedOn !== null).sort((a, b) => (a.finishedOn! < b.finishedOn! ? -1 : 1));
  const begun = books.filter((book) => book.finishedOn === null);
  const line = (book: Book) => `${book.title} (${book.finishedOn !== null ? p.finishedOn(book.finishedOn) : p.namedOn(book.firstOn)})`;
  if (books.length === 0) {
    const days = Number(count.data["days"] ?? 0);
    const last = text(count.data["lastDate"]) || null;
    return paragraphs(p.none(label), days > 0 ? p.days(days, Number(count.data["entries"] ?? 0), last) : p.noReading);
  }
  const lead = finished.length > 0 ? `${p.finished(finished.length, label)}\n${bullets(finished.map(line))}` : null;
  const rest = begun.length === 0 ? null : `${(finished.length > 0 ? p.begun : p.onlyBegun)(begun.length, label)}\n${bullets(begun.map(line))}`;
  return paragraphs(lead, rest);
};

