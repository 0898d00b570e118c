import { directionAsked } from "./holdingsRanking.js";
import { accountRanking } from "./accountsAnswer.js";
import { topPayerAsked } from "./topPayer.js";
import { salesGainAsked } from "./realisedGains.js";
import { wholeMoneyAsked } from "./wholeMoney.js";
import { placeWords } from "./regionsAsked.js";
import {
  accountsAsked,
  averageCostAsked,
  cashShareAsked,
  contributionRequest,
  incomeActivityAsked,
  moneyHeld,
  moneyMoved,
  positionsCountAsked,
  rankingRequest,
  sectorNames,
  sizeRequest,
  valuationRequest,
} from "./portfolioPatterns.js";

/** An asset class asked about as an amount held ("how much do I have in bonds?", "quanto tenho em cripto?", "que percentagem tenho em obrigações?"). */
export const assetClassAmount = /\b(?:how much|quant[oa]s?|percentage|percentagem|porcentagem|value|worth|valor|valem)\b.*\b(?:crypto\w*|cripto\w*|bonds|obrigacoes|stocks|equities|acoes|etfs|funds|fundos)\b/;

/**
 * "did I realise any losses?", "tive perdas realizadas?", "mais-valias": the gains and losses of what was sold, and
 * "what is my unrealised gain?", "ganhos não realizados": of what is still held, both of which the holdings' totals give.
 */
export const realisedAsked = /\b(?:realis|realiz)\w* (?:any )?(?:gains?|loss(?:es)?|profits?)|\b(?:gains?|loss(?:es)?|profits?) (?:i )?(?:realised|realized)|\b(?:ganhos?|perdas?|lucros?|prejuizos?) realizad[oa]s?|\bmais-valias|\bmenos-valias|\bmais valias|\bmenos valias|\bunreali[sz]ed (?:gains?|loss(?:es)?|profits?)|\bpaper (?:gains?|loss(?:es)?)|\b(?:ganhos?|perdas?|lucros?) (?:nao|por) realiz\w*|\b(?:ganhos?|perdas?|mais-valias) potencia(?:l|is)\b/;

/** "show me my deposits", "os meus depósitos deste ano", "my last deposit", "o último levantamento": the person's own deposits or withdrawals, listed. */
export const ownMoneyMoves =
  /\b(?:(?:my|meus|minhas) (?:deposits|withdrawals|depositos|levantamentos|saques|retiradas)|(?:last|latest|most recent) (?:deposit|withdrawal)s?|ultim[oa]s? (?:depositos?|levantamentos?|saques?|retiradas?))\b/;

/** What the person paid for an asset ("how much did I pay for …", "what did I spend on …", "quanto paguei por …", "quanto gastei em …"). */
export const costAsked = /\b(?:(?:did|have) i (?:pay|paid|spend|spent)|i (?:paid|spent)|(?:did|does) \S+ cost me|paguei|gastei|investi (?:em|n[ao]s?))\b/;

/**
 * Income asked in its own words ("what income did I get last month?", "que rendimentos tive?", "passive income"): the
 * portfolio's dividends and interest, unless the journal is named ("what did I write about income?") or the income is
 * a payslip's or a tax return's ("income tax", "gross income", "rendimentos do trabalho"); earnings ("how much did I
 * earn?", "o meu rendimento") are the documents' first, at a higher confidence.
 */
export const incomeWordsAsked =
  /^(?!.*\b(?:journal|diary|entry|entries|wrote|write|written|diario|entradas?|escrevi|escrito|notas?)\b)(?!.*\b(?:income tax|taxable income|gross income|net income|salary|wages?|payslips?|irs|rendimentos? (?:do trabalho|coletave(?:l|is)|brut[oa]s?|liquid[oa]s?|iliquid[oa]s?)|salario|ordenado|vencimento)\b).*\b(?:income|incomes|rendimentos|proventos)\b/;

export interface Intent {
  readonly tool: string;
  readonly pattern: RegExp;
  /** Needs a finance word as well (the pattern alone is too common). */
  readonly needsFinance: boolean;
  readonly confidence: number;
}

/** "when did I last sell?", "quando comprei pela última vez?": the latest trade, one bought or sold. */
export const lastTradeAsked =
  /\b(?:when did i last (?:buy|sell)|when was the last time i (?:bought|sold)|quando (?:e que )?(?:eu )?(?:comprei|vendi)\b.* pela ultima vez|quando foi a ultima vez que (?:eu )?(?:comprei|vendi))\b/;

/** "what did I buy?", "o que vendi?", "my last purchases": things bought or sold, trades when nothing else is named. */
export const boughtAsked = new RegExp(
  `${lastTradeAsked.source}|\\b(?:what did i (?:buy|sell)|what have i (?:bought|sold)|o que (?:e que )?(?:eu )?(?:comprei|vendi)|(?:did|have) i (?:buy|sell|bought|sold) anything|(?:comprei|vendi) (?:alguma coisa|algo)|(?:last|latest|recent|ultim[oa]s?) (?:\\d+ )?(?:purchases?|buys?|sales?|trades?|compras?|vendas?|operacoes|operacao))\\b`,
);

/** A region's market ("US stocks", "European shares", "ações dos EUA", "ações americanas", "ETFs europeus"). */
export const regionMarket =
  /\b(?:(?:us|usa|american|north american|european|asian|japanese|chinese|british|uk|emerging(?: markets?)?|portuguese|brazilian) (?:stocks|shares|equities|etfs|funds|bonds|companies|market)|(?:acoes|acao|etfs?|fundos?|obrigacoes|obrigacao|empresas?|mercado) (?:d[aoe]s? )?(?:eua|estados unidos|america|europa|asia|japao|china|reino unido|portugal|brasil|americanas?|americanos?|norte-americanas?|norte-americanos?|europeias?|europeus?|europeu|asiaticas?|asiaticos?|japonesas?|japones|japoneses|chinesas?|chines|chineses|britanicas?|britanicos?|portuguesas?|portugues|portugueses|brasileiras?|brasileiros?|emergentes?))\b/;

/**
 * "how much do I have (invested) in", "how much have I invested in", "quanto tenho (investido) em", "quanto investi em": the
 * opening of a question about a part of the portfolio.
 */
const amountIn =
  "\\b(?:how much (?:money )?(?:do i have|have i got|is|of my (?:money|portfolio) is) (?:invested )?in (?:the )?|how much (?:money )?(?:have i|did i) (?:invested|invest|put) in(?:to)? (?:the )?|quanto (?:dinheiro )?(?:e que )?(?:eu )?(?:tenho|esta) (?:investid[oa] |aplicad[oa] )?(?:n[ao]s?|em) |quanto (?:dinheiro )?(?:e que )?(?:eu )?(?:ja )?(?:investi|pus|coloquei|meti|apliquei) (?:n[ao]s?|em) )";
/** "do I have anything in", "tenho alguma coisa no", "tenho dinheiro em": whether some of the portfolio is somewhere. */
const anythingIn =
  "\\b(?:(?:do i have|have i got|do i hold|do i own) (?:anything|something|any money|money|any investments?|investments?) (?:invested )?in (?:the )?|(?:eu )?(?:tenho|possuo) (?:alguma coisa|algo|algum dinheiro|dinheiro|investimentos?|algum investimento) (?:investid[oa] |aplicad[oa] )?(?:n[ao]s?|em) )";
/**
 * "how much do I have in the US?", "quanto tenho na Europa?", "how much in US stocks?", "do I have any US stocks?",
 * "tenho ações americanas?", "do I have anything in Portugal?", "quanto tenho investido em empresas portuguesas?": a
 * region's part of the portfolio (a "US broker" is an account).
 */
const regionNamed = new RegExp(
  `${amountIn}(?:${placeWords})\\b(?! (?:broker|account|conta|corretora))|${amountIn}${regionMarket.source}|${anythingIn}(?:${placeWords})\\b(?! (?:broker|account|conta|corretora))`,
);
export const regionAmount = new RegExp(
  `${regionNamed.source}|\\b(?:how much|quant[oa]|percentage|percentagem|porcentagem|what share|peso|(?:do|did) i (?:have|own|hold|buy)|have i (?:got|bought)|am i (?:in|invested in)|(?:eu )?(?:tenho|possuo|comprei)|estou (?:investido|exposto) (?:em|a))\\b.*${regionMarket.source}`,
);

/**
 * "how much do I have invested in tech?", "quanto tenho investido em tecnologia?", "how much do I have invested in the
 * US?": a sector's or a region's part of the portfolio, asked as money held, not as money put in.
 */
export const partAmount = new RegExp(`${regionNamed.source}|${amountIn}${sectorNames.source}`);

/** "how many trades did I make?", "quantas compras fiz este ano?": a count of activities, not of journal entries. */
export const tradesCounted = /\b(?:how many (?:trades|transactions|dividends|deposits|withdrawals)|quant[ao]s (?:operacoes|transacoes|dividendos|depositos|levantamentos))\b/;


/**
 * "what have I got invested?", "what am I invested in?", "o que é que tenho investido?", "em que é que tenho dinheiro
 * investido?": what is held, not the money put in ("how much did I invest?") nor the cash.
 */
export const investedInAsked =
  /\b(?:what (?:have i got|do i have|am i) invested(?: in)?|where (?:is|have i put) my money invested|where am i invested|(?:o que|em que|onde) (?:e que )?(?:eu )?(?:tenho|estou) (?:o )?(?:meu )?(?:dinheiro )?investid[oa]s?|em que (?:e que )?(?:eu )?(?:estou a investir|estou investindo|invisto))\b/;

export const intents: ReadonlyArray<Intent> = [
  { tool: "get_holdings", pattern: investedInAsked, needsFinance: false, confidence: 0.88 },
  // "how much money do I have?", "quanto dinheiro tenho?": the cash and the investments together, from the holdings' totals
  // ("in total" is no money put in).
  { tool: "get_holdings", pattern: wholeMoneyAsked, needsFinance: false, confidence: 0.85 },
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
  // "how much do I have invested in tech?": the sector's slice, before the money put into the whole portfolio.
  { tool: "get_asset_allocation", pattern: partAmount, needsFinance: false, confidence: 0.86 },
  { tool: "get_performance", pattern: contributionRequest, needsFinance: false, confidence: 0.86 },
  { tool: "get_holdings", pattern: realisedAsked, needsFinance: false, confidence: 0.9 },
  // "how much did I make selling?", "quanto ganhei com vendas?": the realised gain, before any performance.
  { tool: "get_holdings", pattern: salesGainAsked, needsFinance: false, confidence: 0.9 },
  // "how much did I deposit this year?", "quanto levantei?": the sum of those activities.
  { tool: "search_activities", pattern: moneyMoved, needsFinance: false, confidence: 0.88 },
  { tool: "search_activities", pattern: ownMoneyMoves, needsFinance: false, confidence: 0.86 },
  { tool: "get_health_status", pattern: /\b(stale|outdated|out of date|desatualizad\w*|(?:portfolio|data|carteira) health|health (?:check|status)|saude d[aoe]s? (?:carteira|dados|portfolio|investimentos)|data quality|qualidade dos dados|missing (quotes?|prices?|rates?)|faltam (cotacoes|precos|taxas)|problems? with my data|problemas nos dados|(?:is|are) my (?:data|figures|numbers|quotes|prices) (?:complete|up to date|correct|right)|(?:os )?meus dados (?:estao )?(?:completos|atualizados|certos)|missing data|dados em falta)\b/, needsFinance: false, confidence: 0.85 },
  { tool: "search_activities", pattern: incomeActivityAsked, needsFinance: false, confidence: 0.91 },
  { tool: "get_asset_allocation", pattern: cashShareAsked, needsFinance: false, confidence: 0.9 },
  { tool: "get_asset_allocation", pattern: regionAmount, needsFinance: false, confidence: 0.86 },
  // "which stock paid me the most in 2025?", "qual ação me pagou mais?": the payers ranked, with a finance word.
  { tool: "get_income", pattern: topPayerAsked, needsFinance: true, confidence: 0.9 },
  { tool: "get_income", pattern: /\b(dividends?|dividendos?|interest|juros|earned in (dividends|interest)|yield on cost|dividend yield|yoc|(?:rendimento|yield|retorno) (?:em dividendos |de dividendos )?sobre (?:o )?custo)\b/, needsFinance: false, confidence: 0.9 },
  // "what income did I get last month?", "que rendimentos tive no mês passado?": the portfolio's income over the period.
  { tool: "get_income", pattern: incomeWordsAsked, needsFinance: false, confidence: 0.88 },
  // "how much did I receive?", "quanto recebi de salário?": income of the portfolio only with a finance word.
  { tool: "get_income", pattern: /\b(income|paid out|pagaram|recebi|received)\b/, needsFinance: true, confidence: 0.9 },
  // "what's my cash balance?", "quanto dinheiro tenho na conta poupança?": the money held, before any savings goal.
  { tool: "get_cash_balances", pattern: moneyHeld, needsFinance: false, confidence: 0.8 },
  { tool: "get_goals", pattern: /\b(goals?|metas?|objetivos?|target|savings? target|poupanca)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_asset_allocation", pattern: /\b(allocation|alocacao|alocado|distribuicao|diversif\w*|split|by sector|por setor|por sector|by region|por regiao|by currency|por moeda|(?:what|which) currenc(?:y|ies)|(?:que|qual a|quais as|em que) moedas?|asset class|classe de ativos?|exposure|exposed|exposicao|expost[oa]s?|percentage|percentagem|porcentagem|how much (money )?(do i have |have i got )?in (stocks|bonds|equities|etfs|funds|crypto\w*)|how much (crypto\w*|bonds|equities|stocks|etfs|funds) (do i (have|own|hold)|have i got)|(?:how much|what) (?:are|is) (?:all )?my (?:stocks|shares|bonds|equities|etfs|funds|crypto\w*) worth|how much of my (?:money|portfolio|investments|savings|wealth) (?:is|have i put|did i put) (?:invested |held )?in (?:stocks|shares|bonds|equities|etfs|funds|crypto\w*)|quanto d[ao] (?:meu dinheiro|minha carteira|meu patrimonio|meus investimentos) (?:e que )?(?:esta|e|tenho) (?:investid[oa] |aplicad[oa] )?(?:em|n[ao]s) (?:acoes|obrigacoes|etfs|fundos|cripto\w*)|how much (money )?in (us )?(dollars?|usd|euros?|eur|gbp|pounds?|libras?)|(?:value|worth) of (?:all )?my (stocks|bonds|equities|etfs|funds|crypto\w*)|(?:valor|quanto valem) (?:d?[ao]s )?(?:minhas |meus )?(acoes|obrigacoes|fundos|etfs|cripto\w*)(?! d[aoe]s?\b| n[ao]s?\b| em\b)|(?:quanto|tenho quanto) (dinheiro )?(e que )?(eu )?(tenho )?(em|nas|nos) (acoes|obrigacoes|etfs|fundos|cripto\w*)|quant[ao]s? (cripto\w*|obrigacoes|acoes) (e que )?(eu )?tenho|weights?|pesos?)\b|\b(?:how much (?:money )?(?:do i have|have i got|of my (?:money|portfolio|investments|holdings) is|is)|quant[oa] (?:dinheiro )?(?:e que )?(?:eu )?(?:tenho|esta|da (?:minha )?carteira (?:esta|e))|tenho quanto)(?: \w+){0,2} (?:in|em) (?:us )?(?:dollars?|dolares|usd|euros?|eur|gbp|pounds?|libras?)\b/, needsFinance: false, confidence: 0.85 },
  // "em que setores estou investido?", "which countries am I invested in?": the allocation by that dimension.
  { tool: "get_asset_allocation", pattern: /\b(?:sectors?|setores|sectores|industr(?:y|ies)|regions?|regioes|countries|paises)\b/, needsFinance: true, confidence: 0.85 },
  { tool: "get_cash_balances", pattern: /\b(cash|(?<!(?:perdi|ganhei|perdeu|ganhou|perder|ganhar|fiz|fazer|lost|made|make|lose|gastei|gasto|gastar) )dinheiro(?! (?:e que )?(?:eu )?(?:gastei|gasto|gastamos|paguei|pago|perdi|ganhei))|liquidez|saldo em conta|uninvested|nao investido|cash balances?)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_valuation_history", pattern: valuationRequest, needsFinance: true, confidence: 0.8 },
  { tool: "search_activities", pattern: lastTradeAsked, needsFinance: false, confidence: 0.9 },
  { tool: "search_activities", pattern: /\b(transactions?|activities|activity|trades?|transacoes|operacoes|movimentos|what did i (buy|sell)|what have i (bought|sold)|o que (?:e que )?(?:eu )?(comprei|vendi)|(?:did|have) i (?:buy|sell|bought|sold) anything|(?:comprei|vendi) (?:alguma coisa|algo)|last (buy|purchase|sale)|ultima (compra|venda)|purchases|compras|vendas|fees|comissoes)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_performance", pattern: /\b(performance|perform|performed|performing|returns?(?! (?:the|my|a|an|it|them|your|our)\b)|rentabilidade|rendimento da carteira|rendimento dos investimentos|rendeu|renderam|retorno|desempenho|twr|mwr|xirr|irr|gain|gains|ganhei|ganho|ganhos|lose|losing|lost|perdi|perda|perdas|made money|make money|make any money|made any money|earn money|earned money|earn any money|making money|losing money|(?:a )?(?:ganhar|perder) dinheiro|ganhando dinheiro|perdendo dinheiro|profit|how much (?:have|did) i (?:made|make|earned|earn|gained|gain|lost|lose)|how much money (?:have|did) i (?:made|make|lost|lose)|quanto (?:e que )?(?:eu )?(?:ja )?(?:ganhei|perdi|lucrei)|lucro|(?:tive|tivemos|houve|tenho|temos|estou no|estamos no|dei|deu) prejuizo|volatility|volatilidade|drawdown|up or down|how (did|has|have) my (portfolio|investments|holdings|stocks) (do|done|go|gone|fare|fared)|como (correu|correram|foi|foram|se saiu|se sairam) (a minha |as minhas |os meus |o meu )?(carteira|investimentos|acoes))\b/, needsFinance: false, confidence: 0.85 },
  // "which accounts do I have?", "quais são as minhas contas?": the accounts one holds, asked for as such.
  { tool: "get_accounts", pattern: accountsAsked, needsFinance: false, confidence: 0.75 },
  { tool: "get_accounts", pattern: /\b(accounts?|contas?)\b/, needsFinance: true, confidence: 0.75 },
  { tool: "get_holdings", pattern: /\b(holdings?|positions?|posicoes|how many (?:\w+ )?(?:shares|units)|quant[ao]s (?:acoes|unidades|titulos)|what do i own|o que tenho|(?:que|quais) (?:acoes|ativos|etfs|fundos|investimentos) (?:e que )?(?:tenho|possuo)|(?:quais|que) (?:sao )?(?:as |os )?(?:minhas |meus )(?:acoes|ativos|etfs|fundos|investimentos|posicoes)|(?:quais|que) sao (?:as |os )?(?:acoes|ativos|etfs|fundos|investimentos|posicoes)|(?:which|what) (?:stocks|shares|etfs|funds|assets|investments) do i (?:have|own|hold)|(?:list|show)(?: me)? (?:all )?my (?:stocks|shares|etfs|funds|assets|investments)|what i own|net worth|patrimonio|worth|vale|valem|how (are|is) my (portfolio|investments|holdings|stocks)|como (esta|estao|vai|vao) (a minha|as minhas|os meus|o meu) (carteira|investimentos|acoes|posicoes)|portfolio|portefolio|carteira|investments|investimentos|(?:biggest|largest) (?:holding|position|investment)s?|(?:maior|maiores) (?:investimento|investimentos|posicao|posicoes|ativo|ativos))\b/, needsFinance: false, confidence: 0.8 },
];
