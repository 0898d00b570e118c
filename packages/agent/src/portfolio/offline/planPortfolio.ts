import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { assetReferent } from "./assetReferent.js";
import {
  accountContentsAsked,
  accountsAsked,
  agoDate,
  assetClassWords,
  assetNames,
  assetState,
  averageCostAsked,
  contributionRequest,
  currencyWords,
  finance,
  holdingsAccount,
  moneyHeld,
  moneyMoved,
  moneyMovedOnlyMaybe,
  otherKindMoved,
  namedAssets,
  payersAsked,
  perMonthAsked,
  perYearAsked,
  rankingRequest,
  riskAsked,
  regionNames,
  sectorNames,
  sizeRequest,
  splitByDimension,
  superlativeFollowUp,
  tickersIn,
  tradeWish,
  weightRequest,
} from "./portfolioPatterns.js";
import { accountReply, recordCall, unknownTradeName } from "./recordActivityCall.js";
import { priceMissing, whichTicker } from "./tradeAsset.js";
import { accountPlan } from "./accountPlan.js";
import { safetyPlan } from "./holderSafety.js";
import { accountWordsIn, holdsPortfolio, knownAccountsIn } from "./knownAccounts.js";
import { knownAssetAsked } from "./knownAssetAsked.js";
import { hypotheticalAsked } from "./whatIf.js";
import { wholeMoneyAsked } from "./wholeMoney.js";
import { assetClassAmount, boughtAsked, realisedAsked, regionMarket, costAsked, type Intent, intents, ownMoneyMoves, regionAmount, tradesCounted } from "./portfolioIntents.js";
import { activityTypes, allocationDimension, comparedPeriods, daysBefore, incomeStart, listSize, monthsBack, periodOf } from "./planArguments.js";
import { symbolsAsked } from "./knownAssets.js";
import { feesAsked, feesCall, otherFeesAsked } from "./feesPaid.js";
import { pricePlan } from "./livePrices.js";
import { currenciesNamed, fxPlan } from "./exchangeRates.js";
import { largestActivityCalls } from "./largestActivity.js";
import { moneyFlowsCall } from "./moneyFlows.js";
import { yieldAsked } from "./incomeDetails.js";
import { bestMonthCall } from "./bestMonth.js";
import { whichOneRanked } from "./holdingsRanking.js";
import { breakdownCall } from "./breakdownAsked.js";
import { accountGainsCalls } from "./accountGains.js";
import { holdingsCompared } from "./holdingsCompared.js";
import { heldClassAsked } from "./heldClass.js";
import { allocationGoalAsked } from "./goalsAnswer.js";
import { topPayerAsked } from "./topPayer.js";
import { taxesAsked, taxesCall } from "./taxesPaid.js";
import { howItWentPlan } from "./howItWent.js";
import { onTrackPlan } from "./onTrack.js";
import { diversificationAsked, diversificationCalls } from "./diversification.js";
import { salesGainAsked } from "./realisedGains.js";
import { concentrationAsked, concentrationCalls } from "./concentration.js";
import { holdsTooMuchOf, sliceDimensionNamed } from "./askedSlice.js";
import { holdingReturnAsked, holdingReturnCalls } from "./holdingReturn.js";
import { moneyPutInAsked } from "./holdingCost.js";
import { holdingAmountAsked } from "./holdingAmount.js";
import { namedOwnedAsked } from "./ownedAsked.js";

/** "and last year?", "e em 2023?", "what about since March?": a period and next to nothing else, asked after a finance question. */
const periodFollowUp = /^(?:and|or|what about|how about|e|ou|e quanto a|e no|e na|e em|e nos|e nas|e desde|and since|and in)\b/;

/** "and MSFT?", "e a EDP?": another asset and nothing else, after a question about one. */
const otherAsset = (question: Question, previous: Question): boolean =>
  periodFollowUp.test(question.normalized) && question.words.length <= 5 && question.dates.length === 0 && tickersIn(question).length > 0 && namedAssets(previous).length > 0;

/** The tools that read one account when it is named (`account` argument). */
/** Currencies named as a whole ("currency exposure", "exposição cambial"), not one currency. */
const currencyNamed = /\b(?:currency|currencies|fx|moedas?|cambial|cambiais)\b/;

/** One's own money as a whole ("my money", "o meu dinheiro", "minhas poupanças"): what currencies it is in is the portfolio's. */
const ownMoney = /\b(?:my (?:money|savings|wealth)|(?:o )?meu (?:dinheiro|patrimonio)|(?:as )?minhas poupancas)\b/;

/** A position as such ("my position in VWCE", "a minha posição na EDP"). */
const positionNamed = /\b(?:positions?|posicao|posicoes)\b/;

const accountScoped = new Set(["get_holdings", "get_performance", "search_activities"]);

/**
 * "and XP?", "e na Interactive Brokers?": a short follow-up naming one of the user's accounts and asking nothing of its
 * own, after a question whose calls read one account or all: those calls again, of that account. Undefined otherwise.
 */
const accountFollowUp = (question: Question, previous: Question): SkillPlan | undefined => {
  const accounts = knownAccountsIn(question);
  if (accounts.length !== 1 || !periodFollowUp.test(question.normalized) || question.words.length > 6 || planIntent(question, question) !== undefined) return undefined;
  const before = planPortfolio(previous)[0];
  if (before === undefined || !before.calls.some((call) => accountScoped.has(call.name))) return undefined;
  return { confidence: Math.max(before.confidence, 0.9), calls: before.calls.map((call) => (accountScoped.has(call.name) ? { ...call, arguments: { ...call.arguments, account: accounts[0]! } } : call)) };
};

/** The tool and arguments for the question's intent, with the period `period` names. */
const planIntent = (question: Question, period: Question): { readonly intent: Intent; readonly call: PlannedCall } | undefined => {
  const text = question.normalized;
  const hasFinance = finance.test(text);
  const found = intents.find((candidate) => candidate.pattern.test(text) && (!candidate.needsFinance || hasFinance));
  if (found === undefined) return undefined;
  // "how is my portfolio doing this year?", "quanto vale a carteira desde março?": a period asks how it went, not what it holds now.
  // "what is my net worth today?", "quanto vale meu patrimônio hoje?": today is when, not a period to measure.
  const valueToday = period.range !== null && period.range.from === period.today && /\b(?:worth|value|vale|valem|valor|patrimonio)\b/.test(text);
  const namedPeriod = Object.keys(periodOf(period)).length > 0 && !valueToday && !rankingRequest.test(text) && !/\b(how many|quant[ao]s)\b/.test(text);
  // "what's my portfolio worth?" then "and a year ago?": the value on that day, from the history.
  // "what was it worth at the end of last year?", "quanto valia a carteira em março?": likewise, the value on the days named.
  const pastRange = period.range !== null && period.range.to < period.today ? period.range : null;
  const worthThen = found.tool === "get_holdings" && (agoDate(period) !== undefined || pastRange !== null) && /\b(worth|value|vale|valem|valia|valiam|valor)\b/.test(text);
  // What was realised is counted since the start: "quanto ganhei com vendas este ano?" still reads it from the holdings.
  const realised = found.pattern === realisedAsked || found.pattern === salesGainAsked;
  // "how much do I have in total?": everything held now ("in total" names no period).
  const intent = worthThen ? { ...found, tool: "get_valuation_history" } : found.tool === "get_holdings" && namedPeriod && !realised && found.pattern !== wholeMoneyAsked ? { ...found, tool: "get_performance" } : found;
  const args: Record<string, unknown> =
    intent.pattern === contributionRequest ? (Object.keys(periodOf(period)).length > 0 ? periodOf(period) : { period: "ALL" })
    : intent.tool === "get_performance" || intent.tool === "get_valuation_history" ? periodOf(period)
    : intent.tool === "get_income" ? (() => {
        const range = periodOf(period);
        if (range["from"] !== undefined) return { from: range["from"], to: range["to"] };
        // "which stock pays the most dividends?": the payers over every payment, this year's alone being a part.
        if (range["period"] === "ALL" || perYearAsked.test(text) || payersAsked.test(text) || (Object.keys(range).length === 0 && topPayerAsked.test(text))) return { from: "1900-01-01" };
        // "my monthly dividend income", "quanto recebo de dividendos por mês?": the last twelve months, month by month.
        if (perMonthAsked.test(text)) return { from: monthsBack(period.today, 11) };
        // "how much did I get in dividends?", "quanto recebi de dividendos?": with no period named, every payment.
        if (Object.keys(range).length === 0) return { from: "1900-01-01" };
        // "this year", "the last six months": from that period's first day.
        return incomeStart(range, period.today);
      })()
    : intent.tool === "get_asset_allocation" ? { ...(allocationDimension(text) === undefined ? {} : { by: allocationDimension(text) }) }
    : intent.tool === "search_activities" ? { ...(activityTypes(text) === undefined ? {} : { types: activityTypes(text) }), ...(period.range === null ? {} : { from: period.range.from, to: period.range.to }), limit: listSize(text) }
    : {};
  // The history starts with the close before "from": "worth a year ago" asks for the close of that day itself.
  const ago = intent.tool === "get_valuation_history" ? agoDate(period) : undefined;
  if (ago !== undefined) args["from"] = new Date(Date.parse(`${ago}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { intent, call: { name: intent.tool, arguments: args } };
};

/** "and last year?", "e em 2023?": another period and next to nothing else, after a question. */
const periodOnly = (question: Question): boolean =>
  question.previous !== null && Object.keys(periodOf(question)).length > 0 && periodFollowUp.test(question.normalized) && question.topicWords.length <= 1 && planIntent(question, question) === undefined;

/**
 * The question a period follow-up asks again: the previous one, or the one that one asked again ("e o ano
 * passado?" then "e o mês passado?" both ask the first question again).
 */
const askedAgain = (question: Question): Question | undefined => (periodOnly(question) ? (askedAgain(question.previous!) ?? question.previous!) : undefined);

/** "should I sell?", "devo comprar?", "should I buy now?": whether to trade, nothing else named, asked of the portfolio. */
const bareTradeAsked = /^(?:should i|shall i|devo|deveria|sera que devo) (?:sell|buy|vender|comprar)(?: (?:now|agora|ja))?[\s?!.]*$/;

/**
 * Plans for ordinary finance questions: the first matching intent decides
 * the tool (health, income, goals, allocation, cash, history, activities,
 * performance, accounts, holdings), with the period or dates the question
 * names; a described trade or deposit becomes a draft to confirm. A
 * question naming only another period after a finance question ("and last
 * year?", "e em 2023?") asks the previous question again for that period;
 * another asset ("and MSFT?") or the other end of a ranking ("and the
 * smallest?") makes the previous question's calls again; a pronoun for the
 * asset asked about before ("and how much did I pay for it?") reads its
 * line of the holdings, and what an account holds ("what do I have in my
 * Degiro account?") that account's holdings.
 */
export const planPortfolio = (question: Question): ReadonlyArray<SkillPlan> => {
  const text = question.normalized;
  const record = recordCall(question);
  if (record !== undefined) return [{ confidence: 0.95, calls: [record] }];
  // "I bought 5 shares of Apple at 150" with no Apple of theirs, "comprei 5 ações da Apple" with no price: the ticker or
  // the price asked, never made up.
  const unknownName = unknownTradeName(question);
  const missing = unknownName === undefined ? priceMissing(question) : whichTicker(unknownName, question.language);
  if (missing !== undefined) return [{ confidence: 0.95, calls: [], answer: missing }];
  // "euro dollar rate", "taxa de câmbio do dólar", "cotação do dólar hoje", "what's the price of Apple today?": offline has only what is stored.
  const stored = fxPlan(question) ?? pricePlan(question);
  if (stored !== undefined) return [stored];
  // "how much have I paid in fees?", "quanto paguei de comissões?": every trade's fee and the fee charges, added up.
  if (feesAsked(question)) return [{ confidence: 0.9, calls: [feesCall(question)] }];
  // "how much are the gym fees?", "quanto pago de taxas no ginásio?": another service's fees, a document's to say.
  if (otherFeesAsked(question)) return [];
  // "how much tax did I pay?", "quanto paguei de impostos?" with a portfolio: the tax it records, added up.
  if (taxesAsked(question)) return [{ confidence: 0.9, calls: [taxesCall(question)] }];
  // "how did I do this year?", "como me saí este ano?" after a question of money: the portfolio's performance.
  const moneyBefore = (previous: Question) => planPortfolio(previous).some((plan) => plan.confidence >= 0.6);
  const howItWent = howItWentPlan(question, moneyBefore);
  if (howItWent !== undefined) return [howItWent];
  // "am I on track?", "vou bem?" after a question of money or goals: each goal against its target, and the last year's performance.
  const onTrack = onTrackPlan(question, moneyBefore);
  if (onTrack !== undefined) return [onTrack];
  // "what was my biggest dividend?", "qual foi o maior dividendo?": the activities of that kind, for the largest.
  // "how much money came in this month?", "quanto dinheiro entrou este mês?": deposits, dividends and interest, added up.
  const flows = moneyFlowsCall(question);
  const listed = largestActivityCalls(question) ?? (flows === undefined ? undefined : [flows]);
  if (listed !== undefined) return [{ confidence: 0.9, calls: listed }];
  // "which account made the most money?", "qual conta rendeu mais?": each account's performance since its start.
  const accountGains = accountGainsCalls(question);
  if (accountGains !== undefined) return [{ confidence: 0.92, calls: [...accountGains, { name: "get_health_status", arguments: {} }] }];
  // "how much do I have in each account?", "quanto tenho em cada moeda?": the accounts' values, or the split by currency.
  const breakdown = breakdownCall(question);
  if (breakdown !== undefined) return [{ confidence: 0.9, calls: [breakdown] }];
  // "what is my yield on cost?", "qual é o meu rendimento sobre o custo?": the income by payer, with its yield (no definition asked).
  // The income is read over the same last 365 days the yield is, so the total said above it is of the same period.
  if (yieldAsked.test(text)) return [{ confidence: 0.92, calls: [{ name: "get_income", arguments: { from: daysBefore(question.today, 364) } }] }];
  // "is my allocation in line with my goal?", "a minha distribuição está de acordo com o meu objetivo?": the goals and the allocation.
  if (allocationGoalAsked.test(text))
    return [{ confidence: 0.9, calls: [{ name: "get_goals", arguments: {} }, { name: "get_asset_allocation", arguments: {} }] }];
  // "do I have any crypto?", "tenho obrigações?", "do I own ETFs?": whether that class or instrument is held, from the
  // allocation by it (an asset of theirs named is its own line).
  const held = heldClassAsked(question);
  // "do I own any Apple?", "tenho ações da Apple?": that asset's line, or that it is none of the holdings.
  if (namedOwnedAsked(question)) return [{ confidence: 0.88, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "quanto tenho em ações americanas?" asks of a region's market, not of the class alone.
  if (held !== undefined && symbolsAsked(question).length === 0 && !regionMarket.test(text))
    return [{ confidence: 0.9, calls: [{ name: "get_asset_allocation", arguments: held.by === "assetClass" ? {} : { by: held.by } }] }];
  // "what was my best month in the market?", "qual foi o pior mês da carteira?": the performance month by month.
  const months = bestMonthCall(question, moneyBefore);
  if (months !== undefined) return [{ confidence: 0.92, calls: [months, { name: "get_health_status", arguments: {} }] }];
  const previous = question.previous;
  // "which one is doing worst?", "qual está a correr pior?" after a question of the portfolio: its holdings, ranked by gain.
  if (previous !== null && whichOneRanked.test(text) && moneyBefore(previous)) return [{ confidence: 0.9, calls: [{ name: "get_holdings", arguments: {} }] }];
  // "na conta Lisbon broker", "in my US broker account" right after a trade: the same trade, in that account.
  const earlierTrade = previous === null ? undefined : recordCall(previous);
  const account = earlierTrade === undefined ? undefined : accountReply(question);
  if (earlierTrade !== undefined && account !== undefined) return [{ confidence: 0.9, calls: [{ ...earlierTrade, arguments: { ...earlierTrade.arguments, account } }] }];
  // "I want to sell all my KO", "devo vender a EDP?": no trade made or advised, the holding shown (a car to sell is no asset).
  // "what if I had bought more NVDA?", "e se eu tivesse investido tudo na Apple?": likewise, nothing worked out.
  if ((tradeWish.test(text) || hypotheticalAsked.test(text)) && (namedAssets(question).length > 0 || finance.test(text) || bareTradeAsked.test(text)))
    return [{ confidence: 0.975, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "and XP?", "e na Interactive Brokers?" after a question of an account or of the whole portfolio: the same question of
  // the account named now (an account's name in capitals is no ticker asked about).
  const accountAgain = previous === null ? undefined : accountFollowUp(question, previous);
  if (accountAgain !== undefined) return [accountAgain];
  // "e na Europa?" after "quanto tenho nos EUA?", "and in tech?" after "am I too exposed to energy?": the same allocation, led by the slice named now.
  const slice = previous === null || !periodFollowUp.test(text) || question.words.length > 6 ? undefined : sliceDimensionNamed(question);
  if (slice !== undefined && planPortfolio(previous!).some((plan) => plan.calls.some((call) => call.name === "get_asset_allocation" && call.arguments["by"] === slice)))
    return [{ confidence: 0.9, calls: [{ name: "get_asset_allocation", arguments: { by: slice } }] }];
  // "and MSFT?" after "how much is KO worth?", "and the smallest?" after "my biggest position": the previous question's calls, read for what is named now.
  if (previous !== null && (otherAsset(question, previous) || superlativeFollowUp.test(text))) {
    const again = planPortfolio(previous).filter((plan) => otherAsset(question, previous) || plan.calls[0]?.name === "get_holdings");
    if (again.length > 0) return again.map((plan) => ({ ...plan, confidence: Math.max(plan.confidence, 0.9) }));
  }
  // "have I too much in dollars?", "tenho demasiado em tecnologia?": no judgement, but that slice's share of the allocation.
  const heavy = holdsTooMuchOf(question);
  if (heavy !== undefined) return [{ confidence: 0.9, calls: [{ name: "get_asset_allocation", arguments: { by: heavy } }] }];
  // "am I diversified?", "a minha carteira está diversificada?": no judgement, but how it is spread three ways.
  if (diversificationAsked(question)) return [{ confidence: 0.9, calls: diversificationCalls }];
  // "what's my biggest risk?", "qual é o meu maior risco?": no judgement, but where the money is most concentrated.
  if (concentrationAsked(question)) return [{ confidence: 0.9, calls: concentrationCalls }];
  // "is my portfolio too risky?", "a minha carteira é arriscada?": no judgement, but how it is spread and how far it fell.
  if (riskAsked.test(text) && finance.test(text))
    return [{ confidence: 0.9, calls: [{ name: "get_asset_allocation", arguments: {} }, { name: "get_performance", arguments: { period: "ALL" } }, { name: "get_health_status", arguments: {} }] }];
  // "is my money safe in Degiro?", "o meu dinheiro está seguro na XTB?": no judgement, but what is held there.
  const safety = safetyPlan(question);
  if (safety !== undefined) return [safety];
  // "dividends this year vs last year", "recebi mais dividendos este ano do que no ano passado?": each period's income.
  // "my dividends vs last year", "o retorno comparado com o ano passado": this year to today against it.
  const compared = question.cues.has("comparison") ? comparedPeriods(question) : [];
  if (compared.length >= 2 && /\b(?:dividends?|dividendos?|interest|juros|income|rendimentos?)\b/.test(text))
    return [{ confidence: 0.92, calls: compared.slice(0, 3).map((range) => ({ name: "get_income", arguments: { from: range.from, to: range.to < question.today ? range.to : question.today } })) }];
  // "compara a rentabilidade deste ano com a do ano passado", "my return in 2024 vs 2025": each period's performance.
  if (compared.length >= 2 && planIntent(question, question)?.intent.tool === "get_performance")
    return [{ confidence: 0.92, calls: [...compared.slice(0, 3).map((range) => ({ name: "get_performance", arguments: { from: range.from, to: range.to < question.today ? range.to : question.today } })), { name: "get_health_status", arguments: {} }] }];
  // "na corretora XTB", "in the Lisbon broker", "my PPR": the words of an account's name are no asset.
  const knownAccounts = knownAccountsIn(question);
  const accountWords = new Set([...(holdingsAccount(question) ?? "").split(/\s+/), ...[...accountWordsIn(question)].map((word) => word.toUpperCase())]);
  // A ticker as written, and the user's own assets named by name or in lower case ("when did I buy bitcoin?": BTC).
  const tickers = symbolsAsked(question).filter((ticker) => !accountWords.has(ticker));
  // "is VWCE better than MSFT?", "a EDP está pior do que a KO?": each one's line of the holdings, weighed on cost.
  if (tickers.length >= 2 && holdingsCompared.test(text))
    return [{ confidence: 0.9, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "how much did I invest in Microsoft this year?", "quanto investi na EDP em 2025?": that asset's purchases in the period.
  if (knownAccounts.length === 0 && tickers.length === 1 && moneyPutInAsked.test(text) && question.range !== null)
    return [{ confidence: 0.88, calls: [{ name: "search_activities", arguments: { symbol: tickers[0]!, types: ["BUY"], from: question.range.from, to: question.range.to, limit: 200 } }] }];
  // "how much did KO pay me this year?", "quanto recebi da EDP no ano passado?": that asset's income in the period.
  // "how much did I pay for my bitcoin?", "quanto paguei pela Apple?": what it cost, its line of the holdings.
  if (tickers.length > 0 && costAsked.test(text))
    return [{ confidence: 0.88, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "how much have I invested in Microsoft?", "how much did I put into Apple?", "quanto tenho investido na Apple?": that
  // holding's cost and worth, or that it is not held; a region or a sector named is a slice, an account its money moved.
  if (knownAccounts.length === 0 && moneyPutInAsked.test(text) && Object.keys(periodOf(question)).length === 0 && !regionNames.test(text) && !sectorNames.test(text) && (tickers.length > 0 || assetNames(question).some((name) => !accountWords.has(name.toUpperCase()))))
    return [{ confidence: 0.88, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "how has KO done?", "quanto ganhei com a MSFT?": its price move, dividends and sales together.
  if (holdingReturnAsked(question, tickers)) return [{ confidence: 0.9, calls: holdingReturnCalls }];
  // An abbreviation that is no asset of theirs ("who pays the IPTU?", "quem paga o IMI?") is no payer of income.
  const earners = question.assets === null ? tickers : tickers.filter((ticker) => question.assets!.some((asset) => asset.symbol === ticker));
  if (earners.length > 0 && /\b(?:pay|paid|pays|receive|received|earn|earned|get|got|recebi|receb\w*|pagou|pagaram|paga|rendeu|renderam)\b/.test(text) && !assetState.test(text)) {
    const range = periodOf(question);
    // With no period named ("what dividends did ULVR pay?"), everything it paid: this year's alone may be nothing.
    const args = range["from"] !== undefined ? { from: range["from"], to: range["to"] } : range["period"] === "ALL" || Object.keys(range).length === 0 ? { from: "1900-01-01" } : {};
    return [{ confidence: 0.88, calls: [{ name: "get_income", arguments: args }] }];
  }
  // "when did I buy EDP?", "quando vendi a MSFT?", "my KO trades", "the history of my EDP": that asset's activities.
  if (tickers.length === 1 && !averageCostAsked.test(text) && (activityTypes(text) !== undefined || /\b(?:trades?|transactions?|activit(?:y|ies)|operacoes|transacoes|movimentos|history|historico|historia)\b/.test(text))) {
    const types = activityTypes(text);
    const range = question.range === null ? {} : { from: question.range.from, to: question.range.to };
    const search: PlannedCall = { name: "search_activities", arguments: { symbol: tickers[0]!, ...(types === undefined ? {} : { types }), ...range, limit: listSize(text) } };
    // "when did I last buy AAPL?" of an asset never recorded: no trades, and what is held instead.
    const unknown = question.assets !== null && !question.assets.some((asset) => asset.symbol === tickers[0]);
    if (unknown) return [{ confidence: 0.88, calls: [search, { name: "get_holdings", arguments: {} }] }];
    // "what are my dividends from KO?": what it paid in all (or in the period named) before its newest payments.
    const paid = types !== undefined && types.every((type) => type === "DIVIDEND" || type === "INTEREST") && search.arguments["limit"] !== 1;
    return [{ confidence: 0.88, calls: paid ? [{ name: "get_income", arguments: question.range === null ? { from: "1900-01-01" } : { from: question.range.from, to: question.range.to } }, search] : [search] }];
  }
  // "qual o peso da VWCE?", "what share of my portfolio is Apple?": one holding's line, with its weight.
  if ((tickers.length > 0 || question.names.length > 0) && weightRequest.test(text) && allocationDimension(text) === undefined && !assetClassWords.test(text))
    return [{ confidence: 0.86, calls: [{ name: "get_holdings", arguments: {} }] }];
  // "what do I have in my Degiro account?", "o que tenho na conta Corretora?": that account's holdings, with the accounts for when none is so named.
  const namedAccount = holdingsAccount(question);
  if (namedAccount !== undefined && knownAccounts.length === 0 && accountContentsAsked.test(text))
    return [{ confidence: 0.9, calls: [{ name: "get_holdings", arguments: { account: namedAccount } }, { name: "get_accounts", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "what's in my PPR?", "how much is in my ISA?", "quanto tenho no T212?": an account of theirs, by its own name.
  // What is asked of it is read without its name ("Conta Poupança" asks of no savings goal).
  const withoutName = { ...question, normalized: question.words.filter((word) => !accountWords.has(word.toUpperCase())).join(" ") };
  const inKnown = knownAccounts.length > 0 && tickers.length === 0 ? accountPlan(question, knownAccounts, planIntent(withoutName, question)) : undefined;
  if (inKnown !== undefined) return [inKnown];
  // "and how much did I pay for it?", "e quanto paguei por ela?" after a question about one asset: that asset's line.
  if (tickers.length === 0 && assetReferent(question) !== undefined)
    return [{ confidence: 0.88, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "how much do I have in EDP?", "quanto tenho na EDP?": that holding's line (what it is worth), or that it is not held.
  if ((tickers.length > 0 || assetNames(question).some((name) => !accountWords.has(name.toUpperCase()))) && holdingAmountAsked.test(text) && !regionNames.test(text) && !regionMarket.test(text) && !sectorNames.test(text) && Object.keys(periodOf(question)).length === 0)
    return [{ confidence: 0.86, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "how is VWCE doing?", "quanto investi em VWCE?": the asset's own line of the holdings (its cost, value and gain).
  const tool = planIntent(question, question)?.intent;
  if (tickers.length > 0 && ((assetState.test(text) && tool?.tool !== "get_performance") || tool?.pattern === contributionRequest))
    return [{ confidence: 0.82, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "qual a minha posição em VWCE?", "my position in Apple": the position of a holding named is its line of the holdings.
  if ((tickers.length > 0 || assetNames(question).some((name) => !accountWords.has(name))) && positionNamed.test(text) && !weightRequest.test(text))
    return [{ confidence: 0.86, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "how much is my Apple worth?", "did I lose money on Tesla?", "perdi dinheiro com a Microsoft?": that asset's line, with no period named.
  if ((tickers.length > 0 || assetNames(question).some((name) => !accountWords.has(name))) && Object.keys(periodOf(question)).length === 0 && tool !== undefined && (["get_holdings", "get_performance", "get_cash_balances"].includes(tool.tool)))
    return [{ confidence: 0.82, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "what is IWDA?", "tell me about my Nvidia", "o que é a Galp?": an asset of theirs, and nothing else asked of it.
  if (tool === undefined && knownAssetAsked(question))
    return [{ confidence: 0.88, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  const asked = askedAgain(question) ?? question;
  const planned = planIntent(asked, question);
  if (planned === undefined) return [];
  const { intent } = planned;
  // "fiz algum levantamento este ano?" alone may be a survey: a withdrawal only from one who has a portfolio or after a
  // question of money, and never when the words name another kind ("levantamento de dados").
  if (intent.pattern === moneyMoved && moneyMovedOnlyMaybe(asked.normalized) && (otherKindMoved.test(asked.normalized) || (!holdsPortfolio(question) && (question.previous === null || !moneyBefore(question.previous))))) return [];
  // "my exposure to tech", "exposição a tecnologia", "my currency exposure", "exposição cambial": a sector, a region or
  // currencies are finance words when weighed.
  // The accounts and the money one holds, asked for as such ("which accounts do I have?"), are the portfolio's; so is a holding
  // ranked by size ("a minha quinta maior posição" is no farm of theirs).
  const hasFinance = finance.test(asked.normalized) || intent.pattern === averageCostAsked || intent.pattern === salesGainAsked || intent.pattern === moneyMoved || intent.pattern === ownMoneyMoves || intent.pattern === tradesCounted || intent.pattern === sizeRequest || (intent.tool === "get_asset_allocation" && (assetClassAmount.test(asked.normalized) || regionAmount.test(asked.normalized) || splitByDimension.test(asked.normalized))) || accountsAsked.test(asked.normalized) || moneyHeld.test(asked.normalized) || wholeMoneyAsked.test(asked.normalized) || (intent.tool === "get_asset_allocation" && (currencyWords.test(asked.normalized) || (currencyNamed.test(asked.normalized) && ownMoney.test(asked.normalized)))) || (/\b(?:exposure|exposicao|exposed|expost[oa]s?|weight|peso)\b/.test(asked.normalized) && (sectorNames.test(asked.normalized) || regionNames.test(asked.normalized) || currencyNamed.test(asked.normalized)));
  // Without a finance word, words like "income", "cash" or "goals" may be about the journal: less sure.
  // "what did I buy last month?" with nothing else bought named is a trade question; "what did I buy at the market?" may be the journal's.
  // "my last purchases", "as minhas últimas compras": the latest trades, with nothing else named.
  const tradesOnly =
    intent.tool === "search_activities" &&
    boughtAsked.test(asked.normalized) &&
    asked.topicWords.every((word) => /^(?:anything|something|algo|alguma|coisa|buy|sell|bought|sold|comprei|vendi|purchases?|buys?|sales?|trades?|compras?|vendas?|operações|operacoes|operação|operacao)$/i.test(word));
  // "o que comprei na padaria?", "what did I buy at the bakery?": spending in daily life, the journal's; trades are asked
  // with nothing else named, or with a holding, an account or an investing word.
  if (intent.tool === "search_activities" && !hasFinance && !tradesOnly && tickers.length === 0 && knownAccounts.length === 0 && boughtAsked.test(asked.normalized)) return [];
  const confidence = hasFinance || tradesOnly || ["get_income", "get_performance", "get_health_status"].includes(intent.tool) ? intent.confidence : intent.confidence - 0.35;
  // "my holdings in the US broker", "o que tenho na conta Corretora?": that account's holdings.
  const inAccount = intent.tool === "get_holdings" ? holdingsAccount(asked) : undefined;
  // "what's my cash in dollars?", "quanto tenho em dinheiro em dólares?": the cash in that currency too.
  const cashCurrency = intent.tool === "get_cash_balances" ? currenciesNamed(asked)[0] : undefined;
  const call = cashCurrency === undefined ? planned.call : { ...planned.call, arguments: { ...planned.call.arguments, currency: cashCurrency } };
  const calls: PlannedCall[] = [inAccount === undefined ? call : { ...call, arguments: { ...call.arguments, account: inAccount } }];
  // "what is my portfolio worth in dollars?", "quanto vale a carteira em dólares?": the value the holdings give is then
  // converted by the exchange-rate tool (a follow-up, once the amount is known).
  // Figures always come with what may be wrong with them.
  if (["get_holdings", "get_performance"].includes(intent.tool)) calls.push({ name: "get_health_status", arguments: {} });
  return [{ confidence, calls }];
};
