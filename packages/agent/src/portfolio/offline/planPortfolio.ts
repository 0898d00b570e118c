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
  cashShareAsked,
  contributionRequest,
  currencyWords,
  finance,
  holdingsAccount,
  incomeActivityAsked,
  moneyHeld,
  moneyMoved,
  namedAssets,
  positionsCountAsked,
  payersAsked,
  perMonthAsked,
  perYearAsked,
  rankingRequest,
  riskAsked,
  regionNames,
  sectorNames,
  sizeRequest,
  superlativeFollowUp,
  tickersIn,
  tradeWish,
  valuationRequest,
  weightRequest,
} from "./portfolioPatterns.js";
import { accountReply, recordCall } from "./recordActivityCall.js";
import { accountPlan } from "./accountPlan.js";
import { directionAsked } from "./holdingsRanking.js";
import { safetyPlan } from "./holderSafety.js";
import { accountWordsIn, knownAccountsIn } from "./knownAccounts.js";
import { knownAssetAsked } from "./knownAssetAsked.js";
import { hypotheticalAsked } from "./whatIf.js";
import { symbolsAsked } from "./knownAssets.js";
import { feesAsked, feesCall, otherFeesAsked } from "./feesPaid.js";
import { pricePlan } from "./livePrices.js";
import { currenciesNamed, fxPlan } from "./exchangeRates.js";
import { largestActivityCall } from "./largestActivity.js";
import { moneyFlowsCall } from "./moneyFlows.js";
import { yieldAsked } from "./incomeDetails.js";
import { bestMonthCall } from "./bestMonth.js";
import { heldClassAsked } from "./heldClass.js";

/** An asset class asked about as an amount held ("how much do I have in bonds?", "quanto tenho em cripto?", "que percentagem tenho em obrigações?"). */
const assetClassAmount = /\b(?:how much|quant[oa]s?|percentage|percentagem|porcentagem|value|worth|valor|valem)\b.*\b(?:crypto\w*|cripto\w*|bonds|obrigacoes|stocks|equities|acoes|etfs|funds|fundos)\b/;

/**
 * "did I realise any losses?", "tive perdas realizadas?", "mais-valias": the gains and losses of what was sold, and
 * "what is my unrealised gain?", "ganhos não realizados": of what is still held, both of which the holdings' totals give.
 */
const realisedAsked = /\b(?:realis|realiz)\w* (?:any )?(?:gains?|loss(?:es)?|profits?)|\b(?:gains?|loss(?:es)?|profits?) (?:i )?(?:realised|realized)|\b(?:ganhos?|perdas?|lucros?|prejuizos?) realizad[oa]s?|\bmais-valias|\bmenos-valias|\bmais valias|\bmenos valias|\bunreali[sz]ed (?:gains?|loss(?:es)?|profits?)|\bpaper (?:gains?|loss(?:es)?)|\b(?:ganhos?|perdas?|lucros?) (?:nao|por) realiz\w*|\b(?:ganhos?|perdas?|mais-valias) potencia(?:l|is)\b/;

/** "show me my deposits", "os meus depósitos deste ano", "my last deposit", "o último levantamento": the person's own deposits or withdrawals, listed. */
const ownMoneyMoves =
  /\b(?:(?:my|meus|minhas) (?:deposits|withdrawals|depositos|levantamentos|saques|retiradas)|(?:last|latest|most recent) (?:deposit|withdrawal)s?|ultim[oa]s? (?:depositos?|levantamentos?|saques?|retiradas?))\b/;

/** What the person paid for an asset ("how much did I pay for …", "what did I spend on …", "quanto paguei por …", "quanto gastei em …"). */
const costAsked = /\b(?:(?:did|have) i (?:pay|paid|spend|spent)|i (?:paid|spent)|(?:did|does) \S+ cost me|paguei|gastei|investi (?:em|n[ao]s?))\b/;

interface Intent {
  readonly tool: string;
  readonly pattern: RegExp;
  /** Needs a finance word as well (the pattern alone is too common). */
  readonly needsFinance: boolean;
  readonly confidence: number;
}

/** "what did I buy?", "o que vendi?", "my last purchases": things bought or sold, trades when nothing else is named. */
const boughtAsked =
  /\b(?:what did i (?:buy|sell)|what have i (?:bought|sold)|o que (?:e que )?(?:eu )?(?:comprei|vendi)|(?:did|have) i (?:buy|sell|bought|sold) anything|(?:comprei|vendi) (?:alguma coisa|algo)|(?:last|latest|recent|ultim[oa]s?) (?:\d+ )?(?:purchases?|buys?|sales?|trades?|compras?|vendas?|operacoes|operacao))\b/;

/** "how much do I have in the US?", "quanto tenho na Europa?": a region's part of the portfolio (a "US broker" is an account). */
const regionAmount =
  /\b(?:how much (?:money )?(?:do i have|have i got|is|of my (?:money|portfolio) is) (?:invested )?in (?:the )?|quanto (?:dinheiro )?(?:e que )?(?:eu )?(?:tenho|esta) (?:investido )?(?:n[ao]s?|em) )(?:us|usa|united states|america|north america|europe|europa|emerging markets|mercados emergentes|asia|japan|japao|china|uk|united kingdom|reino unido|eua|estados unidos)\b(?! (?:broker|account|conta|corretora))/;

/** "how many trades did I make?", "quantas compras fiz este ano?": a count of activities, not of journal entries. */
const tradesCounted = /\b(?:how many (?:trades|transactions|dividends|deposits|withdrawals)|quant[ao]s (?:operacoes|transacoes|dividendos|depositos|levantamentos))\b/;

/** "which account has the most money?", "qual é a conta com mais dinheiro?": the accounts with their values, before the cash. */
const accountRanking = /\b(?:which|what) account (?:has|holds|had|is) (?:the )?(?:most|least|biggest|largest|smallest|more|less)\b|\b(?:qual|que) (?:e )?a conta (?:com|que tem|onde tenho|onde esta) (?:mais|menos|o maior|a maior)\b/;

const intents: ReadonlyArray<Intent> = [
  // "what is my cost basis?", "qual é o meu preço médio?" of no holding named: what each one cost.
  { tool: "get_holdings", pattern: averageCostAsked, needsFinance: false, confidence: 0.9 },
  { tool: "get_accounts", pattern: accountRanking, needsFinance: false, confidence: 0.88 },
  // "how many Apple shares do I have?": a count of units held, not of journal entries.
  { tool: "get_holdings", pattern: /\b(how many (\w+ )?(shares|units)|quant[ao]s (acoes|unidades|titulos))\b/, needsFinance: false, confidence: 0.92 },
  { tool: "get_holdings", pattern: rankingRequest, needsFinance: false, confidence: 0.88 },
  { tool: "get_holdings", pattern: directionAsked, needsFinance: false, confidence: 0.9 },
  { tool: "get_holdings", pattern: sizeRequest, needsFinance: false, confidence: 0.88 },
  { tool: "get_holdings", pattern: positionsCountAsked, needsFinance: false, confidence: 0.92 },
  // "how many trades did I make this year?", "quantas operações fiz em 2025?": the trades themselves, counted in the list.
  { tool: "search_activities", pattern: tradesCounted, needsFinance: false, confidence: 0.9 },
  { tool: "get_performance", pattern: contributionRequest, needsFinance: false, confidence: 0.86 },
  { tool: "get_holdings", pattern: realisedAsked, needsFinance: false, confidence: 0.9 },
  // "how much did I deposit this year?", "quanto levantei?": the sum of those activities.
  { tool: "search_activities", pattern: moneyMoved, needsFinance: false, confidence: 0.88 },
  { tool: "search_activities", pattern: ownMoneyMoves, needsFinance: false, confidence: 0.86 },
  { tool: "get_health_status", pattern: /\b(stale|outdated|out of date|desatualizad\w*|(?:portfolio|data|carteira) health|health (?:check|status)|saude d[aoe]s? (?:carteira|dados|portfolio|investimentos)|data quality|qualidade dos dados|missing (quotes?|prices?|rates?)|faltam (cotacoes|precos|taxas)|problems? with my data|problemas nos dados|(?:is|are) my (?:data|figures|numbers|quotes|prices) (?:complete|up to date|correct|right)|(?:os )?meus dados (?:estao )?(?:completos|atualizados|certos)|missing data|dados em falta)\b/, needsFinance: false, confidence: 0.85 },
  { tool: "search_activities", pattern: incomeActivityAsked, needsFinance: false, confidence: 0.91 },
  { tool: "get_asset_allocation", pattern: cashShareAsked, needsFinance: false, confidence: 0.9 },
  { tool: "get_asset_allocation", pattern: regionAmount, needsFinance: false, confidence: 0.86 },
  { tool: "get_income", pattern: /\b(dividends?|dividendos?|interest|juros|rendimentos|earned in (dividends|interest)|yield on cost|dividend yield|yoc|(?:rendimento|yield|retorno) (?:em dividendos |de dividendos )?sobre (?:o )?custo)\b/, needsFinance: false, confidence: 0.9 },
  // "how much did I receive?", "quanto recebi de salário?": income of the portfolio only with a finance word.
  { tool: "get_income", pattern: /\b(income|paid out|pagaram|recebi|received)\b/, needsFinance: true, confidence: 0.9 },
  // "how much money do I have?", "quanto dinheiro tenho na conta poupança?": the money held, before any savings goal.
  { tool: "get_cash_balances", pattern: moneyHeld, needsFinance: false, confidence: 0.8 },
  { tool: "get_goals", pattern: /\b(goals?|metas?|objetivos?|target|savings? target|poupanca)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_asset_allocation", pattern: /\b(allocation|alocacao|alocado|distribuicao|diversif\w*|split|by sector|por setor|por sector|by region|por regiao|by currency|por moeda|(?:what|which) currenc(?:y|ies)|(?:que|qual a|quais as|em que) moedas?|asset class|classe de ativos?|exposure|exposed|exposicao|expost[oa]s?|percentage|percentagem|porcentagem|how much (money )?(do i have |have i got )?in (stocks|bonds|equities|etfs|funds|crypto\w*)|how much (crypto\w*|bonds|equities|stocks|etfs|funds) (do i (have|own|hold)|have i got)|how much (money )?in (us )?(dollars?|usd|euros?|eur|gbp|pounds?|libras?)|(?:value|worth) of (?:all )?my (stocks|bonds|equities|etfs|funds|crypto\w*)|(?:valor|quanto valem) (?:d?[ao]s )?(?:minhas |meus )?(acoes|obrigacoes|fundos|etfs|cripto\w*)(?! d[aoe]s?\b| n[ao]s?\b| em\b)|quanto (dinheiro )?(tenho )?(em|nas|nos) (acoes|obrigacoes|etfs|fundos|cripto\w*)|quant[ao]s? (cripto\w*|obrigacoes|acoes) (e que )?(eu )?tenho|weights?|pesos?)\b|\b(?:how much (?:money )?(?:do i have|have i got|of my (?:money|portfolio|investments|holdings) is|is)|quant[oa] (?:dinheiro )?(?:e que )?(?:eu )?(?:tenho|esta|da (?:minha )?carteira (?:esta|e))|tenho quanto)(?: \w+){0,2} (?:in|em) (?:us )?(?:dollars?|dolares|usd|euros?|eur|gbp|pounds?|libras?)\b/, needsFinance: false, confidence: 0.85 },
  { tool: "get_cash_balances", pattern: /\b(cash|(?<!(?:perdi|ganhei|perdeu|ganhou|perder|ganhar|fiz|fazer|lost|made|make|lose|gastei|gasto|gastar) )dinheiro(?! (?:e que )?(?:eu )?(?:gastei|gasto|gastamos|paguei|pago|perdi|ganhei))|liquidez|saldo em conta|uninvested|nao investido|cash balances?)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_valuation_history", pattern: valuationRequest, needsFinance: true, confidence: 0.8 },
  { tool: "search_activities", pattern: /\b(transactions?|activities|activity|trades?|transacoes|operacoes|movimentos|what did i (buy|sell)|what have i (bought|sold)|o que (?:e que )?(?:eu )?(comprei|vendi)|(?:did|have) i (?:buy|sell|bought|sold) anything|(?:comprei|vendi) (?:alguma coisa|algo)|last (buy|purchase|sale)|ultima (compra|venda)|purchases|compras|vendas|fees|comissoes)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_performance", pattern: /\b(performance|perform|performed|performing|return|returns|rentabilidade|rendimento da carteira|rendimento dos investimentos|rendeu|renderam|retorno|desempenho|twr|mwr|xirr|irr|gain|gains|ganhei|ganho|ganhos|lose|losing|lost|perdi|perda|perdas|made money|make money|make any money|made any money|earn money|earned money|earn any money|making money|losing money|(?:a )?(?:ganhar|perder) dinheiro|ganhando dinheiro|perdendo dinheiro|profit|how much (?:have|did) i (?:made|make|earned|earn|gained|gain|lost|lose)|quanto (?:e que )?(?:eu )?(?:ja )?(?:ganhei|perdi|lucrei)|lucro|volatility|volatilidade|drawdown|up or down|how (did|has|have) my (portfolio|investments|holdings|stocks) (do|done|go|gone|fare|fared)|como (correu|correram|foi|foram|se saiu|se sairam) (a minha |as minhas |os meus |o meu )?(carteira|investimentos|acoes))\b/, needsFinance: false, confidence: 0.85 },
  // "which accounts do I have?", "quais são as minhas contas?": the accounts one holds, asked for as such.
  { tool: "get_accounts", pattern: accountsAsked, needsFinance: false, confidence: 0.75 },
  { tool: "get_accounts", pattern: /\b(accounts?|contas?)\b/, needsFinance: true, confidence: 0.75 },
  { tool: "get_holdings", pattern: /\b(holdings?|positions?|posicoes|how many (?:\w+ )?(?:shares|units)|quant[ao]s (?:acoes|unidades|titulos)|what do i own|o que tenho|(?:que|quais) (?:acoes|ativos|etfs|fundos|investimentos) (?:e que )?(?:tenho|possuo)|(?:quais|que) sao (?:as |os )?(?:minhas |meus )?(?:acoes|ativos|etfs|fundos|investimentos|posicoes)|(?:which|what) (?:stocks|shares|etfs|funds|assets|investments) do i (?:have|own|hold)|(?:list|show)(?: me)? (?:all )?my (?:stocks|shares|etfs|funds|assets|investments)|what i own|net worth|patrimonio|worth|vale|valem|how (are|is) my (portfolio|investments|holdings|stocks)|como (esta|estao|vai|vao) (a minha|as minhas|os meus|o meu) (carteira|investimentos|acoes|posicoes)|portfolio|portefolio|carteira|investments|investimentos|(?:biggest|largest) (?:holding|position|investment)s?|(?:maior|maiores) (?:investimento|investimentos|posicao|posicoes|ativo|ativos))\b/, needsFinance: false, confidence: 0.8 },
];

/** The first day of the month `count` months before `today`'s. */
const monthsBack = (today: string, count: number): string => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - count, 1)).toISOString().slice(0, 10);
};

/** The performance period a question names: this year → YTD, "last N months" → 1M/3M/6M, "since the start" → ALL. */
const periodOf = (question: Question): Record<string, unknown> => {
  const text = question.normalized;
  // "a year ago", "há seis meses": from that day to today.
  const ago = agoDate(question);
  if (ago !== undefined) return { from: ago, to: question.today };
  // "since the start" is all time; "since the start of the year" is a date, read below.
  if (/\b(all time|since (the )?(start|beginning)(?! of\b)|since i (started|began)|desde que comecei|desde (o )?inicio(?! d[oea]s?\b| deste\b)|desde sempre|ever)\b/.test(text)) return { period: "ALL" };
  // "my total return" is since the start; "my total portfolio value" is what it is worth today.
  if (/\btotal\b/.test(text) && !/\b(value|worth|balance|valor|vale|valem|saldo)\b/.test(text)) return { period: "ALL" };
  // "over the last year", "no último ano": the twelve months to today ("last year" alone is the calendar year).
  if (/\b(over|in|during|for|within) the (last|past) (12 months|year)\b|\bthe past (12 months|year)\b|\b(last|past) 12 months\b|\b(no|nos|durante o|ao longo do) (ultimo ano|ultimos 12 meses)\b|\bultimos 12 meses\b/.test(text)) return { period: "1Y" };
  if (/\b(this year|year to date|ytd|este ano|neste ano|ano ate agora)\b/.test(text)) return { period: "YTD" };
  if (/\b(last|past|ultimos?) (12 months|year|ano)\b|\bum ano\b|\b1 year\b/.test(text) && question.range === null) return { period: "1Y" };
  if (/\b(6|six|seis) (months|meses)\b/.test(text)) return { period: "6M" };
  if (/\b(3|three|tres) (months|meses)\b/.test(text)) return { period: "3M" };
  if (/\b(this month|last month|past month|este mes|ultimo mes|mes passado)\b/.test(text) && question.range === null) return { period: "1M" };
  if (question.range !== null) return { from: question.range.from, to: question.range.to < question.today ? question.range.to : question.today };
  return {};
};

const allocationDimension = (text: string): string | undefined =>
  /\b(currency|currencies|moeda|moedas)\b/.test(text) || currencyWords.test(text) ? "currency"
  : /\b(sector|setor|sectors|setores)\b/.test(text) || sectorNames.test(text) ? "sector"
  : /\b(region|regiao|regioes|country|countries|pais|paises|geograph\w*|us|usa|united states|america|eua|estados unidos|europe|europa|emerging markets|mercados emergentes)\b/.test(text) ? "region"
  : /\b(account|accounts|conta|contas)\b/.test(text) ? "account"
  : undefined;

const activityTypes = (text: string): ReadonlyArray<string> | undefined => {
  const types = [
    /\b(buy|bought|buys|purchases?|compras?|comprei|trades?|operacoes|operacao)\b/.test(text) ? "BUY" : null,
    /\b(sell|sold|sells|sales?|vendas?|vendi|trades?|operacoes|operacao)\b/.test(text) ? "SELL" : null,
    /\b(deposits?|deposited|depositos?|depositei|put in|put into|paid in|paid into)\b/.test(text) ? "DEPOSIT" : null,
    /\b(withdraw|withdrawals?|withdrew|withdrawn|levantamentos?|levantei|saques?|saquei|take out|taken out|took out)\b/.test(text) ? "WITHDRAWAL" : null,
    /\b(fees?|comissoes|comissao|taxas)\b/.test(text) ? "FEE" : null,
    /\b(dividends?|dividendos?)\b/.test(text) ? "DIVIDEND" : null,
    /\b(interest|juros)\b/.test(text) ? "INTEREST" : null,
  ].filter((type) => type !== null);
  // "taxes on dividends", "retenção na fonte": the tax, not the income it was withheld from.
  if (/\b(tax|taxes|impostos?|withholding|retencao)\b/.test(text)) return ["TAX"];
  return types.length === 0 ? undefined : types;
};

/** "my last 5 transactions", "as últimas 3 compras": how many to list (20 when not said). */
const listSize = (text: string): number => {
  // "how many trades did I make?", "how much did I deposit?": every one, to be counted or added up (the tool's most).
  if (tradesCounted.test(text) || moneyMoved.test(text)) return 200;
  // "what did I buy last?", "my last purchase", "a minha última compra": one.
  if (/\b(?:(?:buy|bought|sell|sold|purchased?) last(?! (?:week|month|year|weekend|night|time|semana|mes|ano|\w+day))|(?:last|latest|most recent) (?:buy|purchase|sale|trade|transaction|dividend|interest payment|deposit|withdrawal)(?!s)|ultima (?:compra|venda|transacao|operacao)(?!s)|ultimo (?:dividendo|deposito|levantamento|saque)(?!s)|(?:comprei|vendi) por ultimo)\b/.test(text)) return 1;
  const said = /\b(?:last|latest|recent|first|ultim[oa]s|primeir[oa]s)\s+(\d{1,2})\b/.exec(text);
  const count = said === null ? 20 : Number(said[1]);
  return count >= 1 && count <= 20 ? count : 20;
};

/** "and last year?", "e em 2023?", "what about since March?": a period and next to nothing else, asked after a finance question. */
const periodFollowUp = /^(?:and|or|what about|how about|e|ou|e quanto a|e no|e na|e em|e nos|e nas|e desde|and since|and in)\b/;

/** "and MSFT?", "e a EDP?": another asset and nothing else, after a question about one. */
const otherAsset = (question: Question, previous: Question): boolean =>
  periodFollowUp.test(question.normalized) && question.words.length <= 5 && question.dates.length === 0 && tickersIn(question).length > 0 && namedAssets(previous).length > 0;

/** The tools that read one account when it is named (`account` argument). */
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
  const namedPeriod = Object.keys(periodOf(period)).length > 0 && !rankingRequest.test(text) && !/\b(how many|quant[ao]s)\b/.test(text);
  // "what's my portfolio worth?" then "and a year ago?": the value on that day, from the history.
  // "what was it worth at the end of last year?", "quanto valia a carteira em março?": likewise, the value on the days named.
  const pastRange = period.range !== null && period.range.to < period.today ? period.range : null;
  const worthThen = found.tool === "get_holdings" && (agoDate(period) !== undefined || pastRange !== null) && /\b(worth|value|vale|valem|valia|valiam|valor)\b/.test(text);
  const intent = worthThen ? { ...found, tool: "get_valuation_history" } : found.tool === "get_holdings" && namedPeriod ? { ...found, tool: "get_performance" } : found;
  const args: Record<string, unknown> =
    intent.pattern === contributionRequest ? (Object.keys(periodOf(period)).length > 0 ? periodOf(period) : { period: "ALL" })
    : intent.tool === "get_performance" || intent.tool === "get_valuation_history" ? periodOf(period)
    : intent.tool === "get_income" ? (() => {
        const range = periodOf(period);
        if (range["from"] !== undefined) return { from: range["from"], to: range["to"] };
        if (range["period"] === "ALL" || perYearAsked.test(text) || payersAsked.test(text)) return { from: "1900-01-01" };
        // "my monthly dividend income", "quanto recebo de dividendos por mês?": the last twelve months, month by month.
        if (perMonthAsked.test(text)) return { from: monthsBack(period.today, 11) };
        return {};
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
  // "euro dollar rate", "taxa de câmbio do dólar", "cotação do dólar hoje", "what's the price of Apple today?": offline has only what is stored.
  const stored = fxPlan(question) ?? pricePlan(question);
  if (stored !== undefined) return [stored];
  // "how much have I paid in fees?", "quanto paguei de comissões?": every trade's fee and the fee charges, added up.
  if (feesAsked(question)) return [{ confidence: 0.9, calls: [feesCall(question)] }];
  // "how much are the gym fees?", "quanto pago de taxas no ginásio?": another service's fees, a document's to say.
  if (otherFeesAsked(question)) return [];
  // "what was my biggest dividend?", "qual foi o maior dividendo?": the activities of that kind, for the largest.
  // "how much money came in this month?", "quanto dinheiro entrou este mês?": deposits, dividends and interest, added up.
  const listed = largestActivityCall(question) ?? moneyFlowsCall(question);
  if (listed !== undefined) return [{ confidence: 0.9, calls: [listed] }];
  // "what is my yield on cost?", "qual é o meu rendimento sobre o custo?": the income by payer, with its yield (no definition asked).
  if (yieldAsked.test(text)) return [{ confidence: 0.92, calls: [{ name: "get_income", arguments: {} }] }];
  // "do I have any crypto?", "tenho obrigações?": whether that class is held, from the allocation (an asset of theirs named is its own line).
  if (heldClassAsked(question) !== undefined && symbolsAsked(question).length === 0) return [{ confidence: 0.9, calls: [{ name: "get_asset_allocation", arguments: {} }] }];
  // "what was my best month in the market?", "qual foi o pior mês da carteira?": the performance month by month.
  const months = bestMonthCall(question);
  if (months !== undefined) return [{ confidence: 0.92, calls: [months, { name: "get_health_status", arguments: {} }] }];
  const previous = question.previous;
  // "na conta Lisbon broker", "in my US broker account" right after a trade: the same trade, in that account.
  const earlierTrade = previous === null ? undefined : recordCall(previous);
  const account = earlierTrade === undefined ? undefined : accountReply(question);
  if (earlierTrade !== undefined && account !== undefined) return [{ confidence: 0.9, calls: [{ ...earlierTrade, arguments: { ...earlierTrade.arguments, account } }] }];
  // "I want to sell all my KO", "devo vender a EDP?": no trade made or advised, the holding shown (a car to sell is no asset).
  // "what if I had bought more NVDA?", "e se eu tivesse investido tudo na Apple?": likewise, nothing worked out.
  if ((tradeWish.test(text) || hypotheticalAsked.test(text)) && (namedAssets(question).length > 0 || finance.test(text)))
    return [{ confidence: 0.975, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "and XP?", "e na Interactive Brokers?" after a question of an account or of the whole portfolio: the same question of
  // the account named now (an account's name in capitals is no ticker asked about).
  const accountAgain = previous === null ? undefined : accountFollowUp(question, previous);
  if (accountAgain !== undefined) return [accountAgain];
  // "and MSFT?" after "how much is KO worth?", "and the smallest?" after "my biggest position": the previous question's calls, read for what is named now.
  if (previous !== null && (otherAsset(question, previous) || superlativeFollowUp.test(text))) {
    const again = planPortfolio(previous).filter((plan) => otherAsset(question, previous) || plan.calls[0]?.name === "get_holdings");
    if (again.length > 0) return again.map((plan) => ({ ...plan, confidence: Math.max(plan.confidence, 0.9) }));
  }
  // "is my portfolio too risky?", "a minha carteira é arriscada?": no judgement, but how it is spread and how far it fell.
  if (riskAsked.test(text) && finance.test(text))
    return [{ confidence: 0.9, calls: [{ name: "get_asset_allocation", arguments: {} }, { name: "get_performance", arguments: { period: "ALL" } }, { name: "get_health_status", arguments: {} }] }];
  // "is my money safe in Degiro?", "o meu dinheiro está seguro na XTB?": no judgement, but what is held there.
  const safety = safetyPlan(question);
  if (safety !== undefined) return [safety];
  // "dividends this year vs last year", "recebi mais dividendos este ano do que no ano passado?": each period's income.
  if (question.cues.has("comparison") && question.dates.length >= 2 && /\b(?:dividends?|dividendos?|interest|juros|income|rendimentos?)\b/.test(text))
    return [{ confidence: 0.92, calls: question.dates.slice(0, 3).map((range) => ({ name: "get_income", arguments: { from: range.from, to: range.to < question.today ? range.to : question.today } })) }];
  // "compara a rentabilidade deste ano com a do ano passado", "my return in 2024 vs 2025": each period's performance.
  if (question.cues.has("comparison") && question.dates.length >= 2 && planIntent(question, question)?.intent.tool === "get_performance")
    return [{ confidence: 0.92, calls: [...question.dates.slice(0, 3).map((range) => ({ name: "get_performance", arguments: { from: range.from, to: range.to < question.today ? range.to : question.today } })), { name: "get_health_status", arguments: {} }] }];
  // "na corretora XTB", "in the Lisbon broker", "my PPR": the words of an account's name are no asset.
  const knownAccounts = knownAccountsIn(question);
  const accountWords = new Set([...(holdingsAccount(question) ?? "").split(/\s+/), ...[...accountWordsIn(question)].map((word) => word.toUpperCase())]);
  // A ticker as written, and the user's own assets named by name or in lower case ("when did I buy bitcoin?": BTC).
  const tickers = symbolsAsked(question).filter((ticker) => !accountWords.has(ticker));
  // "how much did KO pay me this year?", "quanto recebi da EDP no ano passado?": that asset's income in the period.
  // "how much did I pay for my bitcoin?", "quanto paguei pela Apple?": what it cost, its line of the holdings.
  if (tickers.length > 0 && costAsked.test(text))
    return [{ confidence: 0.88, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // An abbreviation that is no asset of theirs ("who pays the IPTU?", "quem paga o IMI?") is no payer of income.
  const earners = question.assets === null ? tickers : tickers.filter((ticker) => question.assets!.some((asset) => asset.symbol === ticker));
  if (earners.length > 0 && /\b(?:pay|paid|pays|receive|received|earn|earned|get|got|recebi|receb\w*|pagou|pagaram|paga|rendeu|renderam)\b/.test(text) && !assetState.test(text)) {
    const range = periodOf(question);
    // With no period named ("what dividends did ULVR pay?"), everything it paid: this year's alone may be nothing.
    const args = range["from"] !== undefined ? { from: range["from"], to: range["to"] } : range["period"] === "ALL" || Object.keys(range).length === 0 ? { from: "1900-01-01" } : {};
    return [{ confidence: 0.88, calls: [{ name: "get_income", arguments: args }] }];
  }
  // "when did I buy EDP?", "quando vendi a MSFT?", "my KO trades": that asset's activities.
  if (tickers.length === 1 && !averageCostAsked.test(text) && (activityTypes(text) !== undefined || /\b(?:trades?|transactions?|activit(?:y|ies)|operacoes|transacoes|movimentos)\b/.test(text))) {
    const types = activityTypes(text);
    const range = question.range === null ? {} : { from: question.range.from, to: question.range.to };
    return [{ confidence: 0.88, calls: [{ name: "search_activities", arguments: { symbol: tickers[0]!, ...(types === undefined ? {} : { types }), ...range, limit: listSize(text) } }] }];
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
  // "how is VWCE doing?", "quanto investi em VWCE?": the asset's own line of the holdings (its cost, value and gain).
  const tool = planIntent(question, question)?.intent;
  if (tickers.length > 0 && ((assetState.test(text) && tool?.tool !== "get_performance") || tool?.pattern === contributionRequest))
    return [{ confidence: 0.82, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
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
  // "my exposure to tech", "exposição a tecnologia": a sector is a finance word when weighed.
  // The accounts and the money one holds, asked for as such ("which accounts do I have?"), are the portfolio's.
  const hasFinance = finance.test(asked.normalized) || intent.pattern === averageCostAsked || intent.pattern === moneyMoved || intent.pattern === ownMoneyMoves || intent.pattern === tradesCounted || (intent.tool === "get_asset_allocation" && (assetClassAmount.test(asked.normalized) || regionAmount.test(asked.normalized))) || accountsAsked.test(asked.normalized) || moneyHeld.test(asked.normalized) || (intent.tool === "get_asset_allocation" && currencyWords.test(asked.normalized)) || (/\b(?:exposure|exposicao|exposed|expost[oa]s?|weight|peso)\b/.test(asked.normalized) && (sectorNames.test(asked.normalized) || regionNames.test(asked.normalized)));
  // Without a finance word, words like "income", "cash" or "goals" may be about the journal: less sure.
  // "what did I buy last month?" with nothing else bought named is a trade question; "what did I buy at the market?" may be the journal's.
  // "my last purchases", "as minhas últimas compras": the latest trades, with nothing else named.
  const tradesOnly =
    intent.tool === "search_activities" &&
    boughtAsked.test(asked.normalized) &&
    asked.topicWords.every((word) => /^(?:anything|algo|alguma|coisa|buy|sell|bought|sold|comprei|vendi|purchases?|buys?|sales?|trades?|compras?|vendas?|operações|operacoes|operação|operacao)$/i.test(word));
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
  // "what is my portfolio worth in dollars?", "quanto vale a carteira em dólares?": with the stored rate to that currency.
  const worthIn = intent.tool === "get_holdings" && /\b(?:worth|value|vale|valem|valor)\b/.test(asked.normalized) ? currenciesNamed(asked)[0] : undefined;
  if (worthIn !== undefined) calls.push({ name: "get_exchange_rates", arguments: { quote: worthIn } });
  // Figures always come with what may be wrong with them.
  if (["get_holdings", "get_performance"].includes(intent.tool)) calls.push({ name: "get_health_status", arguments: {} });
  return [{ confidence, calls }];
};
