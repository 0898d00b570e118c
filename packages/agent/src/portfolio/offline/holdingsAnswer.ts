import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, gainsLine, inAccountPt, percent, text } from "./portfolioFormat.js";
import { assetReferent } from "./assetReferent.js";
import { namedRows } from "./namedRows.js";
import type { Question } from "../../models/offline/question/Question.js";
import { notHeldReply } from "./notHeld.js";
import { holdingGainLead } from "./holdingGain.js";
import { holdingCostLine } from "./holdingCost.js";
import { accountWordsIn } from "./knownAccounts.js";
import { foldText } from "../../models/offline/question/normalizeText.js";
import { assetNames, averageCostAsked, tickersIn, weightRequest } from "./portfolioPatterns.js";

/**
 * The holdings a question names by symbol or by a word of the asset's name ("VWCE", "Microsoft", "ações da Apple"):
 * their quantity, value and gain; a name or ticker asked about that matches no holding is said to be not held.
 */
export const namedHoldings = (data: Data, question: Question, names: ReadonlyArray<string> = assetNames(question)): string | null => {
  const rows = (data["holdings"] as ReadonlyArray<Data> | undefined) ?? [];
  const language = question.language;
  // "and how much did I pay for it?": the asset named before.
  const referent = assetReferent(question);
  const named = namedRows(data, referent === undefined ? [question] : [question, referent]);
  const base = data["baseCurrency"];
  const total = (data["totals"] as Data | undefined)?.["totalValue"];
  // "qual o peso da VWCE?": the share of the whole portfolio (cash included) first.
  const weight = (row: Data) =>
    !weightRequest.test(question.normalized)
      ? ""
      : text(
          `${String(row["symbol"])} is ${percent(row["weight"], language).replace("+", "")} of your portfolio (${amount(row["marketValue"], base, language)} of ${amount(total, base, language)}). `,
          `${String(row["symbol"])} pesa ${percent(row["weight"], language).replace("+", "")} da carteira (${amount(row["marketValue"], base, language)} de ${amount(total, base, language)}). `,
        )(language);
  // "what's my average cost for KO?": the cost of one unit, in the portfolio's currency.
  const unitCost = (row: Data) => {
    const cost = Number(row["costBasis"]) / Number(row["quantity"]);
    if (!averageCostAsked.test(question.normalized) || !Number.isFinite(cost)) return "";
    return text(` Average cost: ${amount(cost, base, language)} per unit.`, ` Custo médio: ${amount(cost, base, language)} por unidade.`)(language);
  };
  if (named.length > 0)
    return named
      .map(
        (row) =>
          // "how much have I invested in Microsoft?": what the units held cost, then their worth and gain.
          holdingCostLine(row, question, base) ??
          // "how much did I make on EDP?": the gain first, then the position.
          holdingGainLead(row, question, base) +
          weight(row) +
          (language === "pt"
            ? `${String(row["symbol"])} (${String(row["name"])}): ${decimal(row["quantity"], language)} unidades, custaram ${amount(row["costBasis"], base, language)} e valem ${amount(row["marketValue"], base, language)} (${percent(row["unrealisedGainPercent"], language)} face ao custo; cotação ${row["price"] === null ? "—" : decimal(row["price"], language, 2)} ${String(row["currency"])} em ${String(row["priceDate"] ?? "—")}).`
            : `${String(row["symbol"])} (${String(row["name"])}): ${decimal(row["quantity"], language)} units that cost ${amount(row["costBasis"], base, language)}, worth ${amount(row["marketValue"], base, language)} (${percent(row["unrealisedGainPercent"], language)} on cost; price ${row["price"] === null ? "—" : decimal(row["price"], language, 2)} ${String(row["currency"])} on ${String(row["priceDate"] ?? "—")}).`) +
          unitCost(row),
      )
      .join("\n");
  // The words of an account's name ("T212", "Degiro") are no asset wanted.
  const accountWords = accountWordsIn(question);
  const wanted = [...new Set([...tickersIn(question), ...(/\b(how many|quant[ao]s)\b/.test(question.normalized) ? question.names : names)])].filter((name) => !accountWords.has(foldText(name)));
  return wanted.length === 0 ? null : notHeldReply(wanted, rows, language);
};

/** A holdings result with nothing in it: no position and no cash. */
export const isEmptyPortfolio = (data: Data): boolean =>
  ((data["holdings"] as ReadonlyArray<Data> | undefined) ?? []).length === 0 && Number((data["totals"] as Data | undefined)?.["cash"] ?? 0) === 0;

/** What to do with a portfolio that holds nothing yet: record it, import it, or try the sample. */
export const emptyPortfolio = text(
  "There are no holdings recorded yet. Add an account and activities on the Portfolio page, or import a CSV; to try the portfolio questions first, load the sample portfolio there.",
  "Ainda não há posições. Crie uma conta e adicione atividades na página Carteira, ou importe um CSV; para experimentar primeiro as perguntas sobre a carteira, carregue lá a carteira de exemplo.",
);


/**
 * The holdings' overview: the value, cash and gains, and the largest positions; of one account when the call named it.
 * After the value converted into another currency (`converted`), the value in the base currency follows it as such,
 * not as a second answer. With the gains already said (`gainsSaid`), only the value and cash.
 */
export const holdings = (data: Data, language: Language, account?: unknown, converted = false, gainsSaid = false): string => {
  const rows = (data["holdings"] as ReadonlyArray<Data> | undefined) ?? [];
  const totals = (data["totals"] as Data | undefined) ?? {};
  const base = data["baseCurrency"];
  if (isEmptyPortfolio(data))
    return typeof account === "string" ? text(`${account} holds nothing yet.`, `${/^conta\b/i.test(account) ? account : `A conta ${account}`} ainda não tem nada.`)(language) : emptyPortfolio(language);
  const gains = gainsLine(totals["unrealisedGain"], totals["realisedGain"], base, language);
  const top = rows.slice(0, 5).map((row) => `- ${String(row["symbol"])}: ${amount(row["marketValue"], base, language)} (${percent(row["unrealisedGainPercent"], language)}${language === "pt" ? " face ao custo" : " on cost"})`);
  const head =
    converted
      ? text(
          `In your base currency that is ${amount(totals["totalValue"], base, language)} (${amount(totals["cash"], base, language)} in cash). ${gains}`,
          `Na moeda base são ${amount(totals["totalValue"], base, language)} (${amount(totals["cash"], base, language)} em dinheiro). ${gains}`,
        )(language)
      : typeof account === "string"
      ? text(
          `In ${account}: ${amount(totals["totalValue"], base, language)} (${amount(totals["cash"], base, language)} in cash). ${gains}`,
          `${inAccountPt(account)}: ${amount(totals["totalValue"], base, language)} (${amount(totals["cash"], base, language)} em dinheiro). ${gains}`,
        )(language)
      : language === "pt"
      ? `A carteira vale ${amount(totals["totalValue"], base, language)} (${amount(totals["cash"], base, language)} em dinheiro). ${gains}`
      : `Your portfolio is worth ${amount(totals["totalValue"], base, language)} (${amount(totals["cash"], base, language)} in cash). ${gains}`;
  // After the gains said first ("how much did I make selling?"), the overview leaves them out rather than say them twice.
  const said = gainsSaid ? head.replace(/ (?:Unrealised (?:gain|loss)|Ganho não realizado|Perda não realizada): .*$/, "") : head;
  return [said, rows.length > 0 ? (language === "pt" ? "Maiores posições:" : "Largest holdings:") : "", ...top].filter((line) => line !== "").join("\n");
};

