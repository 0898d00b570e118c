import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";
import { cashShareAsked } from "./portfolioPatterns.js";

/** "too much cash?", "dinheiro suficiente?": a judgement of the share, which depends on what the person needs and when. */
const judgementAsked = /\b(?:too much|too little|enough|demasiad[oa]|pouc[oa]|suficiente)\b/;

/**
 * Before the allocation, for cash asked as a share of the whole ("do I have too much cash?", "qual a percentagem em
 * dinheiro?"): the cash's share and value; asked as too much or too little, that it depends on the person's needs and
 * is no advice LifeOS gives. Null for any other question or an allocation without the cash slice.
 */
export const cashShareLead = (data: Data, question: Question): string | null => {
  if (!cashShareAsked.test(question.normalized) || data["by"] === "currency" || data["by"] === "account") return null;
  const language = question.language;
  const cash = ((data["slices"] as ReadonlyArray<Data> | undefined) ?? []).find((row) => row["key"] === "CASH");
  const share =
    cash === undefined
      ? text("You hold no cash in the portfolio: it is all invested.", "Não tem dinheiro em conta na carteira: está todo investido.")(language)
      : text(
          `Cash is ${percent(cash["weight"], language).replace("+", "")} of your portfolio (${amount(cash["value"], data["baseCurrency"], language)}).`,
          `O dinheiro em conta (não investido) é ${percent(cash["weight"], language).replace("+", "")} da carteira (${amount(cash["value"], data["baseCurrency"], language)}).`,
        )(language);
  if (!judgementAsked.test(question.normalized)) return share;
  return `${share} ${text(
    "Whether that is too much or too little depends on what you need the money for and when, which I can't judge, and I don't give investment advice.",
    "Se é demasiado ou pouco depende de para que precisa do dinheiro e quando, o que eu não consigo avaliar, e não dou conselhos de investimento.",
  )(language)}`;
};
