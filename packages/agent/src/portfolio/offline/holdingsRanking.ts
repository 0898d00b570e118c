import { counted } from "../../models/offline/answerText.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, gainOrLoss, percent, text } from "./portfolioFormat.js";
import { currenciesNamed, worthCurrencyAsked } from "./exchangeRates.js";
import { lowEndAsked, rankingRequest, sizeRequest, superlativeFollowUp } from "./portfolioPatterns.js";
import { nextRankAsked, rankAsked, rankWord } from "./ordinalRank.js";
import type { RankedKind } from "./rankedKind.js";
import { capitalisedNoun, holdingsOfKind, kindNoun, noneOfKindLine, rankedKindAsked, yourKind } from "./rankedKind.js";

/** What a ranking of the holdings is by (their gain on cost or their value), whether the lower end was asked for, and the place asked (1 for the top). */
interface RankingAsked {
  readonly by: "gain" | "value";
  readonly low: boolean;
  readonly rank: number;
}

/**
 * "which one is doing worst?", "which of them did best?", "qual está a correr pior?", "qual deles vai melhor?": a ranking
 * by gain with no holding named, which only a conversation about the portfolio makes one of its holdings.
 */
export const whichOneRanked =
  /^(?:and |e )?(?:(?:which|what)(?: one| of them| of those)?(?: is| has| did| was| are)?(?: (?:doing|done|performing|performed|going|gone))?(?: the)? (?:best|worst)|qual(?: deles| delas| e que)?(?: (?:esta|anda|vai|foi|tem|teve))?(?: (?:a correr|correndo|indo|a ir|a render|rendendo))?(?: o)? (?:melhor|pior))\b/;

const worstGain = /\b(worst|bottom|losers?|loss|losses|pior|piores|menor|perdas?|prejuizos?|caiu|cairam|desceu|desceram|perdeu|perderam|fell|dropped|lost|went down)\b/;
const superlativeNamed = /\b(?:smallest|tiniest|biggest|largest|best|worst|menor|menores|maior|maiores|melhor|melhores|pior|piores|mais pequen[oa]s?)\b/;

/**
 * The ranking a question asks for: "best/worst performing" by gain, "biggest/smallest position" by value, and, after a
 * ranking, "and the smallest?" by value and "e a pior?" by gain, from the end named now; "and the third?", "e a
 * seguinte?" further down the same one. A place named ("my second biggest position", "a terceira maior posição") is
 * that place. Null for any other question.
 */
export const rankingAsked = (question: Question): RankingAsked | null => {
  const text = question.normalized;
  const rank = rankAsked(text);
  const before = superlativeFollowUp.test(text) && question.previous !== null ? rankingAsked(question.previous) : null;
  if (before !== null && nextRankAsked.test(text)) return { ...before, rank: Math.min(10, before.rank + 1) };
  if (before !== null && !superlativeNamed.test(text)) return { ...before, rank };
  if (before !== null) return { by: /\b(?:best|worst|melhor|melhores|pior|piores)\b/.test(text) ? "gain" : "value", low: lowEndAsked.test(text), rank };
  if (rankingRequest.test(text) || whichOneRanked.test(text)) return { by: "gain", low: worstGain.test(text), rank };
  if (sizeRequest.test(text)) return { by: "value", low: lowEndAsked.test(text), rank };
  return null;
};

const numberWords: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
};
const number = `(\\d{1,2}|${Object.keys(numberWords).join("|")})`;
/** How many holdings a ranking asks for: "my top 3 holdings", "my 2 biggest positions", "as minhas duas melhores posições". */
const countPattern = new RegExp(`\\b(?:top|bottom) ${number}\\b|\\b${number} (?:biggest|largest|smallest|best|worst|top|maiores|menores|melhores|piores)\\b`);

/** The number of holdings the question asks for (1 to 10), or `fallback` when it names none. */
const countAsked = (question: Question, fallback: number): number => {
  const match = countPattern.exec(question.normalized);
  const said = match?.[1] ?? match?.[2];
  if (said === undefined) return fallback;
  const count = numberWords[said] ?? Number(said);
  return Math.min(10, Math.max(1, count));
};

/** Holdings ranked by their gain on cost, for "best/worst performing": the best first unless the worst were asked for. */
const byGain = (data: Data, question: Question, worst: boolean, rank: number, kind: RankedKind): string | null => {
  const language = question.language;
  const one = kindNoun(kind, language);
  const many = kindNoun(kind, language, true);
  const none = text(`None of your ${many}`, `${kind.feminine ? "Nenhuma" : "Nenhum"} ${one}`)(language);
  const rows = ((data["holdings"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => typeof row["unrealisedGainPercent"] === "number");
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => (worst ? 1 : -1) * (Number(a["unrealisedGainPercent"]) - Number(b["unrealisedGainPercent"])));
  const line = (row: Data) =>
    `- ${String(row["symbol"])}: ${percent(row["unrealisedGainPercent"], language)} ${language === "pt" ? "face ao custo" : "on cost"} (${amount(row["marketValue"], data["baseCurrency"], language)})`;
  const title =
    language === "pt" ? `${capitalisedNoun(many)} com ${worst ? "pior" : "melhor"} desempenho (ganho ou perda não realizados, face ao custo):`
    : `Your ${worst ? "worst" : "best"} performing ${many} (unrealised gain or loss on cost):`;
  // "my biggest loser" with none below its cost: said so first, not a gain listed as a loss.
  const noneLosing = worst && Number(sorted[0]!["unrealisedGainPercent"]) >= 0;
  const lead = !noneLosing ? [] : [text(`${none} is below its cost.`, `${none} está abaixo do custo.`)(language)];
  if (rank > 1) return placeAnswer(sorted, rank, language, kind, (row) => {
    const end = text(worst ? "worst" : "best", worst ? "pior" : "melhor")(language);
    const said = `${percent(row["unrealisedGainPercent"], language)} ${text("on cost", "face ao custo")(language)} (${amount(row["marketValue"], data["baseCurrency"], language)})`;
    return text(`Your ${rankWord(rank, language)}${end} performing ${one} is ${String(row["symbol"])}: ${said}.`, `${yourKind(kind, language)} ${rankWord(rank, language, kind.feminine)}${one} com ${end} desempenho é ${String(row["symbol"])}: ${said}.`)(language);
  }, (row) => percent(row["unrealisedGainPercent"], language));
  // "what's my best investment?", "qual é a minha pior ação?": that one in a sentence, then the others.
  if (oneAsked(question)) return oneByGain(sorted, data, worst, language, kind);
  const shown = sorted.slice(0, countAsked(question, 3));
  // "best performing" with fewer holdings up than asked for: how many are up, and those below cost as such, not as the best.
  const up = shown.filter((row) => Number(row["unrealisedGainPercent"]) > 0);
  if (!worst && up.length < shown.length) return fewUp(up, shown.slice(up.length), rows.length, line, language, kind);
  return [...lead, title, ...shown.map(line)].join("\n");
};

/** One holding asked for ("my best investment", "a pior ação", "which one did worst?"), not several ("my best holdings", "as piores posições", "top 3"). */
const severalAsked = /\b(?:holdings|stocks|shares|positions|investments|assets|etfs|funds|performers|losers|winners|gainers|gains|losses|ganhos|perdas|ones|melhores|piores|posicoes|investimentos|acoes|ativos|fundos|quais)\b/;
const oneAsked = (question: Question): boolean => !severalAsked.test(question.normalized) && !countPattern.test(question.normalized);

/**
 * The best (or worst) holding by its gain on cost as one sentence, naming it first with its gain or loss in money and
 * percent, then the others as a short list; when none is on the side asked ("best" with every one below cost), that is
 * said in the sentence.
 */
const oneByGain = (sorted: ReadonlyArray<Data>, data: Data, worst: boolean, language: Question["language"], kind: RankedKind): string => {
  const [first, ...others] = sorted;
  const base = data["baseCurrency"];
  const gain = (row: Data) => Number(row["marketValue"]) - Number(row["costBasis"]);
  const onCost = (row: Data) => `${percent(row["unrealisedGainPercent"], language)} ${text("on cost", "face ao custo")(language)}`;
  const said = (row: Data) =>
    Number.isFinite(gain(row))
      ? `${onCost(row)} (${gainOrLoss(gain(row), base, language)}; ${text("worth", "vale")(language)} ${amount(row["marketValue"], base, language)})`
      : `${onCost(row)} (${text("worth", "vale")(language)} ${amount(row["marketValue"], base, language)})`;
  const percentOf = Number(first!["unrealisedGainPercent"]);
  const wrongSide = worst ? percentOf >= 0 : percentOf <= 0;
  const symbol = String(first!["symbol"]);
  const one = kindNoun(kind, language);
  const many = kindNoun(kind, language, true);
  const none = `${kind.feminine ? "Nenhuma" : "Nenhum"} ${one}`;
  const that = kind.feminine ? "a" : "o";
  // "my best ETF" with a single one held: that one, not a ranking of one.
  const head = sorted.length === 1
    ? text(`You have one ${one}, ${symbol}: ${said(first!)}.`, `Tem ${kind.feminine ? "uma" : "um"} só ${one}, ${symbol}: ${said(first!)}.`)(language)
    : wrongSide
    ? worst
      ? text(`None of your ${many} is below its cost; the one with the smallest gain is ${symbol}: ${said(first!)}.`, `${none} está abaixo do custo; ${that} que menos ganha é ${symbol}: ${said(first!)}.`)(language)
      : text(`None of your ${many} is above its cost; the least down is ${symbol}: ${said(first!)}.`, `${none} está acima do custo; ${that} que menos perde é ${symbol}: ${said(first!)}.`)(language)
    : text(`Your ${worst ? "worst" : "best"} performing ${one} is ${symbol}: ${said(first!)}.`, `${yourKind(kind, language)} ${one} com ${worst ? "pior" : "melhor"} desempenho é ${symbol}: ${said(first!)}.`)(language);
  if (others.length === 0) return head;
  return [head, text("The others:", kind.feminine ? "As outras:" : "Os outros:")(language), ...others.slice(0, 4).map((row) => `- ${String(row["symbol"])}: ${onCost(row)}`)].join("\n");
};

/**
 * One place of a ranking ("my second biggest position", "a terceira com pior desempenho"): its line, then the ones ahead
 * of it with `figure`; that there are not so many holdings when the place is past the last.
 */
const placeAnswer = (sorted: ReadonlyArray<Data>, rank: number, language: Question["language"], kind: RankedKind, head: (row: Data) => string, figure: (row: Data) => string): string => {
  const row = sorted[rank - 1];
  if (row === undefined) return text(`You have only ${counted(sorted.length, kindNoun(kind, language), kindNoun(kind, language, true))} to rank.`, `Só tem ${counted(sorted.length, kindNoun(kind, language), kindNoun(kind, language, true))} para ordenar.`)(language);
  const ahead = sorted.slice(0, rank - 1).map((other) => `${String(other["symbol"])} (${figure(other)})`).join(", ");
  return `${head(row)}\n${text("Ahead of it", kind.feminine ? "À frente dela" : "À frente dele")(language)}: ${ahead}.`;
};

/** The best performing asked with fewer holdings above cost than shown: how many are, then the rest as below cost, the least down first. */
const fewUp = (up: ReadonlyArray<Data>, down: ReadonlyArray<Data>, all: number, line: (row: Data) => string, language: Question["language"], kind: RankedKind): string => {
  const one = kindNoun(kind, language);
  const many = kindNoun(kind, language, true);
  const f = kind.feminine;
  const count =
    up.length === 0
      ? text(`None of your ${many} is above its cost.`, `${f ? "Nenhuma" : "Nenhum"} ${one} está acima do custo.`)(language)
      : text(`Only ${up.length} of your ${all} ${many} ${up.length === 1 ? "is" : "are"} above ${up.length === 1 ? "its" : "their"} cost:`, `Só ${up.length} ${f ? "das" : "dos"} ${all} ${many} ${up.length === 1 ? "está" : "estão"} acima do custo:`)(language);
  // "The others" only when every other one is shown; else the next ones, out of how many are below cost.
  const below = all - up.length;
  const order = f ? "da que menos perde para a que mais perde" : "do que menos perde para o que mais perde";
  const rest = text(
    up.length === 0 ? "The least below their cost:" : down.length < below ? `The next ${down.length} of the ${below} below their cost, the least down first:` : "The others are below their cost, the least down first:",
    up.length === 0 ? `${f ? "As" : "Os"} que estão menos abaixo do custo:`
    : down.length < below ? `${f ? "As" : "Os"} ${down.length} ${f ? "seguintes das" : "seguintes dos"} ${below} abaixo do custo, ${order}:`
    : `${f ? "As outras" : "Os outros"} estão abaixo do custo, ${order}:`,
  )(language);
  return [count, ...up.map(line), ...(down.length === 0 ? [] : [rest, ...down.map(line)])].join("\n");
};

/** A holding's value in its own currency: its quantity at its price (no exchange rate needed). */
const localValue = (row: Data): number => Number(row["quantity"]) * Number(row["price"]);

/** The holdings by value, the largest first (the smallest when `smallest`), of those priced in `within` when named. */
export const rankedByValue = (data: Data, smallest: boolean, within?: string): ReadonlyArray<Data> =>
  [...((data["holdings"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => Number.isFinite(Number(row["marketValue"])) && (within === undefined || row["currency"] === within))].sort(
    (a, b) => (smallest ? -1 : 1) * (Number(b["marketValue"]) - Number(a["marketValue"])),
  );

/**
 * Holdings ranked by their value, for "biggest/smallest position": the one asked for first, with its share of the
 * portfolio, then the next ones. A currency named ("my biggest holding in usd", "a maior posição em dólares") ranks
 * the holdings priced in it, with their value in it too; asked with its worth in it ("worth in dollars"), it is the
 * first one's value as `get_exchange_rates` converted it (`inCurrency`, said after it) instead.
 */
const byValue = (data: Data, question: Question, smallest: boolean, rank: number, kind: RankedKind, inCurrency = ""): string | null => {
  const language = question.language;
  const base = data["baseCurrency"];
  const currency = currenciesNamed(question)[0];
  const converted = currency !== undefined && currency !== base && worthCurrencyAsked(question) !== undefined;
  const within = currency !== undefined && !converted ? currency : undefined;
  const ranked = rankedByValue(data, smallest, within);
  const [first, ...next] = ranked.slice(rank - 1);
  if (rank > 1 && first === undefined && ranked.length > 0) return placeAnswer(ranked, rank, language, kind, () => "", () => "");
  if (first === undefined) return within === undefined ? null : text(`You hold nothing priced in ${within}.`, `Não tem nenhuma posição cotada em ${within}.`)(language);
  const share = (row: Data) => (typeof row["weight"] === "number" ? percent(row["weight"], language).replace("+", "") : null);
  const value = (row: Data) => (within === undefined || within === base || !Number.isFinite(localValue(row)) ? amount(row["marketValue"], base, language) : `${amount(localValue(row), within, language)} (${amount(row["marketValue"], base, language)})`);
  const which = text(
    `${rankWord(rank, language)}${smallest ? "smallest" : "biggest"} ${kindNoun(kind, language)}${within === undefined ? "" : ` priced in ${within}`}`,
    `${rankWord(rank, language, kind.feminine)}${smallest ? "menor" : "maior"} ${kindNoun(kind, language)}${within === undefined ? "" : ` cotad${kind.feminine ? "a" : "o"} em ${within}`}`,
  )(language);
  const head =
    language === "pt"
      ? `${yourKind(kind, language)} ${which} é ${String(first["symbol"])}: ${value(first)}${share(first) === null ? "" : `, ${share(first)} da carteira`} (${percent(first["unrealisedGainPercent"], language)} face ao custo).`
      : `Your ${which} is ${String(first["symbol"])}: ${value(first)}${share(first) === null ? "" : `, ${share(first)} of your portfolio`} (${percent(first["unrealisedGainPercent"], language)} on cost).`;
  const lead = inCurrency === "" ? head : `${head} ${inCurrency}`;
  if (rank > 1) return `${lead}\n${text("Ahead of it", kind.feminine ? "À frente dela" : "À frente dele")(language)}: ${ranked.slice(0, rank - 1).map((row) => `${String(row["symbol"])} (${value(row)})`).join(", ")}.`;
  if (next.length === 0) return lead;
  const title = language === "pt" ? "Depois:" : "Then:";
  const more = countAsked(question, 5) - 1;
  if (more === 0) return lead;
  return [lead, title, ...next.slice(0, more).map((row) => `- ${String(row["symbol"])}: ${value(row)}`)].join("\n");
};

const kinds = "(?:holdings?|stocks?|shares|positions?|investments?|assets?|etfs?|funds?|cryptos?|coins?)";
const tiposPt = "(?:acoes|acao|ativos?|posicoes|posicao|investimentos?|etfs?|fundos?|criptos?|criptomoedas?)";
/**
 * The holdings asked for by which way they went ("which holdings are losing money?", "que ações estão a perder
 * dinheiro?", "which stocks are up?", "quais ativos estão em lucro?"): every one below (or above) its cost.
 */
export const directionAsked = new RegExp(
  `\\b(?:(?:which|what)(?: of my)? ${kinds} (?:are|is) (?:losing|down|in the red|below (?:cost|what i paid)|making (?:a )?loss(?:es)?|gaining|up|in the green|above cost|in profit|making money)` +
    `|(?:quais?|que)(?: das minhas| dos meus)? ${tiposPt} (?:e que )?(?:estao|esta) (?:a perder|perdendo|(?:em|com) perda|no vermelho|abaixo do custo|a ganhar|ganhando|(?:em|no|com) lucro|no verde|acima do custo|a dar lucro|dando lucro|a dar prejuizo|dando prejuizo|(?:em|no|com) prejuizo))\\b`,
);
const downward = /\b(?:losing|down|red|below|loss|losses|perder|perdendo|perda|vermelho|abaixo|prejuizo)\b/;

/**
 * Every holding below its cost (or above it), as the question asks (`directionAsked`), of the kind it names ("which
 * stocks are losing money?": the stocks; that none is held, before every holding), or null when it asks no such thing.
 */
export const byDirection = (data: Data, question: Question): string | null => {
  const text = question.normalized;
  if (!directionAsked.test(text)) return null;
  const language = question.language;
  const down = downward.test(text);
  const asked = rankedKindAsked(question);
  const { rows: ofKind, kind, noneHeld } = holdingsOfKind((data["holdings"] as ReadonlyArray<Data> | undefined) ?? [], asked);
  const lead = noneHeld ? [noneOfKindLine(asked, language, true)] : [];
  const one = kindNoun(kind, language);
  const many = kindNoun(kind, language, true);
  const rows = ofKind.filter((row) => typeof row["unrealisedGainPercent"] === "number" && (down ? Number(row["unrealisedGainPercent"]) < 0 : Number(row["unrealisedGainPercent"]) > 0));
  const side = language === "pt" ? (down ? "abaixo" : "acima") : down ? "below" : "above";
  if (rows.length === 0)
    return [...lead, language === "pt" ? `${kind.feminine ? "Nenhuma" : "Nenhum"} ${one} está ${side} do custo.` : `None of your ${many} is ${side} its cost.`].join("\n");
  const sorted = [...rows].sort((a, b) => (down ? 1 : -1) * (Number(a["unrealisedGainPercent"]) - Number(b["unrealisedGainPercent"])));
  const title =
    language === "pt" ? `${counted(sorted.length, one, many)} ${side} do custo:`
    : `${counted(sorted.length, one, many)} ${side} ${sorted.length === 1 ? "its" : "their"} cost:`;
  return [...lead, title, ...sorted.map((row) => `- ${String(row["symbol"])}: ${percent(row["unrealisedGainPercent"], language)} ${language === "pt" ? "face ao custo" : "on cost"} (${amount(row["marketValue"], data["baseCurrency"], language)})`)].join("\n");
};

/**
 * "which holding lost the most money?", "qual ação me fez perder mais dinheiro?", "my biggest losses", "as maiores
 * perdas", "which one lost the most?": a loss or gain is money, so the ranking is by the amount, not the share; "worst
 * performing", "on cost" or "in percent" keep the share.
 */
const moneyAsked = /\b(?:money|dinheiro|euros?|dollars?|dolares|in value|em valor|loss|losses|gains?|lost the most|gained the most|made the most|perdas?|prejuizos?|ganhos?|lucros?|(?:perdeu|perderam|ganhou|ganharam|rendeu|renderam) mais)\b/;
const shareAsked = /\b(?:perform\w*|desempenho|percent\w*|percentag\w*|on cost|face ao custo|em percentagem)\b|%/;

/** Holdings ranked by their unrealised gain in money (value less cost), the largest loss first when `worst`. */
const byMoneyGain = (data: Data, question: Question, worst: boolean, kind: RankedKind): string | null => {
  const language = question.language;
  const gain = (row: Data) => Number(row["marketValue"]) - Number(row["costBasis"]);
  const rows = ((data["holdings"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => Number.isFinite(gain(row)));
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => (worst ? 1 : -1) * (gain(a) - gain(b))).filter((row) => (worst ? gain(row) < 0 : gain(row) > 0));
  const many = kindNoun(kind, language, true);
  const side = worst ? text("below", "abaixo")(language) : text("above", "acima")(language);
  if (sorted.length === 0) return text(`None of your ${many} is ${side} its cost.`, `${kind.feminine ? "Nenhuma" : "Nenhum"} ${kindNoun(kind, language)} está ${side} do custo.`)(language);
  const title = text(
    `Your ${many} that ${worst ? "lost" : "gained"} the most money (unrealised: value against cost):`,
    `${capitalisedNoun(many)} que mais dinheiro ${worst ? "perderam" : "ganharam"} (não realizado: valor face ao custo):`,
  )(language);
  const said = (row: Data) => `${gain(row) > 0 ? "+" : ""}${amount(gain(row), data["baseCurrency"], language)} (${percent(row["unrealisedGainPercent"], language)} ${text("on cost", "face ao custo")(language)})`;
  const line = (row: Data) => `- ${String(row["symbol"])}: ${said(row)}`;
  // "which holding lost the most money?": that one in a sentence, then the next ones.
  if (oneAsked(question)) {
    const [first, ...next] = sorted;
    const one = kindNoun(kind, language);
    const head = text(
      `Your ${one} that ${worst ? "lost" : "gained"} the most money (not yet realised: value against cost) is ${String(first!["symbol"])}: ${said(first!)}.`,
      `${kind.feminine ? "A" : "O"} ${one} que mais dinheiro ${worst ? "perdeu" : "ganhou"} (não realizado: valor face ao custo) é ${String(first!["symbol"])}: ${said(first!)}.`,
    )(language);
    return next.length === 0 ? head : [head, text("Then:", "Depois:")(language), ...next.slice(0, 2).map(line)].join("\n");
  }
  return [title, ...sorted.slice(0, countAsked(question, 3)).map(line)].join("\n");
};

/** The holdings ranked as the question asks ("best performing", "my smallest position", "and the worst?"), or null when it asks for no ranking. */
export const ranking = (data: Data, question: Question, inCurrency = ""): string | null => {
  const asked = rankingAsked(question);
  if (asked === null) return byDirection(data, question);
  // "my best ETF", "o pior fundo": the ranking of those, said with that word; of every holding when none is held.
  const askedKind = rankedKindAsked(question);
  const { rows, kind, noneHeld } = holdingsOfKind((data["holdings"] as ReadonlyArray<Data> | undefined) ?? [], askedKind);
  const of = { ...data, holdings: rows };
  const answer =
    asked.by === "gain" && asked.rank === 1 && moneyAsked.test(question.normalized) && !shareAsked.test(question.normalized) ? byMoneyGain(of, question, asked.low, kind)
    : asked.by === "gain" ? byGain(of, question, asked.low, asked.rank, kind)
    : byValue(of, question, asked.low, asked.rank, kind, inCurrency);
  return answer === null || !noneHeld ? answer : `${noneOfKindLine(askedKind, question.language)}\n${answer}`;
};
