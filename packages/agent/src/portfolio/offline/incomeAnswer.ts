import type { Data } from "./portfolioFormat.js";
import { amount, span, text } from "./portfolioFormat.js";
import type { Question } from "../../models/offline/question/Question.js";
import { symbolsAsked } from "./knownAssets.js";
import { namedAssets, payersAsked, perMonthAsked, perYearAsked, placeOrSector } from "./portfolioPatterns.js";
import { accountWordsIn } from "./knownAccounts.js";
import { foldText } from "../../models/offline/question/normalizeText.js";
import { incomeYields, monthlyIncome, yieldAsked } from "./incomeDetails.js";
import { periodOf } from "./planArguments.js";
import { topPayerAsked, topPayerLead } from "./topPayer.js";
import { monthInWords } from "../../time/monthNames.js";

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * "how much did I earn in dividends from Apple?", "quanto recebi de dividendos da Apple?" with the user's assets known and
 * none so named: that it is none of them, so it paid nothing, and which they are. Null when the assets are not known or
 * no such name is asked (a month, a region or an account's word is no asset).
 */
const noneOfTheirs = (question: Question): string | null => {
  if (question.assets === null || question.assets.length === 0) return null;
  const accountWords = accountWordsIn(question);
  const names = namedAssets(question).filter((name) => !placeOrSector(name) && !accountWords.has(foldText(name)) && !/^(?:eur|usd|gbp|cash)$/i.test(name));
  if (names.length === 0) return null;
  const asked = names.join(", ");
  const theirs = question.assets.map((asset) => asset.symbol).join(", ");
  return text(`${asked} is none of your assets, so it paid you nothing. Your assets: ${theirs}.`, `${asked} não é um dos seus ativos, por isso não lhe pagou nada. Os seus ativos: ${theirs}.`)(question.language);
};

/** "How much did KO pay me this year?": the income of the assets the question names, or that they paid nothing. */
export const assetIncome = (data: Data, question: Question): string | null => {
  const wanted = symbolsAsked(question).map((ticker) => ticker.toUpperCase());
  const language = question.language;
  if (wanted.length === 0) return noneOfTheirs(question);
  const base = data["baseCurrency"];
  const rows = (data["byAsset"] as ReadonlyArray<Data> | undefined) ?? [];
  return wanted
    .map((symbol) => {
      const row = rows.find((candidate) => String(candidate["symbol"]).toUpperCase() === symbol);
      return row === undefined
        ? language === "pt" ? `${symbol} não lhe pagou nada ${span(data, language)}.` : `${symbol} paid you nothing ${span(data, language)}.`
        : language === "pt" ? `${symbol} pagou-lhe ${amount(row["amount"], base, language)} ${span(data, language)}.` : `${symbol} paid you ${amount(row["amount"], base, language)} ${span(data, language)}.`;
    })
    .join("\n");
};

/** Interest asked and no other income ("how much interest did I earn?", "quanto rendeu de juros?"). */
const interestOnly = (question: Question): boolean => /\b(?:interest|juros)\b/.test(question.normalized) && !/\b(?:dividends?|dividendos?|income|rendimentos?)\b/.test(question.normalized);

/** Dividends asked and no other income ("what dividends did I get last month?", "quanto recebi de dividendos?"). */
const dividendsOnly = (question: Question): boolean => /\b(?:dividends?|dividendos?)\b/.test(question.normalized) && !/\b(?:interest|juros|income|rendimentos?)\b/.test(question.normalized);

/** Who paid an income row: the asset's symbol, or the interest on cash (no asset). */
const payer = (row: Data, language: Question["language"]): string => (row["assetId"] === null ? text("Interest on cash", "Juros do dinheiro em conta")(language) : String(row["symbol"]));

/** The income received over the period: the total, then each payer, year, month (with the average) or yield on cost as asked. */
export const income = (data: Data, question: Question): string => {
  const language = question.language;
  const base = data["baseCurrency"];
  const byAsset = ((data["byAsset"] as ReadonlyArray<Data> | undefined) ?? []).slice(0, payersAsked.test(question.normalized) || topPayerAsked.test(question.normalized) ? 10 : 5);
  const byYear = (data["byYear"] as ReadonlyArray<Data> | undefined) ?? [];
  // "how much did I get in dividends?": no period named reads every payment, and says so.
  const firstMonth = ((data["byMonth"] as ReadonlyArray<Data> | undefined) ?? [])[0]?.["month"];
  const allTime = String(data["from"]) <= "1900-12-31" && question.range === null && Object.keys(periodOf(question)).length === 0 && firstMonth !== undefined;
  // "how much interest did I earn?": the interest alone, over the period read, whatever the dividends were.
  if (interestOnly(question))
    return allTime && Number(data["interest"]) !== 0
      ? text(`With no period named, this is every payment recorded: since ${monthInWords(String(firstMonth), language)} you received ${amount(data["interest"], base, language)} in interest.`, `Sem período indicado, conta todos os pagamentos guardados: desde ${monthInWords(String(firstMonth), language)} recebeu ${amount(data["interest"], base, language)} em juros.`)(language)
      : Number(data["interest"]) === 0
      ? text(`No interest was received ${span(data, language)}.`, `Não recebeu juros ${span(data, language)}.`)(language)
      : text(`You received ${amount(data["interest"], base, language)} in interest ${span(data, language)}.`, `Recebeu ${amount(data["interest"], base, language)} em juros ${span(data, language)}.`)(language);
  // "what dividends did I get last month?" with none paid: no dividends, plainly, before any interest.
  if (dividendsOnly(question) && Number(data["dividends"]) === 0 && Number(data["interest"]) !== 0)
    return text(
      `No dividends were received ${span(data, language)}; only ${amount(data["interest"], base, language)} in interest.`,
      `Não recebeu dividendos ${span(data, language)}; só ${amount(data["interest"], base, language)} de juros.`,
    )(language);
  if (Number(data["total"]) === 0) return language === "pt" ? `Não recebeu dividendos nem juros ${span(data, language)}.` : `No dividends or interest were received ${span(data, language)}.`;
  // "how much did I earn in dividends in 2025?": the dividends, with the interest said apart after them.
  const onlyDividends = dividendsOnly(question) && Number(data["dividends"]) !== 0;
  const besides =
    Number(data["interest"]) === 0 ? "" : text(` (and ${amount(data["interest"], base, language)} in interest on cash besides)`, ` (e ainda ${amount(data["interest"], base, language)} de juros do dinheiro em conta)`)(language);
  const received = onlyDividends
    ? text(`${amount(data["dividends"], base, language)} in dividends${besides}.`, `${amount(data["dividends"], base, language)} em dividendos${besides}.`)(language)
    : text(
        `${amount(data["total"], base, language)}: ${amount(data["dividends"], base, language)} in dividends and ${amount(data["interest"], base, language)} in interest.`,
        `${amount(data["total"], base, language)}: ${amount(data["dividends"], base, language)} em dividendos e ${amount(data["interest"], base, language)} em juros.`,
      )(language);
  const head = allTime
    ? text(`With no period named, this is every payment recorded: since ${monthInWords(String(firstMonth), language)} you received ${received}`, `Sem período indicado, conta todos os pagamentos guardados: desde ${monthInWords(String(firstMonth), language)} recebeu ${received}`)(language)
    : text(`${capitalised(span(data, language))} you received ${received}`, `${capitalised(span(data, language))} recebeu ${received}`)(language);
  // "my dividends by year": each year's; "per month": each month's, with the average; "yield on cost": each asset's; else the assets that paid most.
  const byMonth = (data["byMonth"] as ReadonlyArray<Data> | undefined) ?? [];
  if (perMonthAsked.test(question.normalized) && byMonth.length > 0) return [head, monthlyIncome(data, byMonth, language)].join("\n");
  if (yieldAsked.test(question.normalized)) return [head, incomeYields(data, language)].join("\n");
  const lines = perYearAsked.test(question.normalized) && byYear.length > 0 ? byYear.map((row) => `- ${String(row["year"])}: ${amount(row["amount"], base, language)}`) : byAsset.filter((row) => !onlyDividends || row["assetId"] !== null).map((row) => `- ${payer(row, language)}: ${amount(row["amount"], base, language)}`);
  const lead = topPayerLead(data, question);
  return [...(lead === null ? [] : [lead]), head, ...lines].join("\n");
};

