import { counted } from "../../models/offline/answerText.js";
import { storedLead } from "./livePrices.js";
import { exchangeRatesAnswer } from "./exchangeRates.js";
import { worthConverted, worthInCurrency, worthInCurrencyLead } from "./worthInCurrency.js";
import { namedRows } from "./namedRows.js";
import { comparedLead } from "./holdingsCompared.js";
import { accountGainsAnswer } from "./accountGains.js";
import { cashBalancesAnswer } from "./cashBalances.js";
import { largestActivityAnswer, largestActivityAsked } from "./largestActivity.js";
import { moneyFlowsAnswer, moneyFlowsAsked } from "./moneyFlows.js";
import { whichTicker } from "./tradeAsset.js";
import { activitiesRead } from "./activityPages.js";
import { assetIncome, income } from "./incomeAnswer.js";
import type { Language } from "@lifeos/core";
import { allocationKeyName } from "@lifeos/core";
import { askedSliceLead, heavyKindLead } from "./askedSlice.js";
import { concentrationAnswer, concentrationAsked } from "./concentration.js";
import { holdingReturnAnswer } from "./holdingReturn.js";
import { datedHoldings, periodRealisedLine } from "./periodRealised.js";
import { accountsAnswer } from "./accountsAnswer.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";
import { ranking } from "./holdingsRanking.js";
import { incomeComparison, performanceComparison } from "./periodComparisons.js";
import { closedPositions } from "./closedPositions.js";
import { healthIssueLine } from "./healthIssueLine.js";
import { positionsCount } from "./positionsCount.js";
import { costBasis } from "./costBasis.js";
import { bestMonthAnswer } from "./bestMonth.js";
import { heldClassLead } from "./heldClass.js";
import { cashShareLead } from "./cashShareLead.js";
import { wholeMoneyAnswer } from "./wholeMoney.js";
import { goalsAnswer } from "./goalsAnswer.js";
import { onTrackAnswer, onTrackRead } from "./onTrack.js";
import { gainVerdict } from "./gainVerdict.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { hypotheticalAsked, hypotheticalDeclined } from "./whatIf.js";
import { safetyAsked, safetyLead } from "./holderSafety.js";
import { feesAnswer, feesAsked } from "./feesPaid.js";
import { scopedHealth } from "./scopedHealth.js";
import { taxesAnswer, taxesAsked } from "./taxesPaid.js";
import { realisedLead } from "./realisedGains.js";
import { periodMove } from "./periodMove.js";
import { returnLines } from "./returnLines.js";
import { heldOfKind } from "./rankedKind.js";
import { diversificationAsked, diversificationLead } from "./diversification.js";
import { agoDate, contributionRequest, namedAssets, riskAsked, tradeWish } from "./portfolioPatterns.js";

import { emptyPortfolio, holdings, isEmptyPortfolio, namedHoldings } from "./holdingsAnswer.js";
import { activities, activityLine } from "./activitiesAnswer.js";
/** "how much did I invest?": the net money put in since the start, before the performance that follows from it. */
const contribution = (data: Data, question: Question): string => {
  const report = data["report"] as Data | null;
  if (report === null || report === undefined || !contributionRequest.test(question.normalized)) return "";
  const base = report["baseCurrency"];
  const language = question.language;
  // "how much did I invest last year?": the money put in over the period named, said as such: deposits less withdrawals,
  // cash not yet spent on a purchase included (what was bought is the trades' sum, "how much did I buy?").
  const plainly = text(
    "money in less money out; cash deposited and not yet used to buy anything counts too",
    "entradas menos saídas; conta também o dinheiro depositado que ainda não foi usado em compras",
  )(language);
  if (question.dates.length > 0)
    return text(
      `From ${String(report["from"])} to ${String(report["to"])} you put ${amount(report["netFlows"], base, language)} into the portfolio, net of withdrawals (${plainly}).\n\n`,
      `De ${String(report["from"])} a ${String(report["to"])} colocou ${amount(report["netFlows"], base, language)} na carteira, descontadas as saídas (${plainly}).\n\n`,
    )(language);
  return language === "pt"
    ? `Desde ${String(report["from"])} colocou ${amount(report["netFlows"], base, language)} na carteira, descontadas as saídas (${plainly}); hoje a carteira vale ${amount(report["endValue"], base, language)}.\n\n`
    : `Since ${String(report["from"])} you have put ${amount(report["netFlows"], base, language)} into the portfolio, net of withdrawals (${plainly}); the portfolio is worth ${amount(report["endValue"], base, language)} today.\n\n`;
};

/** The performance of a period; `putInSaid` when the money put in was said just before it, `resultSaid` when its gain or loss was. */
const performance = (data: Data, language: Language, today: string, putInSaid = false, resultSaid = false): string => {
  const report = data["report"] as Data | null;
  if (report === null || report === undefined) return text("There is nothing recorded in that period to measure.", "Não há nada guardado nesse período para medir.")(language);
  const base = report["baseCurrency"];
  const gain = Number(report["gain"]);
  const lost = Number.isFinite(gain) && gain < 0;
  const result = language === "pt"
    ? `${lost ? "perda" : "ganho"} de ${amount(lost ? -gain : report["gain"], base, language)}`
    : `a ${lost ? "loss" : "gain"} of ${amount(lost ? -gain : report["gain"], base, language)}`;
  const flows = Number(report["netFlows"]);
  // A period that starts before the first activity starts from nothing: what was put in since then, and what it is worth
  // now, not a move "from 0.00".
  const fromNothing = Number(report["startValue"]) === 0 && Number.isFinite(flows) && flows > 0;
  const head = !fromNothing
    ? undefined
    : putInSaid
      ? text(`From ${String(report["from"])} to ${String(report["to"])}: ${result}.`, `De ${String(report["from"])} a ${String(report["to"])}: ${result}.`)(language)
      : text(
          `Since ${String(report["from"])} you put ${amount(flows, base, language)} into the portfolio (net of withdrawals); on ${String(report["to"])} it is worth ${amount(report["endValue"], base, language)}${resultSaid ? "" : `: ${result}`}.`,
          `Desde ${String(report["from"])} colocou ${amount(flows, base, language)} na carteira (descontadas as saídas); em ${String(report["to"])} vale ${amount(report["endValue"], base, language)}${resultSaid ? "" : `: ${result}`}.`,
        )(language);
  // Else the start and end values and the money put in or taken out, in a sentence a first-time reader follows.
  return `${head ?? periodMove(report, language, today, putInSaid)}\n${returnLines(report, language)}`;
};

/** The allocation dimensions as said in each language. */
const dimensionNames: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  assetClass: { en: "asset class", pt: "classe de ativo" },
  instrument: { en: "instrument", pt: "tipo de instrumento" },
  sector: { en: "sector", pt: "setor" },
  region: { en: "region", pt: "região" },
  currency: { en: "currency", pt: "moeda" },
  account: { en: "account", pt: "conta" },
};

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The allocation, each slice in words ("Stocks", "Liquidez"), with its weight and value. */
const slices = (data: Data, language: Language): string => {
  const rows = ((data["slices"] as ReadonlyArray<Data> | undefined) ?? []).slice(0, 8);
  if (rows.length === 0) return text("There is nothing to allocate yet.", "Ainda não há nada para distribuir.")(language);
  const by = String(data["by"]);
  const dimension = (dimensionNames[by] ?? { en: by, pt: by })[language];
  return [text(`Allocation by ${dimension}:`, `Distribuição por ${dimension}:`)(language), ...rows.map((row) => `- ${capitalised(allocationKeyName(by, String(row["key"]), language))}: ${percent(row["weight"], language).replace("+", "")} (${amount(row["value"], data["baseCurrency"], language)})`)].join("\n");
};

const health = (data: Data, language: Language): string => {
  const issues = (data["issues"] as ReadonlyArray<Data> | undefined) ?? [];
  if (issues.length === 0) return text("Data check: quotes, exchange rates and classifications look complete.", "Verificação dos dados: cotações, câmbios e classificações estão completos.")(language);
  return [text(`Data check: ${counted(issues.length, "issue", "issues")} may affect these figures:`, `Verificação dos dados: ${counted(issues.length, "problema pode", "problemas podem")} afetar estes valores:`)(language), ...issues.slice(0, 5).map((issue) => `- ${healthIssueLine(issue, language)}`)].join("\n");
};

/**
 * The value over a period from the valuation history: where it started and ended, the money put in or taken out
 * in between, the part the markets account for, and the highest and lowest day. "What was it worth a year ago?"
 * leads with the value on that day.
 */
const valuation = (data: Data, question: Question): string => {
  const language = question.language;
  const points = ((data["points"] as ReadonlyArray<Data> | undefined) ?? []).filter((point) => Number.isFinite(Number(point["value"])));
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return text("There is no history in that period.", "Não há histórico nesse período.")(language);
  const money = (value: unknown) => amount(value, data["baseCurrency"], language);
  const change = Number(last["value"]) - Number(first["value"]);
  const flows = Number(last["netContribution"]) - Number(first["netContribution"]);
  const market = change - flows;
  const high = points.reduce((best, point) => (Number(point["value"]) > Number(best["value"]) ? point : best));
  const low = points.reduce((best, point) => (Number(point["value"]) < Number(best["value"]) ? point : best));
  const [from, to] = [String(first["date"]), String(last["date"])];
  // "what was it worth at the end of 2025?", "quanto valia no início de março?": the value on that end of the period first.
  const edge = /\b(?:at|by) the (?:very )?end of\b|\b(?:no|ao|em) (?:fim|final) d[eoa]s?\b/.test(question.normalized) ? last
    : /\b(?:at|in) the (?:very )?(?:start|beginning) of\b|\b(?:no|ao) (?:inicio|comeco|principio) d[eoa]s?\b/.test(question.normalized) ? first
    : undefined;
  const pointInTime = edge === undefined && (agoDate(question) !== undefined || /\b(valia|valiam)\b/.test(question.normalized));
  // "when was my portfolio worth the most?", "qual foi o valor mínimo?": the day of the extreme first.
  const extreme = /\b(most|highest|peak|maximum|top|maximo|mais alto|pico)\b/.test(question.normalized) ? "high" : /\b(least|lowest|minimum|minimo|mais baixo)\b/.test(question.normalized) ? "low" : null;
  const lead =
    extreme === null
      ? edge === undefined
        ? ""
        : text(`On ${String(edge["date"])} your portfolio was worth ${money(edge["value"])}.\n`, `Em ${String(edge["date"])} a carteira valia ${money(edge["value"])}.\n`)(language)
      : text(
          `Your portfolio was worth the ${extreme === "high" ? "most" : "least"} on ${String((extreme === "high" ? high : low)["date"])}: ${money((extreme === "high" ? high : low)["value"])}.\n`,
          `O valor ${extreme === "high" ? "mais alto" : "mais baixo"} da carteira foi ${money((extreme === "high" ? high : low)["value"])}, em ${String((extreme === "high" ? high : low)["date"])}.\n`,
        )(language);
  if (language === "pt") {
    const moved = change === 0 ? "sem variação" : `${change > 0 ? "uma subida" : "uma descida"} de ${money(Math.abs(change))}`;
    return lead + [
      pointInTime
        ? `Em ${from} a carteira valia ${money(first["value"])}; em ${to} vale ${money(last["value"])} (${moved}).`
        : `De ${from} a ${to} o valor da carteira passou de ${money(first["value"])} para ${money(last["value"])} (${moved}).`,
      `- ${flows >= 0 ? "Dinheiro investido nesse período (líquido de retiradas)" : "Dinheiro retirado nesse período (líquido de depósitos)"}: ${money(Math.abs(flows))}`,
      `- ${market >= 0 ? "Ganho" : "Perda"} dos mercados: ${money(Math.abs(market))}`,
      `- Máximo: ${money(high["value"])} em ${String(high["date"])}; mínimo: ${money(low["value"])} em ${String(low["date"])}.`,
    ].join("\n");
  }
  const moved = change === 0 ? "no change" : `${change > 0 ? "up" : "down"} ${money(Math.abs(change))}`;
  return lead + [
    pointInTime
      ? `On ${from} your portfolio was worth ${money(first["value"])}; on ${to} it is worth ${money(last["value"])} (${moved}).`
      : `From ${from} to ${to} your portfolio's value went from ${money(first["value"])} to ${money(last["value"])} (${moved}).`,
    `- ${flows >= 0 ? "Money put in over the period (net of withdrawals)" : "Money taken out over the period (net of deposits)"}: ${money(Math.abs(flows))}`,
    `- Market ${market >= 0 ? "gain" : "loss"}: ${money(Math.abs(market))}`,
    `- Highest: ${money(high["value"])} on ${String(high["date"])}; lowest: ${money(low["value"])} on ${String(low["date"])}.`,
  ].join("\n");
};

const list = (title: string, rows: ReadonlyArray<string>) => [title, ...rows.map((row) => `- ${row}`)].join("\n");

/**
 * "should I sell KO?", "vale a pena comprar mais ETFs?", "devo vender?": advice asked for, which is not given, rather
 * than a trade to make.
 */
const adviceAsked = /\b(?:(?:should|shall|must) i|is (?:it|now|\S+(?: \S+){0,2}) (?:a )?good|worth (?:buying|selling)|time to (?:buy|sell)|devo|deveria|devia|sera que devo|vale a pena|(?:e|sera|seria) (?:um |uma )?(?:bom|boa))\b/;

/** Advice asked for: said plainly that none is given, and that the numbers are what can be shown. */
const adviceDeclined = (language: Language): string =>
  text(
    "I don't give investment advice, so I can't tell you whether to buy or sell, but I can show you the numbers. What you hold now:",
    "Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender, mas posso mostrar os números. O que tem agora:",
  )(language);

/** "I want to sell all my KO": what LifeOS does not do, before the holding. */
const tradeDeclined = (language: Language): string =>
  text(
    "LifeOS does not trade: I can't buy or sell for you, and I don't advise whether to; it only keeps what you record. Once you've traded with your broker, tell me (for example \"I sold 10 KO at 60\") and I'll prepare the record for you to confirm. What you hold now:",
    "O LifeOS não negoceia: não faço compras nem vendas, nem aconselho se deve fazê-las; só guarda o que me disser ou importar. Depois de negociar na sua corretora, diga-me (por exemplo «vendi 10 KO a 60») e eu preparo a operação para confirmar. O que tem agora:",
  )(language);

const riskLead = text(
  "Whether it is too risky for you depends on your goals and how long you can wait, which I can't judge, and I don't give investment advice. What your data shows: how your money is spread, and how far its value fell at worst (max drawdown).",
  "Se é arriscada demais depende dos seus objetivos e de quanto tempo pode esperar, o que eu não consigo avaliar, e não dou conselhos de investimento. O que os seus dados mostram: como o dinheiro está distribuído e quanto o valor chegou a cair (queda máxima).",
);

/** The symbols the whole portfolio holds now, when its holdings were read. */
const heldSymbols = (results: ReadonlyArray<ToolResultView>): ReadonlySet<string> | undefined => {
  const held = results.find((result) => result.success && result.name === "get_holdings" && result.arguments["account"] === undefined);
  return held === undefined ? undefined : new Set(((held.data["holdings"] as ReadonlyArray<Data> | undefined) ?? []).map((row) => String(row["symbol"])));
};

/** The answer from the portfolio tools' results: figures only from their data, in the question's language. */
export const composePortfolio = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const language = question.language;
  const incomes = results.filter((result) => result.success && result.name === "get_income");
  const comparison = incomes.length >= 2 ? incomeComparison(incomes, question) : null;
  // Nothing held at all: the data check and the other figures of an empty portfolio say nothing; what to do first does.
  // The data check and the income also say when nothing at all is recorded: "what's my return this year?" on an empty
  // portfolio asks what to do first, not about a quiet period.
  const nothingHeld = results.some(
    (result) =>
      result.success &&
      ((result.name === "get_holdings" && result.arguments["account"] === undefined && isEmptyPortfolio(result.data)) ||
        (["get_health_status", "get_income"].includes(result.name) && result.data["recorded"] === false)),
  );
  const declined = tradeWish.test(question.normalized) ? (adviceAsked.test(question.normalized) ? adviceDeclined : tradeDeclined) : hypotheticalAsked.test(question.normalized) ? hypotheticalDeclined : undefined;
  if (nothingHeld && declined === undefined) return emptyPortfolio(language);
  // "what's my biggest risk?": where the money is most concentrated, said once from every result.
  if (concentrationAsked(question)) return concentrationAnswer(question, results);
  // "how has KO done?" read with its income: the price move, dividends and sales as one return, then the data check.
  const whole = holdingReturnAnswer(question, results);
  if (whole !== null) return [whole, ...results.filter((result) => result.success && result.name === "get_health_status").map((result) => health(scopedHealth(result.data, results), language))].join("\n\n");
  const performances = results.filter((result) => result.success && result.name === "get_performance");
  const rates = results.find((result) => result.success && result.name === "get_exchange_rates");
  // "what is my portfolio worth in dollars?": the figure as the exchange-rate tool converted it.
  const inCurrency = worthInCurrency(rates, language);
  // "which account made the most money?": the accounts ranked, said once for all their reports.
  const byAccount = performances.length >= 2 ? accountGainsAnswer(performances, question) : null;
  const compared = byAccount !== null ? [byAccount] : [];
  // "this year compared to last year": each period's own figures, then the difference after the last of them.
  const difference = byAccount === null && performances.length >= 2 ? performanceComparison(performances, question) : null;
  // "is my portfolio too risky?": no judgement, then what the data shows.
  const allocated = results.some((result) => result.success && result.name === "get_asset_allocation");
  const lead = riskAsked.test(question.normalized) && allocated ? [riskLead(language)] : diversificationAsked(question) && allocated ? [diversificationLead(language)] : safetyAsked(question) ? [safetyLead(language, results.some((result) => typeof result.arguments["account"] === "string"))] : storedLead(question, results);
  return [...lead, ...compared, ...results
    .filter((result) => result.success && (comparison === null || result.name !== "get_income" || result === incomes[0]))
    .map((result) => {
      if (comparison !== null && result === incomes[0]) return comparison;
      const data = result.data;
      switch (result.name) {
        case "get_holdings":
          // Read on the eve and the last day of a period: what its sales realised, said once.
          if (datedHoldings(result)) return result === results.filter(datedHoldings).at(-1) ? (periodRealisedLine(results, language) ?? "") : "";
          // "what is my oldest investment?": read to know what is still held, said with the purchases.
          if (largestActivityAsked(question)?.holding === true && results.some((other) => other.success && other.name === "search_activities")) return "";
          // "Should I buy Tesla?": every name said is an asset asked about, held or not.
          if (declined !== undefined) return `${declined(language)}\n${namedHoldings(data, question, namedAssets(question)) ?? heldOfKind(data, question) ?? holdings(data, language)}`;
          // "my holdings in the XTB broker": the account's name is no asset asked about.
          if (typeof result.arguments["account"] === "string")
            return positionsCount(data, question, result.arguments["account"]) ?? ranking(data, question, inCurrency) ?? costBasis(data, question, result.arguments["account"]) ?? [worthInCurrencyLead(rates, language, { kind: "account", name: result.arguments["account"] }), holdings(data, language, result.arguments["account"], worthConverted(rates))].filter((part) => part !== "").join("\n");
          return (
            // "how much money do I have?": the cash and the investments together, in one sentence.
            wholeMoneyAnswer(data, question) ??
            positionsCount(data, question) ??
            ranking(data, question, inCurrency) ??
            closedPositions(question, results) ??
            (() => {
              const named = namedHoldings(data, question);
              const symbol = String(namedRows(data, [question])[0]?.["symbol"] ?? "");
              return named === null ? null : [worthInCurrencyLead(rates, language, { kind: "holding", name: symbol }), comparedLead(namedRows(data, [question]), question) + named].filter((part) => part !== "").join("\n");
            })() ??
            costBasis(data, question) ??
            // "what is my portfolio worth in dollars?": the value in dollars first, then the figures in the base currency.
            // "how much did I make selling?": the realised gain first, then the holdings.
            (() => {
              const realised = realisedLead(data, question);
              return [realised ?? "", worthInCurrencyLead(rates, language, { kind: "portfolio" }), holdings(data, language, undefined, worthConverted(rates), realised !== null)].filter((part) => part !== "").join("\n");
            })()
          );
        case "get_performance":
          if (byAccount !== null) return "";
          // "did I lose money this year?": yes or no and the amount, then the detail.
          return bestMonthAnswer(data, question) ?? (() => {
            const putIn = contribution(data, question);
            // "am I making money?": the yes or no says the gain or loss, not said again after it.
            const verdict = performances.length === 1 ? gainVerdict(data, question) : "";
            const said = verdict + putIn + performance(data, language, question.today, putIn !== "", verdict !== "");
            return difference !== null && result === performances.at(-1) ? `${said}\n\n${difference}` : said;
          })();
        case "get_income":
          return assetIncome(data, question) ?? income(data, question);
        case "get_asset_allocation":
          return [heldClassLead(data, question) ?? heavyKindLead(data, question) ?? cashShareLead(data, question) ?? askedSliceLead(data, question), slices(data, language)].filter((part) => part !== null).join("\n");
        case "get_health_status":
          return health(scopedHealth(data, results), language);
        case "search_activities": {
          // The largest, the first, a sum or the fees: every page read, answered once.
          const read = activitiesRead(question, result, results);
          if (read === undefined) return "";
          if (feesAsked(question)) return feesAnswer(read, question, result.arguments);
          if (taxesAsked(question)) return taxesAnswer(read, question);
          if (largestActivityAsked(question) !== undefined) return largestActivityAnswer(read, question, heldSymbols(results));
          return moneyFlowsAsked(question) ? moneyFlowsAnswer(read, question, result.arguments) : activities(read, question, result.arguments);
        }
        case "get_exchange_rates":
          // Read with the holdings, it is their value in another currency, said with them.
          return results.some((other) => other.name === "get_holdings") ? "" : exchangeRatesAnswer(data, question, result.arguments);
        case "get_cash_balances":
          return cashBalancesAnswer(data, language, result.arguments["account"]);
        case "get_accounts": {
          // Asked with one account's holdings: the list only when no account is so named (its failure says so).
          if (results.some((other) => other.success && other.name === "get_holdings" && typeof other.arguments["account"] === "string")) return "";
          // "which account has the most money?": that one first, then the accounts by value.
          return accountsAnswer(data, question);
        }
        case "get_goals":
          // "am I on track?": each goal against its target and the pace it needs, beside what was put in.
          return onTrackRead(question, results) ? onTrackAnswer(data, results.find((other) => other.success && other.name === "get_performance")?.data, question) : goalsAnswer(data, question);
        case "get_valuation_history":
          return valuation(data, question);
        case "record_activity":
        case "record_activities": {
          const drafts = (data["drafts"] as ReadonlyArray<Data> | undefined) ?? [];
          return list(
            text("Here is the draft; nothing is saved until you press Confirm:", "Aqui está o rascunho; nada fica guardado até carregar em Confirmar:")(language),
            drafts.map((draft) => activityLine(draft, language)),
          );
        }
        case "import_csv":
          return text("I read the CSV: the proposed mapping and the first rows are in the card. Import it from the Portfolio page.", "Li o CSV: o mapeamento proposto e as primeiras linhas estão no cartão. Importe-o na página Carteira.")(language);
        default:
          return "";
      }
    })
    ]
    .filter((section) => section !== "")
    .join("\n\n");
};

/**
 * A draft that could not be made, in the question's language: which account to use (with the user's
 * accounts), that there is none yet, or that the named one does not exist. Other errors are left to the engine.
 */
export const explainPortfolioFailure = (question: Question, result: ToolResultView): string | undefined => {
  // "what do I have in my Degiro account?" with no such account: said so, before the accounts there are.
  if (result.name === "get_holdings" && typeof result.arguments["account"] === "string" && /not found|no account/i.test(result.error ?? ""))
    return text(`There is no account named "${result.arguments["account"]}".`, `Não há nenhuma conta chamada "${result.arguments["account"]}".`)(question.language);
  if (result.name !== "record_activity" && result.name !== "record_activities") return undefined;
  const message = (result.error ?? "").replace(/^activity \d+: /, "");
  const language = question.language;
  const which = /^Which account\? (.+)$/.exec(message);
  if (which !== null)
    return text(
      `Which account should it go in? You have: ${which[1]!}. Say it again naming the account, for example "… in account ${which[1]!.split(", ")[0]!}".`,
      `Em que conta devo guardar isto? Tem: ${which[1]!}. Diga-o outra vez com a conta, por exemplo "… na conta ${which[1]!.split(", ")[0]!}".`,
    )(language);
  if (/^There is no account yet/.test(message)) return text("There is no account yet: create one on the Portfolio page first.", "Ainda não há nenhuma conta: crie uma primeiro na página Carteira.")(language);
  const ticker = /^Which ticker is "(.+)"\?/.exec(message);
  if (ticker !== null) return whichTicker(ticker[1]!, language);
  const unknown = /^No account named "(.+)"$/.exec(message);
  if (unknown !== null) return text(`There is no account named "${unknown[1]!}".`, `Não há nenhuma conta chamada "${unknown[1]!}".`)(language);
  return undefined;
};
