import type { OfflineSkill } from "../../models/offline/OfflineSkill.js";
import { composePortfolio, explainPortfolioFailure } from "./composePortfolio.js";
import { closedPositionCalls } from "./closedPositions.js";
import { nextPageCalls } from "./activityPages.js";
import { namedRows } from "./namedRows.js";
import { worthConversionCalls } from "./worthInCurrency.js";
import { planPortfolio } from "./planPortfolio.js";

/**
 * The portfolio's offline skill: ordinary finance questions in English and
 * Portuguese — holdings, performance (TWR and MWR named), dividends and
 * interest, allocation, cash, stored exchange rates, goals, activities,
 * history, the data check —
 * and trades or deposits described in a sentence, which become drafts the
 * user confirms. Every figure comes from the tools.
 */
export const portfolioSkill: OfflineSkill = {
  name: "portfolio",
  tools: ["get_accounts", "get_holdings", "search_activities", "get_performance", "get_valuation_history", "get_income", "get_asset_allocation", "get_cash_balances", "get_exchange_rates", "get_goals", "get_health_status", "import_csv", "record_activity", "record_activities"],
  plan: planPortfolio,
  // An asset of theirs asked about that the holdings no longer show: its trades; the next page of the activities a
  // question needs every one of (the largest, the first, a sum); the value asked in another currency, converted.
  followUp: (question, results) => [...closedPositionCalls(question, results), ...nextPageCalls(question, results), ...worthConversionCalls(question, results)],
  compose: composePortfolio,
  explainFailure: explainPortfolioFailure,
  // The holdings looked up for another skill's question ("what is AI?"), with nothing it names: that skill answers.
  nothingAbout: (question, results) =>
    planPortfolio(question).length === 0 && results.every((result) => result.name === "get_holdings" && result.success && namedRows(result.data, [question]).length === 0),
  // "what can I ask about my money?": this skill's help alone.
  helpTopic: /\b(?:money|finances?|financial|portfolio|investments?|investing|holdings|stocks|shares|savings|dinheiro|financas|carteira|investimentos?|acoes|poupancas?)\b/,
  help: {
    en: [
      "How are my holdings doing?",
      "What's my return this year?",
      "How much did I get in dividends this year?",
      "What's my allocation by sector?",
      "Record that I bought 10 VWCE at 98.40 yesterday.",
      "Are any of my quotes out of date?",
    ],
    pt: [
      "Como estão os meus investimentos?",
      "Qual foi a rentabilidade da carteira este ano?",
      "Quanto recebi de dividendos este ano?",
      "Qual é a distribuição por setor?",
      "Comprei 10 VWCE a 98,40 ontem.",
      "Há cotações desatualizadas?",
    ],
  },
};
