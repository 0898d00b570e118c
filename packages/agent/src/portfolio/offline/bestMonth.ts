import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";
import { finance } from "./portfolioPatterns.js";
import { monthInWords } from "../../time/monthNames.js";

/** "best month", "worst months", "melhor mês", "piores meses". */
const monthRanked = /\b(?:best|worst|strongest|weakest|top) months?\b|\b(?:melhor(?:es)?|pior(?:es)?) mes(?:es)?\b|\bmes(?:es)? (?:mais forte|mais fraco|com (?:mais|menos) (?:ganhos?|lucro|perdas?))\b/;
const worstMonth = /\b(?:worst|weakest|pior(?:es)?|mais fraco|menos ganhos?|mais perdas?)\b/;

/** Investing words beside it ("in the market", "for my portfolio", "na bolsa", "de rentabilidade"). */
const investingWords = /\b(?:markets?|mercados?|bolsa|returns?|rentabilidade|retorno|rendimento|gains?|ganhos?|lucro|performance|desempenho|twr)\b/;

/**
 * The period the conversation set, for a question that names none: the nearest of the questions before it, of money
 * every one, that named a period longer than a day ("how much did I make this year?", "and last year?", "which was the best month?":
 * last year). Null when none did.
 */
const conversationRange = (question: Question, moneyBefore: (previous: Question) => boolean): Question["range"] => {
  for (let previous = question.previous, asked = 0; previous !== null && asked < 4 && moneyBefore(previous); previous = previous.previous, asked++)
    if (previous.range !== null && previous.range.granularity !== "day") return previous.range;
  return null;
};

/**
 * A month of the portfolio ranked ("what was my best month in the market?", "qual foi o pior mês da minha carteira?"):
 * the performance month by month, when the portfolio holds something and an investing word says it is its month, or the
 * question before was the portfolio's ("how are my holdings doing?" then "what's my best month?"); a plain "best month"
 * otherwise is the journal's. The months are those of the period named, else of the period the conversation set, else
 * every month. Undefined otherwise.
 */
export const bestMonthCall = (question: Question, moneyBefore: (previous: Question) => boolean): PlannedCall | undefined => {
  const text = question.normalized;
  if (!monthRanked.test(text) || question.assets === null || question.assets.length === 0) return undefined;
  if (!(finance.test(text) || investingWords.test(text)) && (question.previous === null || !moneyBefore(question.previous))) return undefined;
  const period = question.range ?? conversationRange(question, moneyBefore);
  const range = period === null ? {} : { from: period.from, to: period.to < question.today ? period.to : question.today };
  return { name: "get_performance", arguments: { ...range, by: "month" } };
};

/** The best (or worst) months by time-weighted return, from `get_performance`'s months; null without them. */
export const bestMonthAnswer = (data: Data, question: Question): string | null => {
  const months = data["months"] as ReadonlyArray<Data> | undefined;
  if (months === undefined) return null;
  const language = question.language;
  const base = (data["report"] as Data | null)?.["baseCurrency"];
  if (months.length === 0) return text("There is nothing recorded in that period to measure.", "Não há nada guardado nesse período para medir.")(language);
  const worst = worstMonth.test(question.normalized);
  const sorted = [...months].sort((a, b) => (worst ? 1 : -1) * (Number(a["twr"]) - Number(b["twr"])));
  const [first, ...next] = sorted;
  const line = (month: Data) => text(`${monthInWords(String(month["month"]), language)}: ${percent(month["twr"], language)} (market ${Number(month["gain"]) < 0 ? "loss" : "gain"} ${amount(Math.abs(Number(month["gain"])), base, language)})`, `${monthInWords(String(month["month"]), language)}: ${percent(month["twr"], language)} (${Number(month["gain"]) < 0 ? "perda" : "ganho"} dos mercados ${amount(Math.abs(Number(month["gain"])), base, language)})`)(language);
  const head = text(
    `Your ${worst ? "worst" : "best"} month of the ${months.length} measured was ${line(first!)}, by how the investments themselves did, leaving aside the money put in or taken out (time-weighted return).`,
    `O seu ${worst ? "pior" : "melhor"} mês dos ${months.length} medidos foi ${line(first!)}, pela rentabilidade dos investimentos em si, sem contar o dinheiro que entrou ou saiu (ponderada no tempo).`,
  )(language);
  if (next.length === 0) return head;
  return [head, text("Next:", "Seguem-se:")(language), ...next.slice(0, 2).map((month) => `- ${line(month)}`)].join("\n");
};
