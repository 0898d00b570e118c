import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { isTopicWord } from "../../models/offline/question/relatedWords.js";

/**
 * Words that put a question in the portfolio's domain (normalised: lower case, no accents): finance
 * vocabulary a journal seldom uses this way ("allocation", "transactions", "cash", a goal to be on track for).
 */
const finance =
  /\b(portfolio|portfolios|portefolios?|holdings?|positions?|invest|investments?|invested|investing|stocks?|shares?|etfs?|funds?|carteira|investimentos?|investir|investi|investido|acoes|acao|posicoes|ativos?|fundos?|dividends?|dividendos?|brokers?|corretora|fees|comissoes|net worth|patrimonio|allocation|alocacao|asset class|diversif\w*|transactions?|transacoes|trades?|cash|on track|(?:no )?(?:caminho certo|bom caminho)|savings goals?|objetivos? de poupanca|dinheiro (?:\w+ )?(?:em (?:conta|caixa)|parado)|quanto (?:dinheiro )?(?:tenho )?(?:em|nas|nos) (?:acoes|obrigacoes|etfs|fundos)|exposed|expost[oa]s?|financial goals?|metas? de poupanca|objetivos? financeiros?|bitcoin|crypto\w*|cripto\w*|ethereum)\b/;

/** "best performing stock", "biggest loser", "o meu ativo com pior desempenho": holdings ranked by their gain. */
export const rankingRequest =
  /\b(best|worst|top|bottom|biggest|largest) (performing|performer|performers|winners?|losers?|gainers?)|\b(best|worst) (investments?|holdings?|positions?|stocks?|assets?)\b|\b(performing|performed) (best|worst)|\b(melhor|pior|melhores|piores) (desempenho|rentabilidade|retorno|ativos?|acao|acoes|investimentos?)|\b(ativos?|acoes|investimentos?) (com|de) (melhor|pior|maior|menor) (desempenho|rentabilidade|retorno|ganho|perda)|\b(maior|maiores) (ganho|ganhos|perda|perdas)\b|\b(acao|acoes|ativo|ativos|posicao|posicoes|investimento|investimentos)( que)? mais (caiu|cairam|desceu|desceram|perdeu|perderam|subiu|subiram|valorizou|valorizaram|ganhou|ganharam|rendeu|renderam)\b|\b(which|what) (stock|stocks|holding|holdings|share|shares|position|positions|investment|investments) (fell|dropped|lost|rose|gained|grew|went up|went down)( the)? most\b|\b(which|what) (stock|stocks|holding|holdings|share|shares|position|positions|investment|investments|asset|assets|etf|etfs|fund|funds) (did|does|has done|have done|is doing|are doing|performed|has performed|have performed|went|is|was) (the )?(best|worst)\b|\b(acao|acoes|ativo|ativos|posicao|posicoes|investimento|investimentos|etf|etfs|fundo|fundos) (que )?(caiu|cairam|desceu|desceram|perdeu|perderam|subiu|subiram|valorizou|valorizaram|desvalorizou|desvalorizaram|ganhou|ganharam|rendeu|renderam) mais\b/;
/**
 * "how much did I invest in total?", "how much money do I have invested?", "quanto dinheiro tenho investido?": the money put in, from the performance since the start
 * (its net flows and value).
 */
export const contributionRequest =
  /\bhow much (money |cash )?(did|have|do) i (invest|invested|put in|have invested|have put in)\b|\bquanto (dinheiro )?(e que )?(eu )?(ja )?(investi|coloquei|meti|tenho investido|tenho aplicado|tenho metido|tenho colocado)\b/;

/**
 * "how has my portfolio's value changed?", "what was it worth a year ago?", "quanto valia a carteira há um ano?",
 * "mostra a evolução": the value day by day over a period (with a finance word).
 */
export const valuationRequest =
  /\b(worth the (most|least)|(highest|lowest|peak|maximum|minimum|top) (value|worth)|(valor|valores) (maximo|minimo|mais alto|mais baixo)|(maximo|minimo|pico) (da carteira|do valor|dos investimentos)|history|historico|grown|grew|cresceu|crescido|over time|ao longo do tempo|evolution|evolucao|evoluiu|chart|grafico|value over|value (has |have )?(changed|moved|gone|risen|fallen|dropped)|(changed|moved) in value|valor (da carteira |dos investimentos )?(mudou|variou|subiu|desceu|caiu|passou)|(mudou|variou|subiu|desceu|caiu) o valor|variacao do valor|valia|valiam)\b|\b(worth|value)\b.*\bago\b|\bago\b.*\b(worth|value)\b|\b(vale|valem|valor)\b.*\bha (um|uma|dois|duas|tres|seis|\d+) (anos?|mes|meses|semanas?)\b/;

/** "a year ago", "há 6 meses", "two weeks ago": how far back, for "what was my portfolio worth a year ago?". */
const agoPattern = /\b(a|an|one|two|three|six|\d+) (years?|months?|weeks?) ago\b|\bha (um|uma|dois|duas|tres|seis|\d+) (anos?|mes|meses|semanas?)\b/;
const agoCounts: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, um: 1, uma: 1, two: 2, dois: 2, duas: 2, three: 3, tres: 3, six: 6, seis: 6 };

/** The day `question` reaches back to with "a year ago" / "há dois meses", or undefined. */
export const agoDate = (question: Question): string | undefined => {
  const match = agoPattern.exec(question.normalized);
  if (match === null) return undefined;
  const said = match[1] ?? match[3]!;
  const count = agoCounts[said] ?? Number(said);
  const unit = match[2] ?? match[4]!;
  const [year, month, day] = question.today.split("-").map(Number) as [number, number, number];
  if (/^(week|semana)/.test(unit)) return new Date(Date.UTC(year, month - 1, day - 7 * count)).toISOString().slice(0, 10);
  const months = /^(year|ano)/.test(unit) ? 12 * count : count;
  // The same day of the month, or the month's last day when it is shorter (31 March less a month is 29 February).
  const lastDay = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(day, lastDay))).toISOString().slice(0, 10);
};

/**
 * The accounts one holds, asked for as a list or by whose they are ("which accounts do I have?", "list my accounts",
 * "quais são as minhas contas?", "as minhas contas bancárias"), not an account named in passing; Portuguese bills
 * ("contas da luz", "contas para pagar") are not accounts.
 */
const accountsAsked =
  /\b(?:(?:which|what|list|show|how many) (?:of )?(?:my )?(?:\w+ )?accounts|(?:my|the) (?:\w+ )?accounts?(?! (?:of|for|to)\b)|accounts? (?:do|did|have) i|(?:bank|brokerage|savings|investment|retirement) accounts?|(?:quais|que|quantas) (?:sao )?(?:as )?(?:minhas )?contas|(?:as )?minhas contas|contas (?:que )?(?:eu )?tenho|contas? (?:bancarias?|a ordem|poupanca|de (?:investimento|poupanca|reforma|titulos|corretagem)))\b(?! (?:d[aoe]s?|para|a pagar|por pagar)\b)/;

/** The money one holds, asked for as such ("how much money do I have?", "quanto dinheiro tenho?"), not what is in one asset class. */
const moneyHeld =
  /\b(?:how much money (?:do i have|have i got|is there)|quanto dinheiro (?:e que )?(?:eu )?(?:tenho|ha))\b(?! (?:in|em|nas|nos) (?:stocks|bonds|equities|etfs|funds|crypto|acoes|obrigacoes|fundos|cripto\w*)\b)/;

interface Intent {
  readonly tool: string;
  readonly pattern: RegExp;
  /** Needs a finance word as well (the pattern alone is too common). */
  readonly needsFinance: boolean;
  readonly confidence: number;
}

const intents: ReadonlyArray<Intent> = [
  // "how many Apple shares do I have?": a count of units held, not of journal entries.
  { tool: "get_holdings", pattern: /\b(how many (\w+ )?(shares|units)|quant[ao]s (acoes|unidades|titulos))\b/, needsFinance: false, confidence: 0.92 },
  { tool: "get_holdings", pattern: rankingRequest, needsFinance: false, confidence: 0.88 },
  { tool: "get_performance", pattern: contributionRequest, needsFinance: false, confidence: 0.86 },
  // "how much did I deposit this year?", "quanto levantei?": the sum of those activities.
  { tool: "search_activities", pattern: /\b(how much (did|have) i (deposit|deposited|withdraw|withdrawn|put in)|quanto (e que )?(eu )?(ja )?(depositei|levantei|saquei|transferi))\b/, needsFinance: false, confidence: 0.88 },
  { tool: "get_health_status", pattern: /\b(stale|outdated|out of date|desatualizad\w*|(?:portfolio|data|carteira) health|health (?:check|status)|saude d[aoe]s? (?:carteira|dados|portfolio|investimentos)|data quality|qualidade dos dados|missing (quotes?|prices?|rates?)|faltam (cotacoes|precos|taxas)|problems? with my data|problemas nos dados)\b/, needsFinance: false, confidence: 0.85 },
  { tool: "get_income", pattern: /\b(dividends?|dividendos?|interest|juros|rendimentos|earned in (dividends|interest))\b/, needsFinance: false, confidence: 0.9 },
  // "how much did I receive?", "quanto recebi de salário?": income of the portfolio only with a finance word.
  { tool: "get_income", pattern: /\b(income|paid out|pagaram|recebi|received)\b/, needsFinance: true, confidence: 0.9 },
  // "how much money do I have?", "quanto dinheiro tenho na conta poupança?": the money held, before any savings goal.
  { tool: "get_cash_balances", pattern: moneyHeld, needsFinance: false, confidence: 0.8 },
  { tool: "get_goals", pattern: /\b(goals?|metas?|objetivos?|target|savings? target|poupanca)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_asset_allocation", pattern: /\b(allocation|alocacao|alocado|distribuicao|diversif\w*|split|by sector|por setor|por sector|by region|por regiao|by currency|por moeda|(?:what|which) currenc(?:y|ies)|(?:que|qual a|quais as|em que) moedas?|asset class|classe de ativos?|exposure|exposed|exposicao|expost[oa]s?|percentage|percentagem|porcentagem|how much (money )?(do i have )?in (stocks|bonds|equities|etfs|funds)|quanto (dinheiro )?(tenho )?(em|nas|nos) (acoes|obrigacoes|etfs|fundos)|weights?|pesos?)\b/, needsFinance: false, confidence: 0.85 },
  { tool: "get_cash_balances", pattern: /\b(cash|(?<!(?:perdi|ganhei|perdeu|ganhou|perder|ganhar|fiz|fazer|lost|made|make|lose|gastei|gasto|gastar) )dinheiro(?! (?:e que )?(?:eu )?(?:gastei|gasto|gastamos|paguei|pago|perdi|ganhei))|liquidez|saldo em conta|uninvested|nao investido|cash balances?)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_valuation_history", pattern: valuationRequest, needsFinance: true, confidence: 0.8 },
  { tool: "search_activities", pattern: /\b(transactions?|activities|activity|trades?|transacoes|operacoes|movimentos|what did i (buy|sell)|o que (comprei|vendi)|last (buy|purchase|sale)|ultima (compra|venda)|purchases|compras|vendas|fees|comissoes)\b/, needsFinance: false, confidence: 0.8 },
  { tool: "get_performance", pattern: /\b(performance|perform|performed|performing|return|returns|rentabilidade|rendimento da carteira|rendimento dos investimentos|rendeu|renderam|retorno|desempenho|twr|mwr|xirr|irr|gain|gains|ganhei|ganho|ganhos|lose|losing|lost|perdi|perda|perdas|made money|making money|losing money|(?:a )?(?:ganhar|perder) dinheiro|ganhando dinheiro|perdendo dinheiro|profit|how much (?:have|did) i (?:made|make|earned|earn|gained|gain|lost|lose)|quanto (?:e que )?(?:eu )?(?:ja )?(?:ganhei|perdi|lucrei)|lucro|volatility|volatilidade|drawdown|up or down|how (did|has|have) my (portfolio|investments|holdings|stocks) (do|done|go|gone|fare|fared)|como (correu|correram|foi|foram|se saiu|se sairam) (a minha |as minhas |os meus |o meu )?(carteira|investimentos|acoes))\b/, needsFinance: false, confidence: 0.85 },
  // "which accounts do I have?", "quais são as minhas contas?": the accounts one holds, asked for as such.
  { tool: "get_accounts", pattern: accountsAsked, needsFinance: false, confidence: 0.75 },
  { tool: "get_accounts", pattern: /\b(accounts?|contas?)\b/, needsFinance: true, confidence: 0.75 },
  { tool: "get_holdings", pattern: /\b(holdings?|positions?|posicoes|how many (?:\w+ )?(?:shares|units)|quant[ao]s (?:acoes|unidades|titulos)|what do i own|o que tenho|(?:que|quais) (?:acoes|ativos|etfs|fundos|investimentos) (?:e que )?(?:tenho|possuo)|what i own|net worth|patrimonio|worth|vale|valem|how (are|is) my (portfolio|investments|holdings|stocks)|como (esta|estao|vai|vao) (a minha|as minhas|os meus|o meu) (carteira|investimentos|acoes|posicoes)|portfolio|portefolio|carteira|investments|investimentos|(?:biggest|largest) (?:holding|position|investment)s?|(?:maior|maiores) (?:investimento|investimentos|posicao|posicoes|ativo|ativos))\b/, needsFinance: false, confidence: 0.8 },
];

/**
 * A ticker written as one ("VWCE", "AAPL", "BRK.B"): two to six capitals or digits, not a word of the question's
 * grammar, a finance abbreviation or a word of a known topic ("IRS", "LDL").
 */
const notTickers = new Set(["I", "US", "USA", "UK", "EU", "EUA", "ETF", "ETFS", "PDF", "TWR", "MWR", "XIRR", "IRR", "YTD", "EUR", "USD", "GBP", "OK", "PT", "EN"]);
export const tickersIn = (question: Question): ReadonlyArray<string> =>
  [...question.spelled.matchAll(/(?<![\p{L}\d])[A-Z][A-Z0-9]{1,5}(?:\.[A-Z])?(?![\p{L}\d])/gu)].map((match) => match[0]).filter((word) => !notTickers.has(word) && !isTopicWord(word));

/** "qual o peso da VWCE?", "what share of my portfolio is Apple?", "quanto representa a Apple na carteira?": one holding's weight. */
export const weightRequest = /\b(weights?|weighs|pesos?|pesa|percentage|percentagem|porcentagem|share of|what part|que parte|quanto representa|how much of my portfolio)\b/;
/** Asset classes, which a weight question asks of the allocation, not of one holding. */
const assetClassWords = /\b(stocks?|shares|equities|equity|bonds?|etfs?|funds?|cash|acoes|obrigacoes|fundos?|dinheiro|liquidez)\b/;

/** "how is VWCE doing?", "como está o VWCE?", "what's AAPL worth?": a ticker and a question of how it stands. */
const assetState = /\b(how (is|are|s) .+ (doing|going|performing)|how (is|are) \S+\s*$|(what s|what is) .+ (worth|price|at)|como (esta|estao|vai|vao|anda|andam)\b|quanto (vale|valem|esta|estao)|preco|cotacao|price)/;

/**
 * Words that ask how one asset stands ("how much is my Apple worth?", "did I lose money on Tesla?", "quanto valem as
 * ações da Apple?"): with a name in the question, its line of the holdings, or that it is not held.
 */
export const assetCue =
  /\b(shares?|stocks?|acoes|worth|vale|valem|lose|lost|losing|perdi|perder|ganhei|made|gain|gained|gains|lucro|lucrei|price|preco|cotacao|own|tenho)\b/;

/** The capitalised names of a question that may be assets: not a month, weekday or the word opening a sentence. */
export const assetNames = (question: Question): ReadonlyArray<string> =>
  assetCue.test(question.normalized)
    ? question.names.filter((name) => !/^(?:january|february|march|april|may|june|july|august|september|october|november|december|janeiro|fevereiro|marco|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|monday|tuesday|wednesday|thursday|friday|saturday|sunday|i|eur|usd)$/i.test(name))
    : [];

/**
 * A wish to buy or sell, or a question whether to ("I want to sell all my KO", "should I sell my Microsoft shares?",
 * "quero vender as minhas ações da Apple", "devo vender a EDP?"): neither done nor advised, but the holding is shown.
 */
export const tradeWish =
  /\b(?:i (?:want|would like|wanna|am going|plan|am planning|am thinking(?: about| of)?|need|intend) to (?:sell|buy|dump|get rid of|offload)|i (?:will|am going to) (?:sell|buy)|(?:should|shall|can|could|must) i (?:sell|buy|dump|keep|hold)|(?:sell|buy) (?:all|some|half|part) (?:of )?my|thinking (?:about|of) (?:selling|buying)|(?:quero|queria|gostava de|gostaria de|vou|estou a pensar em|estou pensando em|penso|pretendo|tenciono|preciso de|preciso) (?:vender|comprar|desfazer-me|me desfazer|livrar-me|me livrar)|(?:devo|deveria|devia|sera que devo) (?:vender|comprar|manter|ficar com)|(?:vendo|compro) (?:ja |agora |ou nao |tudo )?(?:a |o |as |os )?(?:minhas? |meus? )?(?:acoes|posicao|[a-z]{2,5}\b))/;

/** The assets a question names by ticker or capitalised name (not a month, weekday or the sentence's first word). */
export const namedAssets = (question: Question): ReadonlyArray<string> => [
  ...tickersIn(question),
  ...question.names.filter((name) => !/^(?:january|february|march|april|may|june|july|august|september|october|november|december|janeiro|fevereiro|marco|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|monday|tuesday|wednesday|thursday|friday|saturday|sunday|i|eur|usd)$/i.test(name)),
];

/** The performance period a question names: this year → YTD, "last N months" → 1M/3M/6M, "since the start" → ALL. */
const periodOf = (question: Question): Record<string, unknown> => {
  const text = question.normalized;
  // "a year ago", "há seis meses": from that day to today.
  const ago = agoDate(question);
  if (ago !== undefined) return { from: ago, to: question.today };
  if (/\b(all time|since (the )?(start|beginning)|since i (started|began)|desde que comecei|desde (o )?(inicio|sempre)|ever|total)\b/.test(text)) return { period: "ALL" };
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

/** Sectors named as themselves ("exposure to tech", "exposição a tecnologia"): a question of the allocation by sector. */
const sectorNames =
  /\b(tech|technology|technologies|tecnologia|tecnologias|tecnologicas?|healthcare|health care|pharma|farmaceutic\w*|energy|energia|utilities|financials|banks|banca|bancos|consumer (?:staples|discretionary|goods)|consumo|industrials|industria|industriais|real estate|imobiliario|materials|materiais|telecom\w*|communications?|comunicacoes)\b/;

const allocationDimension = (text: string): string | undefined =>
  /\b(sector|setor|sectors|setores)\b/.test(text) || sectorNames.test(text) ? "sector"
  : /\b(region|regiao|regioes|country|countries|pais|paises|geograph\w*|us|usa|united states|america|eua|estados unidos|europe|europa|emerging markets|mercados emergentes)\b/.test(text) ? "region"
  : /\b(currency|currencies|moeda|moedas)\b/.test(text) ? "currency"
  : /\b(account|accounts|conta|contas)\b/.test(text) ? "account"
  : undefined;

const activityTypes = (text: string): ReadonlyArray<string> | undefined => {
  const types = [
    /\b(buy|bought|buys|purchases?|compras?|comprei)\b/.test(text) ? "BUY" : null,
    /\b(sell|sold|sells|sales?|vendas?|vendi)\b/.test(text) ? "SELL" : null,
    /\b(deposits?|depositos?|depositei)\b/.test(text) ? "DEPOSIT" : null,
    /\b(withdrawals?|levantamentos?|levantei|saques?)\b/.test(text) ? "WITHDRAWAL" : null,
    /\b(fees?|comissoes|comissao|taxas)\b/.test(text) ? "FEE" : null,
  ].filter((type) => type !== null);
  return types.length === 0 ? undefined : types;
};

/** "my last 5 transactions", "as últimas 3 compras": how many to list (20 when not said). */
const listSize = (text: string): number => {
  // "what did I buy last?", "my last purchase", "a minha última compra": one.
  if (/\b(?:(?:buy|bought|sell|sold|purchased?) last|(?:last|latest|most recent) (?:buy|purchase|sale|trade|transaction)(?!s)|ultima (?:compra|venda|transacao|operacao)(?!s)|(?:comprei|vendi) por ultimo)\b/.test(text)) return 1;
  const said = /\b(?:last|latest|recent|first|ultim[oa]s|primeir[oa]s)\s+(\d{1,2})\b/.exec(text);
  const count = said === null ? 20 : Number(said[1]);
  return count >= 1 && count <= 20 ? count : 20;
};

/**
 * A number as the person wrote it, with a decimal point: when both marks appear the last is the decimal one
 * ("1.234,56", "1,234.56"); a lone comma is decimal ("98,40"), except before exactly three digits in English
 * ("1,250" is 1250); a lone dot before groups of three digits is a thousands mark in Portuguese ("1.250" is 1250,
 * "1,25" is 1.25) and with more than one group in any language ("1.250.000").
 */
const number = (text: string, language: Language): string => {
  const cleaned = text.replace(/\s/g, "");
  const comma = cleaned.lastIndexOf(",");
  const dot = cleaned.lastIndexOf(".");
  const decimalComma = comma >= 0 && (dot >= 0 ? comma > dot : language === "pt" || !/^\d{1,3}(?:,\d{3})+$/.test(cleaned));
  if (decimalComma) return cleaned.replace(/\./g, "").replace(",", ".");
  const thousandsDot = comma < 0 && (/^\d{1,3}(?:\.\d{3}){2,}$/.test(cleaned) || (language === "pt" && /^\d{1,3}(?:\.\d{3})+$/.test(cleaned)));
  return thousandsDot ? cleaned.replace(/\./g, "") : cleaned.replace(/,/g, "");
};

const tradePattern =
  /\b(bought|buy|purchased|purchase|sold|sell|sale|comprei|compra|vendi|venda)\s+(?:(?:of|de)\s+)?(\d+(?:[.,]\d+)?)\s+(?:(?:shares?|units?|acoes|ações|unidades|of|de|da|do|das|dos)\s+)*([A-Za-z][A-Za-z0-9.]{0,11})\s+(?:at|@|a|à|por|for)\s+(?:€|\$|£|eur|usd)?\s*(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/i;
const cashPattern = /\b(deposited|deposit|depositei|withdrew|levantei|saquei)\s+(?:€|\$|£)?\s*(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/i;

/** "… in account Corretora", "… na conta Corretora", "… into my Broker account": the account a trade goes in. */
const accountPattern =
  /\b(?:in|into|on|to|na|no|em|para)\s+(?:the\s+|my\s+|a\s+minha\s+|minha\s+|a\s+)?(?:account|conta)\s+(.+?)(?=\s+(?:yesterday|today|ontem|hoje)\b|[,;!?]|\.(?:\s|$)|$)|\b(?:in|into|to)\s+(?:the\s+|my\s+)?(\S+(?:\s+\S+)?)\s+account\b/i;
const accountOf = (question: Question): Record<string, string> => {
  const match = accountPattern.exec(question.spelled);
  const name = (match?.[1] ?? match?.[2])?.trim();
  return name === undefined || name === "" ? {} : { account: name };
};

/**
 * A short reply that only names an account ("na conta Lisbon broker", "in the US broker account", "na Lisbon
 * broker"): the account's name, or undefined for anything else ("thanks", "and last year?").
 */
const accountReply = (question: Question): string | undefined => {
  if (question.normalized.split(" ").filter((word) => word !== "").length > 6 || question.dates.length > 0) return undefined;
  const named = accountOf(question)["account"];
  if (named !== undefined) return named;
  const bare = /^(?:in|into|on|na|no|em)\s+(?:the\s+|my\s+|a\s+minha\s+|minha\s+|o\s+meu\s+)?(.+?)[.!]*$/i.exec(question.spelled.trim())?.[1]?.trim();
  return bare === undefined || bare === "" ? undefined : bare;
};

/** The currency a trade's price is said in ("at 190 dollars", "a 400 dólares", "at $190", "a 90 €"), or none. */
const priceCurrency = (question: Question, trade: RegExpExecArray): Record<string, string> => {
  const said = foldAccents(question.spelled.slice(trade.index, trade.index + trade[0].length + 14).toLowerCase());
  const currency = /\b(?:dollars?|dolares?|usd)\b|\$/.test(said) ? "USD" : /\b(?:euros?|eur)\b|€/.test(said) ? "EUR" : /\b(?:pounds?|libras?|gbp)\b|£/.test(said) ? "GBP" : undefined;
  return currency === undefined ? {} : { currency };
};

/** A `record_activity` call for "I bought 10 VWCE at 98.40 yesterday" / "comprei 10 VWCE a 98,40 ontem na conta Corretora". */
const recordCall = (question: Question): PlannedCall | undefined => {
  const trade = tradePattern.exec(question.spelled);
  // A day named outside the trade's own words: "10 NOVO" is ten shares of NOVO, not the 10th of November.
  const days = question.dates.filter((range) => range.granularity === "day" && (trade === null || range.index < trade.index || range.index >= trade.index + trade[0].length));
  const date = days.at(-1)?.from;
  if (trade !== null) {
    const selling = /^(sold|sell|sale|vendi|venda)$/i.test(trade[1]!);
    return {
      name: "record_activity",
      arguments: { type: selling ? "SELL" : "BUY", symbol: trade[3]!.toUpperCase(), quantity: number(trade[2]!, question.language), unitPrice: number(trade[4]!, question.language), ...priceCurrency(question, trade), ...(date === undefined ? {} : { date }), ...accountOf(question) },
    };
  }
  const cash = cashPattern.exec(question.spelled);
  if (cash !== null)
    return { name: "record_activity", arguments: { type: /^(withdrew|levantei|saquei)$/i.test(cash[1]!) ? "WITHDRAWAL" : "DEPOSIT", amount: number(cash[2]!, question.language), ...(date === undefined ? {} : { date }), ...accountOf(question) } };
  return undefined;
};

/** "and last year?", "e em 2023?", "what about since March?": a period and next to nothing else, asked after a finance question. */
const periodFollowUp = /^(?:and|or|what about|how about|e|ou|e quanto a|e no|e na|e em|e nos|e nas|e desde|and since|and in)\b/;

/** The tool and arguments for the question's intent, with the period `period` names. */
const planIntent = (question: Question, period: Question): { readonly intent: Intent; readonly call: PlannedCall } | undefined => {
  const text = question.normalized;
  const hasFinance = finance.test(text);
  const found = intents.find((candidate) => candidate.pattern.test(text) && (!candidate.needsFinance || hasFinance));
  if (found === undefined) return undefined;
  // "how is my portfolio doing this year?", "quanto vale a carteira desde março?": a period asks how it went, not what it holds now.
  const namedPeriod = Object.keys(periodOf(period)).length > 0 && !rankingRequest.test(text) && !/\b(how many|quant[ao]s)\b/.test(text);
  const intent = found.tool === "get_holdings" && namedPeriod ? { ...found, tool: "get_performance" } : found;
  const args: Record<string, unknown> =
    intent.pattern === contributionRequest ? { period: "ALL" }
    : intent.tool === "get_performance" || intent.tool === "get_valuation_history" ? periodOf(period)
    : intent.tool === "get_income" ? (() => {
        const range = periodOf(period);
        if (range["from"] !== undefined) return { from: range["from"], to: range["to"] };
        if (range["period"] === "ALL") return { from: "1900-01-01" };
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

/**
 * Plans for ordinary finance questions: the first matching intent decides
 * the tool (health, income, goals, allocation, cash, history, activities,
 * performance, accounts, holdings), with the period or dates the question
 * names; a described trade or deposit becomes a draft to confirm. A
 * question naming only another period after a finance question ("and last
 * year?", "e em 2023?") asks the previous question again for that period.
 */
export const planPortfolio = (question: Question): ReadonlyArray<SkillPlan> => {
  const text = question.normalized;
  const record = recordCall(question);
  if (record !== undefined) return [{ confidence: 0.95, calls: [record] }];
  const previous = question.previous;
  // "na conta Lisbon broker", "in my US broker account" right after a trade: the same trade, in that account.
  const earlierTrade = previous === null ? undefined : recordCall(previous);
  const account = earlierTrade === undefined ? undefined : accountReply(question);
  if (earlierTrade !== undefined && account !== undefined) return [{ confidence: 0.9, calls: [{ ...earlierTrade, arguments: { ...earlierTrade.arguments, account } }] }];
  // "I want to sell all my KO", "devo vender a EDP?": no trade made or advised, the holding shown (a car to sell is no asset).
  if (tradeWish.test(text) && (namedAssets(question).length > 0 || finance.test(text)))
    return [{ confidence: 0.975, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "dividends this year vs last year", "recebi mais dividendos este ano do que no ano passado?": each period's income.
  if (question.cues.has("comparison") && question.dates.length >= 2 && /\b(?:dividends?|dividendos?|interest|juros|income|rendimentos?)\b/.test(text))
    return [{ confidence: 0.92, calls: question.dates.slice(0, 3).map((range) => ({ name: "get_income", arguments: { from: range.from, to: range.to < question.today ? range.to : question.today } })) }];
  const tickers = tickersIn(question);
  // "how much did KO pay me this year?", "quanto recebi da EDP no ano passado?": that asset's income in the period.
  if (tickers.length > 0 && /\b(?:pay|paid|pays|receive|received|earn|earned|get|got|recebi|receb\w*|pagou|pagaram|paga|rendeu|renderam)\b/.test(text) && !assetState.test(text)) {
    const range = periodOf(question);
    const args = range["from"] !== undefined ? { from: range["from"], to: range["to"] } : range["period"] === "ALL" ? { from: "1900-01-01" } : {};
    return [{ confidence: 0.88, calls: [{ name: "get_income", arguments: args }] }];
  }
  // "qual o peso da VWCE?", "what share of my portfolio is Apple?": one holding's line, with its weight.
  if ((tickers.length > 0 || question.names.length > 0) && weightRequest.test(text) && allocationDimension(text) === undefined && !assetClassWords.test(text))
    return [{ confidence: 0.86, calls: [{ name: "get_holdings", arguments: {} }] }];
  // "how is VWCE doing?", "quanto investi em VWCE?": the asset's own line of the holdings (its cost, value and gain).
  const tool = planIntent(question, question)?.intent;
  if (tickers.length > 0 && ((assetState.test(text) && tool?.tool !== "get_performance") || tool?.pattern === contributionRequest))
    return [{ confidence: 0.82, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  // "how much is my Apple worth?", "did I lose money on Tesla?", "perdi dinheiro com a Microsoft?": that asset's line, with no period named.
  if ((tickers.length > 0 || assetNames(question).length > 0) && Object.keys(periodOf(question)).length === 0 && tool !== undefined && (["get_holdings", "get_performance", "get_cash_balances"].includes(tool.tool)))
    return [{ confidence: 0.82, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }];
  const followUp = previous !== null && Object.keys(periodOf(question)).length > 0 && periodFollowUp.test(text) && question.topicWords.length <= 1 && planIntent(question, question) === undefined;
  const asked = followUp && previous !== null ? previous : question;
  const planned = planIntent(asked, question);
  if (planned === undefined) return [];
  const { intent } = planned;
  // "my exposure to tech", "exposição a tecnologia": a sector is a finance word when weighed.
  // The accounts and the money one holds, asked for as such ("which accounts do I have?"), are the portfolio's.
  const hasFinance = finance.test(asked.normalized) || accountsAsked.test(asked.normalized) || moneyHeld.test(asked.normalized) || (/\b(?:exposure|exposicao|weight|peso)\b/.test(asked.normalized) && sectorNames.test(asked.normalized));
  // Without a finance word, words like "income", "cash" or "goals" may be about the journal: less sure.
  // "what did I buy last month?" with nothing else bought named is a trade question; "what did I buy at the market?" may be the journal's.
  // "my last purchases", "as minhas últimas compras": the latest trades, with nothing else named.
  const tradesOnly =
    intent.tool === "search_activities" &&
    /\b(?:what did i (?:buy|sell)|o que (?:comprei|vendi)|(?:last|latest|recent|ultim[oa]s?) (?:\d+ )?(?:purchases?|buys?|sales?|trades?|compras?|vendas?|operacoes|operacao))\b/.test(asked.normalized) &&
    asked.topicWords.every((word) => /^(?:buy|sell|comprei|vendi|purchases?|buys?|sales?|trades?|compras?|vendas?|operações|operacoes|operação|operacao)$/i.test(word));
  const confidence = hasFinance || tradesOnly || ["get_income", "get_performance", "get_health_status"].includes(intent.tool) ? intent.confidence : intent.confidence - 0.35;
  const calls: PlannedCall[] = [planned.call];
  // Figures always come with what may be wrong with them.
  if (["get_holdings", "get_performance"].includes(intent.tool)) calls.push({ name: "get_health_status", arguments: {} });
  return [{ confidence, calls }];
};
