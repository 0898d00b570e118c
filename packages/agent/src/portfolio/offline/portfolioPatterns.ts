import { isTopicWord } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { foldText } from "../../models/offline/question/normalizeText.js";
import { namedHolidayWords } from "../../time/namedHolidays.js";
import { ordinal } from "./ordinalRank.js";
import { placeWords } from "./regionsAsked.js";

/**
 * Words that put a question in the portfolio's domain (normalised: lower case, no accents): finance
 * vocabulary a journal seldom uses this way ("allocation", "transactions", "cash", a goal to be on track for).
 */
export const finance =
  /\b(portfolio|portfolios|portefolios?|holdings?|positions?|invest|investments?|invested|investing|stocks?|shares?|etfs?|funds?|carteira|investimentos?|investir|investi|investido|acoes|acao|posicoes|ativos?|fundos?|dividends?|dividendos?|brokers?|corretora|fees|comissoes|net worth|patrimonio|allocation|alocacao|asset class|diversif\w*|transactions?|transacoes|(?:minhas|nossas) (?:operacoes|movimentacoes)|operacoes (?:de (?:compra|venda)|na bolsa|financeiras)|trades?|cash|on track|(?:no )?(?:caminho certo|bom caminho)|savings goals?|objetivos? de poupanca|dinheiro (?:\w+ )?(?:em (?:conta|caixa)|parado)|(?:quanto|tenho quanto) (?:dinheiro )?(?:e que )?(?:eu )?(?:tenho )?(?:em|nas|nos) (?:acoes|obrigacoes|etfs|fundos)|exposed|expost[oa]s?|financial goals?|metas? de poupanca|objetivos? financeiros?|bitcoin|crypto\w*|cripto\w*|ethereum|stock market|(?:na|em|da|a) bolsa(?! de estudos?)|mercado (?:de acoes|acionista|bolsista))\b/;

/** "best performing stock", "biggest loser", "o meu ativo com pior desempenho": holdings ranked by their gain. */
export const rankingRequest =
  /\b(best|worst|top|bottom|biggest|largest) (performing|performer|performers|winners?|losers?|gainers?)|\b(best|worst) (investments?|holdings?|positions?|stocks?|shares|assets?|etfs?|funds?|cryptos?|coins?)\b|\b(performing|performed) (best|worst)|\b(melhor|pior|melhores|piores) (desempenho|rentabilidade|retorno|ativos?|acao|acoes|investimentos?|posicao|posicoes|etfs?|fundos?|criptomoedas?)\b|\b(ativos?|acoes|investimentos?|etfs?|fundos?) (com|de) (melhor|pior|maior|menor) (desempenho|rentabilidade|retorno|ganho|perda)|\b(maior|maiores) (ganho|ganhos|perda|perdas|prejuizos?|lucros?)\b|\b(biggest|largest) (loss|losses|gain|gains)\b|\b(acao|acoes|ativo|ativos|posicao|posicoes|investimento|investimentos)( que)? mais (caiu|cairam|desceu|desceram|perdeu|perderam|subiu|subiram|valorizou|valorizaram|ganhou|ganharam|rendeu|renderam)\b|\b(which|what)(?: of my)? (stock|stocks|holding|holdings|share|shares|position|positions|investment|investments) (fell|dropped|lost|rose|gained|grew|went up|went down)( the)? most\b|\b(which|what) (stock|stocks|holding|holdings|share|shares|position|positions|investment|investments|asset|assets|etf|etfs|fund|funds) (did|does|has done|have done|is doing|are doing|performed|has performed|have performed|went|is|was) (the )?(best|worst)\b|\b(acao|acoes|ativo|ativos|posicao|posicoes|investimento|investimentos|etf|etfs|fundo|fundos) (que )?(caiu|cairam|desceu|desceram|perdeu|perderam|subiu|subiram|valorizou|valorizaram|desvalorizou|desvalorizaram|ganhou|ganharam|rendeu|renderam) mais\b/;
/**
 * "how much did I invest in total?", "how much money do I have invested?", "quanto dinheiro tenho investido?", "quanto dinheiro
 * pus na carteira?", "how much money did I add?": the money put in, from the performance since the start
 * (its net flows and value).
 */
export const contributionRequest =
  /\bhow much (money |cash )?(did|have|do) i (invest|invested|put in|have invested|have put in)\b|\bhow much (money|cash) (did|have) i (add|added)\b|\bquanto (dinheiro )?(e que )?(eu )?(ja )?(investi|coloquei|meti|pus|tenho investido|tenho aplicado|tenho metido|tenho colocado|tenho posto)\b|\bquanto dinheiro (e que )?(eu )?(ja )?(acrescentei|adicionei|juntei|tenho acrescentado|tenho adicionado|tenho juntado)\b/;

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
export const accountsAsked =
  /\b(?:(?:which|what|list|show|how many) (?:of )?(?:my )?(?:\w+ )?accounts|(?:which|what) account (?:has|holds|is|had)|(?:qual|que) (?:e )?a conta (?:com|que tem|onde tenho)|(?:my|the) (?:\w+ )?accounts?(?! (?:of|for|to)\b)|accounts? (?:do|did|have) i|(?:bank|brokerage|savings|investment|retirement) accounts?|(?:quais|que|quantas) (?:sao )?(?:as )?(?:minhas )?contas|(?:as )?minhas contas|contas (?:que )?(?:eu )?tenho|contas? (?:bancarias?|a ordem|poupanca|de (?:investimento|poupanca|reforma|titulos|corretagem)))\b(?! (?:d[aoe]s?|para|a pagar|por pagar)\b)/;

/** What an account holds, asked for as such ("what do I have in …", "what's in …", "how much do I have in …", "o que tenho na …", "quanto tenho na …", "que ações tenho na …"). */
export const accountContentsAsked =
  /\b(?:what (?:do|did) i (?:have|own|hold|keep)|how much (?:do i have|have i got|is there)|quanto (?:e que )?(?:eu )?(?:tenho|ha)|what have i got|what is (?:there )?in|o que (?:e que )?(?:eu )?(?:tenho|ha|esta|guardo)|que (?:ativos|acoes|fundos|etfs|investimentos|posicoes) (?:e que )?(?:eu )?tenho)\b/;

/**
 * The money one holds, asked for as such ("how much money do I have?", "quanto dinheiro tenho?", "quanto tenho em
 * caixa?"), as a balance ("what's my balance?", "qual é o meu saldo?") or as what is not invested ("how much money is
 * not invested?", "tenho dinheiro disponível?"), not what is in one asset class.
 */
export const moneyHeld =
  /\b(?:how much money (?:do i have|have i got|is there)|quanto dinheiro (?:e que )?(?:eu )?(?:tenho|ha)|quanto (?:e que )?(?:eu )?tenho (?:parad[oa]s? |guardad[oa]s? |disponive(?:l|is) )?(?:em|de) (?:dinheiro|liquidez|cash|caixa|saldo)|how much (?:do i have|have i got) in cash|(?:what is|how much is|what are|show me) my (?:cash |account )?balances?|(?:qual (?:e )?|quanto e |quais sao )(?:o )?(?:meu saldo|os meus saldos)|(?:qual|quanto) (?:e )?o saldo d[ao]s? (?:minhas? |meus? )?(?:conta|contas|carteira|corretora)|(?:what is|what s) the balance (?:of|in|on) my (?:account|accounts)|(?:money|cash) (?:is |that is )?(?:not|un) ?invested|(?:money|cash) (?:do i have )?available|available (?:money|cash)|dinheiro (?:\w+ )?(?:nao investido|por investir|disponivel|parado))\b(?! (?:in|em|nas|nos) (?:stocks|bonds|equities|etfs|funds|crypto|acoes|obrigacoes|fundos|cripto\w*)\b)/;


/**
 * A ticker written as one ("VWCE", "AAPL", "BRK.B"): two to six capitals or digits, not a word of the question's
 * grammar, a finance abbreviation or a word of a known topic ("IRS", "LDL").
 */
const notTickers = new Set(["I", "US", "USA", "UK", "EU", "EUA", "ETF", "ETFS", "PDF", "TWR", "MWR", "XIRR", "IRR", "YTD", "EUR", "USD", "GBP", "OK", "PT", "EN"]);
export const tickersIn = (question: Question): ReadonlyArray<string> => {
  // "Q2", "Q3 2024": the words of a date are no ticker.
  const dateWords = new Set(question.dates.flatMap((range) => range.text.split(/\s+/)));
  return [...question.spelled.matchAll(/(?<![\p{L}\d])[A-Z][A-Z0-9]{1,5}(?:\.[A-Z])?(?![\p{L}\d])/gu)]
    .map((match) => match[0])
    .filter((word) => !notTickers.has(word) && !isTopicWord(word) && !dateWords.has(word));
};

/** "qual o peso da VWCE?", "what share of my portfolio is Apple?", "quanto representa a Apple na carteira?": one holding's weight. */
export const weightRequest = /\b(weights?|weighs|pesos?|pesa|percentage|percentagem|porcentagem|share of|what part|que parte|quanto representa|how much of my portfolio)\b/;
/** Asset classes, which a weight question asks of the allocation, not of one holding. */
export const assetClassWords = /\b(stocks?|shares|equities|equity|bonds?|etfs?|funds?|cash|acoes|obrigacoes|fundos?|dinheiro|liquidez)\b/;

/** "how is VWCE doing?", "como está o VWCE?", "what's AAPL worth?", "quanto estou a ganhar na EDP?": a ticker and a question of how it stands. */
export const assetState = /\b(how (is|are|s) .+ (doing|going|performing)|am i (?:up|down|making|losing|gaining|earning)\b|(?:estou|estamos) (?:a )?(?:ganhar|perder|ganhando|perdendo)\b|how (is|are) \S+\s*$|(what s|what is) .+ (worth|price|at)|como (esta|estao|vai|vao|anda|andam)\b|quanto (vale|valem|esta|estao)|preco|cotacao|price|average cost|cost basis|custo medi[oa]|break ?even)/;

/**
 * Words that ask how one asset stands ("how much is my Apple worth?", "did I lose money on Tesla?", "quanto valem as
 * ações da Apple?", "how much did I put into Apple?"): with a name in the question, its line of the holdings, or that it is not held.
 */
export const assetCue =
  /\b(shares?|stocks?|acoes|worth|vale|valem|lose|lost|losing|perdi|perder|ganhei|made|make|making|gain|gained|gains|lucro|lucrei|price|preco|cotacao|own|tenho|cost|custo|invest|invested|investi|investido|investida|put|pus|coloquei|meti|apliquei)\b/;

/** A region or a sector named as such ("Europe", "Estados Unidos", "Tech"): a slice of the portfolio, no asset. */
export const placeOrSector = (name: string): boolean => {
  const folded = foldText(name);
  return new RegExp(`^(?:${regionNames.source})$`).test(folded) || new RegExp(`^(?:${sectorNames.source})$`).test(folded);
};

/** Capitalised words that are no asset: months, weekdays, holidays and their words ("buy presents before Christmas", "before New Year's Eve", "antes do Natal"), currencies and kinds of fund. */
const notAnAsset =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|janeiro|fevereiro|marco|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|xmas|eve|day|new|year['’]?s|easter|carnival|natal|p[aá]scoa|carnaval|consoada|r[eé]veillon|i|eur|usd|etfs?|etcs?|etns?|reits?)$/i;

const holidayNamed = new RegExp(`(?<![\\p{L}\\p{N}])(?:${namedHolidayWords})(?![\\p{L}\\p{N}])`, "giu");
/** The words of the holidays a text names ("Valentine's", "Day", "Dia", "Pais"): capitalised, yet no asset. */
const holidayWordsIn = (text: string): ReadonlySet<string> => new Set([...text.matchAll(holidayNamed)].flatMap((match) => match[0].toLowerCase().split(/\s+/u)));
const noAsset = (question: Question): ((name: string) => boolean) => {
  const holiday = holidayWordsIn(question.text);
  return (name) => notAnAsset.test(name) || holiday.has(name.toLowerCase());
};

/** The capitalised names of a question that may be assets: not a month, weekday, holiday, region, sector or the word opening a sentence. */
export const assetNames = (question: Question): ReadonlyArray<string> => {
  if (!assetCue.test(question.normalized)) return [];
  const notOne = noAsset(question);
  return question.names.filter((name) => !notOne(name) && !placeOrSector(name));
};

/**
 * A wish to buy or sell, or a question whether to ("I want to sell all my KO", "should I sell my Microsoft shares?",
 * "quero vender as minhas ações da Apple", "devo vender a EDP?", or asked to ("buy 10 shares of Apple", "vende as
 * minhas KO", "can you sell my EDP shares?", "você pode vender as minhas ações da EDP?"): neither done nor advised, but the
 * holding is shown.
 */
export const tradeWish =
  /^(?:please |por favor |can you |could you |podes |pode )?(?:buy|sell|compra|vende|compre|venda|comprar|vender)(?:-me)? (?!history|historico)|\b(?:i (?:want|would like|wanna|am going|plan|am planning|am thinking(?: about| of)?|need|intend) to (?:sell|buy|dump|get rid of|offload)|i (?:will|am going to) (?:sell|buy)|(?:should|shall|can|could|must) i (?:sell|buy|dump|keep|hold)|should i (?:move|transfer|put|invest|withdraw|switch|take out|add)\b|(?:sell|buy) (?:all|some|half|part) (?:of )?my|thinking (?:about|of) (?:selling|buying)|(?:quero|queria|gostava de|gostaria de|vou|estou a pensar em|estou pensando em|penso|pretendo|tenciono|preciso de|preciso) (?:vender|comprar|desfazer-me|me desfazer|livrar-me|me livrar)|(?:devo|deveria|devia|sera que devo) (?:vender|comprar|manter|ficar com|por|meter|colocar|transferir|mudar|passar|investir|levantar|tirar)\b|(?:vendo|compro) (?:ja |agora |ou nao |tudo )?(?:a |o |as |os )?(?:minhas? |meus? )?(?:acoes|posicao|[a-z]{2,5}\b)|(?:is|are) (?:\S+ ){1,3}(?:a )?good (?:buy|investment|time to (?:buy|sell))|(?:worth|time to) (?:buying|selling)|(?:can|could|would|will) you (?:please )?(?:sell|buy|trade)\b|(?:sell|buy) (?:it|them|these|those|my \S+(?: shares| stock)?) for me|i want you to (?:sell|buy)|(?:voce |vc |tu )?(?:pode|podes|poderia|poderias|podia|consegue|consegues|conseguia|conseguiria|conseguirias)(?: me)? (?:vender|comprar|negociar)\b|quero que (?:voce |tu )?(?:vendas|venda|compres|compre)\b|vale a pena (?:comprar|vender|investir)|(?:e|sera|seria) (?:um |uma )?(?:bom|boa) (?:investimento|compra|altura para (?:comprar|vender)))/;

/** The assets a question names by ticker or capitalised name (not a month, weekday or the sentence's first word). */
export const namedAssets = (question: Question): ReadonlyArray<string> => {
  const notOne = noAsset(question);
  return [...tickersIn(question), ...question.names.filter((name) => !notOne(name))];
};


/** Sectors named as themselves ("exposure to tech", "exposição a tecnologia"): a question of the allocation by sector. */
export const sectorNames =
  /\b(tech|technology|technologies|tecnologia|tecnologias|tecnologicas?|healthcare|health care|pharma|farmaceutic\w*|energy|energia|utilities|financials|banks|banca|bancos|consumer (?:staples|discretionary|goods)|consumo|industrials|industria|industriais|real estate|imobiliario|materials|materiais|telecom\w*|communications?|comunicacoes)\b/;


/** Regions named as themselves ("exposure to the US", "exposição aos Estados Unidos"): a question of the allocation by region. */
export const regionNames = new RegExp(`\\b(${placeWords})\\b`);

/**
 * "what's my biggest position?", "my smallest holding", "qual é a minha menor posição?", "o maior investimento", "which
 * holding weighs the most?", "qual é a posição com o maior peso?": the holdings ranked by their value.
 */
export const sizeRequest =
  /\b(?:biggest|largest|smallest|tiniest) (?:holding|position|investment|asset|stock|share|etf|fund)s?\b|\btop (?:\w+ )?(?:holding|position|investment|asset|stock|share|etf|fund)s\b|\b(?:maior|maiores|menor|menores|mais pequen[oa]s?) (?:posicao|posicoes|investimento|investimentos|ativo|ativos|acao|acoes|etf|etfs|fundo|fundos)\b|\b(?:posicao|posicoes|investimento|investimentos|ativo|ativos) (?:maior|maiores|menor|menores|mais pequen[oa]s?)\b|\bwhat do i (?:own|hold|have) (?:the )?(?:most|least) of\b|\b(?:holding|position|investment|asset|stock|etf|fund)s? (?:with the|that has the|that have the|has the|have the) (?:biggest|largest|highest|smallest|lowest) (?:weight|share)\b|\b(?:holding|position|investment|asset|stock|etf|fund)s? (?:that )?(?:weighs?|counts?) (?:the )?(?:most|least)\b|\b(?:posicao|posicoes|investimento|investimentos|ativo|ativos|acao|acoes|etf|etfs|fundo|fundos) (?:com|que tem|que têm) (?:o )?(?:maior|menor) peso\b|\b(?:posicao|posicoes|investimento|investimentos|ativo|ativos|acao|acoes|etf|etfs|fundo|fundos) (?:que )?(?:mais|menos) pesa|\b(?:posicao|posicoes|investimento|investimentos|ativo|ativos|acao|acoes|etf|etfs|fundo|fundos) (?:que )?pesa(?:m)? (?:mais|menos)\b|\bwhere is most of my money\b|\bonde (?:esta|tenho) (?:a maior parte|mais) (?:do )?(?:meu )?dinheiro\b/;

/** The lower end asked for: "smallest", "least", "menor", "mais pequena". */
export const lowEndAsked = /\b(?:smallest|tiniest|least|menor|menores|mais pequen[oa]s?|worst|bottom|pior|piores|menos pesa|pesam? menos)\b/;

/**
 * "and the smallest?", "what about the worst?", "e a menor?", "e o pior?": the previous ranking again, from the other
 * end (or the same end: "and the biggest?"), or further down it ("and the third?", "e a segunda maior?", "e a seguinte?").
 */
export const superlativeFollowUp = new RegExp(
  `^(?:and|what about|how about|e|e quanto a|e qual (?:e|foi)) (?:the |a |o |os |as |my |a minha |o meu )?(?:${ordinal} )?(?:(?:smallest|tiniest|biggest|largest|best|worst|menor|menores|maior|maiores|melhor|melhores|pior|piores|mais pequen[oa]s?)|${ordinal}|next|seguinte|proxim[oa])(?: one| ones| holding| holdings| position| positions| posicao| posicoes| investimento| investimentos| ativo| ativos)?\\s*\\??$`,
);

/** Currencies named as such ("in dollars", "em dólares", "USD"): an allocation by currency when weighed. */
export const currencyWords = /\b(?:dollars?|dolar|dolares|usd|euros?|eur|gbp|pounds?|libras?|sterling|francos?|francs?|chf|yen|ienes?|jpy|reais|real(?! estate)|brl|reals)\b/;

/** "what's my average cost for KO?", "qual o preço médio da MSFT?" (read "media" when corrected so), "break-even": the cost of a unit held. */
export const averageCostAsked = /\b(?:average (?:cost|price|buy price|purchase price)|cost basis|cost per (?:share|unit)|break ?even|(?:custo|preco) medi[oa]|preco de compra medi[oa]|custo por (?:acao|unidade))\b/;

/**
 * "how many stocks do I own?", "quantas ações tenho?", "how many positions do I have?": the number of positions held
 * (not the units of one: "how many shares of VWCE?" names it).
 */
export const positionsCountAsked =
  /\bhow many (?:different )?(?:stocks|positions|holdings|etfs|funds|assets|investments|companies) (?:do i|have i|am i|i|(?:are|is) (?:there )?(?:in|on|held)|in|on|held|inside|does|has)\b|\bnumber of (?:different )?(?:stocks|positions|holdings|etfs|funds|assets|investments|companies)\b|\bnumero de (?:acoes|posicoes|ativos|etfs|fundos|empresas|investimentos)\b|\bquant[oa]s (?:acoes|posicoes|ativos|etfs|fundos|empresas|investimentos) (?:diferentes )?(?:e que )?(?:eu )?(?:tenho|possuo|detenho|ha|existem|estao|tem|no|na|nos|nas|em)\b/;

/**
 * "when was my last dividend?", "qual foi o último dividendo?", "taxes on dividends", "retenção na fonte": dividends,
 * interest or the tax withheld on them, as the activities that recorded them.
 */
export const incomeActivityAsked =
  /\b(?:(?:tax|taxes|impostos?|withholding|retencao)(?: \w+){1,4} (?:on|sobre|dos|nos|de) (?:(?:my|os|meus|the) )?(?:dividends|dividendos|juros|interest)|(?:last|latest|most recent|previous) (?:dividend|interest)(?: payment)?s?|when (?:was|did i (?:get|receive)) (?:my |the )?(?:last |latest )?(?:dividend|interest)|ultim[oa]s? (?:dividendos?|pagamentos? de (?:dividendos|juros))|quando (?:e que )?(?:recebi|foi) (?:o )?(?:ultimo )?dividendo|(?:taxes|tax|impostos?|withholding|retencao(?: na fonte)?) (?:on|sobre|dos|nos|de|paid on) (?:(?:my|os|the) )?(?:dividends|dividendos|juros|interest)|withholding tax|dividend tax(?:es)?|retencao na fonte)\b/;

/** "do I have too much cash?", "what's my cash percentage?", "how much of my portfolio is in cash?", "quanto da carteira está em dinheiro?": cash as a share of the whole. */
export const cashShareAsked =
  /\b(?:(?:too much|too little|enough|a lot of|lots of) cash|cash (?:percentage|share|weight|ratio|allocation)|(?:percentage|share) (?:of|in) cash|(?:demasiado|pouco) dinheiro (?:parado|em caixa|em liquidez|por investir)|(?:demasiada|pouca) liquidez|percentagem (?:de|em) (?:dinheiro|liquidez))\b|\b(?:how much|(?:what|which) (?:part|share|portion|proportion|percentage|fraction)) of (?:my |the )?(?:portfolio|money|investments|wealth|savings) (?:is|are) (?:sitting |held |kept )?(?:in |as )?(?:cash|uninvested)\b|\b(?:quanto|(?:que|qual a) (?:parte|percentagem|porcentagem|fracao|proporcao)) d[ao] (?:minha |meu |minhas |meus )?(?:carteira|dinheiro|patrimonio|investimentos|poupancas) (?:e que )?(?:esta|e|fica|estao|sao) (?:parad[oa] )?(?:em )?(?:dinheiro|liquidez|caixa|numerario)\b/;

/**
 * The account a question about holdings names ("my holdings in the US broker", "what do I have in my Degiro account?",
 * "o que tenho na conta Corretora?"), as the tools match it (part of its name); undefined when none is named.
 */
export const holdingsAccount = (question: Question): string | undefined => {
  const said = /\b(?:in|on|at|na|no|em)\s+(?:the\s+|my\s+|a\s+minha\s+|o\s+meu\s+|minha\s+|meu\s+|a\s+|o\s+)?(?:(?:conta|corretora)\s+([\p{L}\d·'’ -]{1,30}?)|([\p{L}\d·'’ -]{1,30}?)\s+account|([\p{L}\d·'’ -]{1,30}?\s+(?:broker|brokerage)))\s*[?.!]*$/iu.exec(question.spelled.trim());
  const name = (said?.[1] ?? said?.[2] ?? said?.[3])?.trim();
  // "in each account", "em cada conta", "in all my accounts": every account, none named.
  return name === undefined || name === "" || /^(?:each|every|all|any|both|cada|todas|qualquer|ambas)$/i.test(name) ? undefined : name;
};

/** Income asked year by year ("my dividends by year", "dividendos por ano", "annual interest"): every year's. */
export const perYearAsked = /\b(?:(?:by|per|each|every) year|yearly|annual(?:ly)?|year by year|por ano|cada ano|anua(?:l|is)|anualmente|ano a ano)\b/;

/** Income asked month by month ("my monthly dividends", "dividendos por mês", "each month"): the last twelve months'. */
export const perMonthAsked = /\b(?:(?:by|per|a|each|every) month|monthly|month by month|por mes|cada mes|mensa(?:l|is)|mensalmente|mes a mes)\b/;

/** Which holdings pay ("which of my stocks pay dividends?", "quais ações me pagam dividendos?"): every payer since the start. */
export const payersAsked =
  /\b(?:which|what) (?:of my )?(?:stocks|shares|holdings|assets|etfs|funds|companies|investments) (?:pay|paid|give|gave)\b|\b(?:quais|que) (?:das minhas )?(?:acoes|ativos|empresas|etfs|fundos|investimentos) (?:e que )?(?:me )?(?:pagam|pagaram|dao|deram|distribuem)\b/;

/** How risky the portfolio is ("is my portfolio too risky?", "a minha carteira é arriscada?", "how much risk am I taking?"): a judgement LifeOS leaves to the person. */
export const riskAsked = /\b(?:risky|riskier|riskiest|risk|risks|arriscad[oa]s?|risco|riscos)\b/;

/** "how much did I deposit this year?", "how much money have I withdrawn?", "quanto é que levantei?", "how much did I sell this year?", "quanto comprei?": money put in, taken out, or traded. */
const moneyMovedPlainly = /\b(how much (money |cash )?(did|have) i (deposit|deposited|withdraw|withdrawn|withdrew|put in|put into|paid in|paid into|take out|taken out|took out|sell|sold|buy|bought)|quanto (dinheiro )?(e que )?(eu )?(ja )?(depositei|levantei|saquei|transferi|vendi|comprei)|(my )?total (deposits?|withdrawals?)|total (deposited|withdrawn)|(o )?total (de|dos) (meus )?(depositos|levantamentos|saques))\b|\b(?:did|have) i (?:withdraw|withdrawn|withdrew|take|taken|took|deposit|deposited|put) (?:any |some )?(?:money|cash)\b|\b(?:did|have) i (?:made|make) (?:any |a )?(?:deposits?|withdrawals?)\b|\b(?:were|was|are|is) there (?:any |a )?withdrawals?\b|\b(?:did i withdraw|have i withdrawn) (?:anything|something)\b|\b(?:levantei|retirei|saquei|tirei|depositei) (?:algum )?dinheiro\b|\b(?:fiz|houve|tive) (?:algum |alguns |alguma |algumas )?(?:saques?|retiradas?)\b/;

/**
 * "fiz algum levantamento este ano?", "houve depósitos?", "any withdrawals this year?", "did I make any transfers?": a
 * withdrawal, a deposit or a transfer only with a money word, after a question of money or from one who has a portfolio
 * (`moneyMoved` then reads it so); otherwise a "levantamento" may be a survey (in Brazil), a "deposit" a security
 * deposit and a "transfer" one of a flight, the journal's.
 */
export const maybeMoneyMoved =
  /\b(?:fiz|houve|tive) (?:algum |alguns |alguma |algumas |um |uma )?(?:levantamentos?|depositos?|transferencias?)\b|\b(?:any|there (?:a|any)|(?:did|have) i (?:made|make) (?:any |a )?) ?(?:deposits?|withdrawals?|transfers?)\b|\b(?:did|have) i (?:transfer|transferred) (?:any |some )?(?:money|cash)\b/;
/**
 * Words that make a "levantamento", a "deposit" or a "transfer" another kind than money moved ("levantamento de dados",
 * "a survey at work", "a security deposit", "airport transfer"): the journal's even for one with a portfolio.
 */
export const otherKindMoved =
  /\b(?:dados|data|survey|surveys|inqueritos?|questionarios?|pesquisas?|estudos?|campo|topografic[oa]s?|trabalho|work|job|emprego|clientes?|precos|security|caucao|fianca|rental|aluguer|aluguel|renda|senhorio|landlord|apartment|flat|apartamento|airport|aeroporto|hotel|voo|flight|bagagem|luggage|carro|car)\b/;
/** The words that make a "levantamento" or a "depósito" one of money ("de dinheiro", "no multibanco", "da conta", "em euros"). */
export const moneyWords = /\b(?:dinheiro|cash|numerario|contas?|banco|multibanco|caixa|atm|euros?|reais|dolares|corretora)\b/;
export const moneyMoved = new RegExp(`${moneyMovedPlainly.source}|${maybeMoneyMoved.source}`);
/** A question of money moved that only `maybeMoneyMoved` reads so, and so needs a money word, a conversation of money or a portfolio. */
export const moneyMovedOnlyMaybe = (normalized: string): boolean => !moneyMovedPlainly.test(normalized) && maybeMoneyMoved.test(normalized) && !moneyWords.test(normalized) && !finance.test(normalized);

/**
 * A split by a dimension of the portfolio ("distribuição por setor", "how is it split by region?", "breakdown by asset
 * class", "repartição por moeda"): the allocation, though "distribution" or "split" alone names no money.
 */
export const splitByDimension =
  /\b(?:distribuicao|distribution|distributed|split|breakdown|broken down|spread|reparticao|repartid[oa]s?|divisao|dividid[oa]s?)\b.*\b(?:by|per|por|across|entre) (?:sectors?|setor(?:es)?|sector(?:es)?|industr(?:y|ies)|regions?|regiao|regioes|countr(?:y|ies)|pais(?:es)?|geograph\w*|asset class(?:es)?|class(?:e|es) de ativos?|instruments?|instrumentos?|currenc(?:y|ies)|moedas?)\b/;
