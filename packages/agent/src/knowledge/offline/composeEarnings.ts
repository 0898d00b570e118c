import type { Language } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composePortfolio } from "../../portfolio/offline/composePortfolio.js";
import { periodRealisedLine, periodRealisedCalls } from "../../portfolio/offline/periodRealised.js";
import { totalGainLine } from "../../portfolio/offline/totalGain.js";
import { perMonthAsked, perYearAsked } from "../../portfolio/offline/portfolioPatterns.js";

/** Earnings asked with no period, nor as a rate ("per month", "anual"): the whole, since the start. */
const wholeAsked = (question: Question): boolean => question.range === null && !perMonthAsked.test(question.normalized) && !perYearAsked.test(question.normalized);

/**
 * The portfolio's calls for earnings no document speaks of ("how much did I earn last year?" with no payslip): its
 * dividends and interest, what its sales realised and its gain over the period asked, read back by the documents' skill with what it looked in.
 */
export const portfolioEarningsCalls = (question: Question): PlannedCall[] => {
  // With none named, both since the start: every payment, and the gain over every day.
  if (wholeAsked(question)) return [{ name: "get_income", arguments: { from: "1900-01-01" } }, { name: "get_performance", arguments: { period: "ALL" } }];
  const period = question.range === null ? {} : { from: question.range.from, to: question.range.to };
  // With a period, what sales realised in it, from the holdings on its eve and its last day.
  const realised = question.range === null || !question.tools.has("get_holdings") ? [] : periodRealisedCalls(question.range.from, question.range.to, question.today);
  return [
    { name: "get_income", arguments: period },
    ...realised,
    { name: "get_performance", arguments: period },
  ];
};

const phrases: Record<Language, { noRecords: (span: string) => string; fromPortfolio: string; inTotal: string; noPortfolio: string; howToAdd: string }> = {
  en: {
    noRecords: (span) => `I looked in your documents for a payslip, a tax statement or another record of income${span} and found none.`,
    fromPortfolio: "What your portfolio earned over the same period:",
    inTotal: "What your portfolio has made in total:",
    noPortfolio: "Your portfolio has no dividends, interest or gains recorded in that period either.",
    howToAdd:
      "To answer this, upload your payslips or your tax return on the Documents page, or add your investment accounts and their activity on the Portfolio page.",
  },
  pt: {
    noRecords: (span) => `Procurei nos seus documentos um recibo de vencimento, uma declaração de IRS ou outro documento de rendimentos${span} e não encontrei nenhum.`,
    fromPortfolio: "O que a sua carteira rendeu no mesmo período:",
    inTotal: "O que a sua carteira rendeu no total:",
    noPortfolio: "A carteira também não tem dividendos, juros nem ganhos nesse período.",
    howToAdd:
      "Para responder a isto, carregue os seus recibos de vencimento ou a declaração de IRS na página Documentos, ou adicione as suas contas de investimento e os seus movimentos na página Portfólio.",
  },
};

/** Whether the portfolio's result holds anything earned: an income above zero, a sale's gain or loss in the period, or a performance report. */
const holdsEarnings = (result: ToolResultView, results: ReadonlyArray<ToolResultView>, language: Language): boolean =>
  result.success &&
  (result.name === "get_income" ? Number(result.data["total"]) !== 0
  : result.name === "get_holdings" ? periodRealisedLine(results, language) !== null
  : result.data["report"] !== null && result.data["report"] !== undefined);

/**
 * Earnings asked when the documents said nothing: where it looked (the documents, then the portfolio), what the
 * portfolio earned when it holds anything for the period (with none named, its one total since the start), and otherwise
 * how to add the records that would answer.
 */
export const composeEarnings = (question: Question, portfolio: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const span = question.range === null ? "" : question.language === "pt" ? ` de ${question.range.from} a ${question.range.to}` : ` from ${question.range.from} to ${question.range.to}`;
  const earned = portfolio.filter((result) => holdsEarnings(result, portfolio, question.language));
  if (earned.length === 0) return paragraphs(p.noRecords(span), p.noPortfolio, p.howToAdd);
  const total = wholeAsked(question) ? totalGainLine(earned, question.language) : null;
  if (total !== null) return paragraphs(p.noRecords(span), `${p.inTotal}\n\n${total}`);
  return paragraphs(p.noRecords(span), `${p.fromPortfolio}\n\n${composePortfolio(question, earned)}`);
};
