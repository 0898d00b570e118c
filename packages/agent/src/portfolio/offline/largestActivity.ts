import type { Language } from "@lifeos/core";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { topPayerAsked } from "./topPayer.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";
import { symbolsAsked } from "./knownAssets.js";

/** The kinds of activity a superlative can ask of, by their words, with the types that record them and their names. */
const kinds: ReadonlyArray<{ readonly words: string; readonly types: ReadonlyArray<string>; readonly en: string; readonly pt: string; readonly feminine?: true }> = [
  { words: "dividends?|dividendos?|dividend payments?|pagamentos? de dividendos", types: ["DIVIDEND"], en: "dividend", pt: "dividendo" },
  { words: "interest payments?|pagamentos? de juros", types: ["INTEREST"], en: "interest payment", pt: "pagamento de juros" },
  { words: "deposits?|depositos?|aportes?", types: ["DEPOSIT"], en: "deposit", pt: "depósito" },
  { words: "withdrawals?|levantamentos?|saques?|resgates?|retiradas?", types: ["WITHDRAWAL"], en: "withdrawal", pt: "retirada", feminine: true },
  { words: "purchases?|buys?|compras?", types: ["BUY"], en: "purchase", pt: "compra", feminine: true },
  { words: "sales?|sells?|vendas?", types: ["SELL"], en: "sale", pt: "venda", feminine: true },
  { words: "trades?|transactions?|operacoes|operacao|transacoes|transacao", types: ["BUY", "SELL"], en: "trade", pt: "operação", feminine: true },
];
const high = "biggest|largest|highest|greatest|maior|maiores|mais alt[oa]s?";
const low = "smallest|lowest|tiniest|menor|menores|mais baix[oa]s?|mais pequen[oa]s?";
const first = "first|earliest|oldest|primeir[oa]s?|mais antig[oa]s?";
const kindWords = kinds.map((kind) => kind.words).join("|");
/** "what was my biggest dividend?", "qual foi o maior dividendo?", "o depósito mais alto", "my smallest purchase", "my first trade", "a primeira compra". */
const extremePattern = new RegExp(`\\b(?:(?:the |my |single |very )*(${high}|${low}|${first}) (?:single |ever )?(${kindWords})|(${kindWords}) (${high}|${low}|${first}))\\b`);
/** "when did I start investing?", "quando comecei a investir?", "desde quando invisto?": the first purchase. */
const startedInvesting = /\b(?:when did i (?:start|begin|first start) (?:investing|to invest|buying)|quando (?:e que )?(?:eu )?comecei a (?:investir|comprar)|desde quando (?:e que )?(?:eu )?invisto)\b/;

/**
 * "what is my oldest investment?", "my first holding", "qual é o meu investimento mais antigo?", "a minha posição mais
 * antiga": the asset bought first, from the purchases (the biggest investment is the holdings' to rank by value).
 */
const oldestHolding = new RegExp(
  `\\b(?:(?:${first}) (?:investments?|holdings?|positions?|assets?|investimentos?|posic(?:ao|oes)|ativos?)|(?:investimentos?|posic(?:ao|oes)|ativos?) (?:${first})` +
    // "which of my positions is the oldest?", "qual das minhas posições é a mais antiga?", "what did I buy first?"
    `|(?:which|what) (?:of my )?(?:investments?|holdings?|positions?|assets?|stocks?) (?:is|was) (?:the )?(?:oldest|first)` +
    `|(?:qual|que) (?:d[oa]s )?(?:meus |minhas )?(?:investimentos?|posic(?:ao|oes)|ativos?|acoes) (?:e|foi) (?:[oa] )?(?:mais antig[oa]|primeir[oa])` +
    `|what did i (?:buy|invest in) first|(?:o )?que (?:e que )?(?:eu )?comprei primeiro|em que (?:e que )?(?:eu )?investi primeiro)\\b`,
);
const investment = { words: "", types: ["BUY"], en: "investment", pt: "investimento" } as const;

/** A verb of buying or selling, for "when did I first buy VWCE?" ("comprei", "vendi"). */
const firstTraded = /\b(?:buy|bought|sell|sold|invest(?:ed)? in|comprei|comprar|vendi|vender|investi)\b/;

/** Which end a question asks: the largest, the smallest or the first. */
type End = "highest" | "lowest" | "first";

/** What a question asks the extreme of: the kind and which end, or undefined. */
export const largestActivityAsked = (question: Question): { readonly kind: (typeof kinds)[number]; readonly end: End; readonly holding?: true } | undefined => {
  if (oldestHolding.test(question.normalized)) return { kind: investment, end: "first", holding: true };
  if (startedInvesting.test(question.normalized)) return { kind: kinds.find((kind) => kind.en === "purchase")!, end: "first" };
  // "my biggest dividend payer": the asset that paid the most in all, not the biggest single payment.
  if (topPayerAsked.test(question.normalized)) return undefined;
  const match = extremePattern.exec(question.normalized);
  // "when did I first buy VWCE?", "quando comprei a EDP pela primeira vez?": the first purchase (or sale) of an asset of theirs.
  if (match === null && question.cues.has("firstTime") && symbolsAsked(question).length === 1) {
    const verb = firstTraded.exec(question.normalized)?.[0];
    if (verb !== undefined) return { kind: kinds.find((kind) => kind.en === (/^(?:sell|sold|vend)/.test(verb) ? "sale" : "purchase"))!, end: "first" };
  }
  if (match === null) return undefined;
  const said = match[2] ?? match[3]!;
  const end = match[1] ?? match[4]!;
  const kind = kinds.find((candidate) => new RegExp(`^(?:${candidate.words})$`).test(said));
  return kind === undefined ? undefined : { kind, end: new RegExp(`^(?:${low})$`).test(end) ? "lowest" : new RegExp(`^(?:${first})$`).test(end) ? "first" : "highest" };
};

/**
 * The activities of that kind over the period named (everything recorded when none is), to find the extreme among;
 * for the oldest investment, the holdings as well, so that one sold since is not named as held.
 */
export const largestActivityCalls = (question: Question): ReadonlyArray<PlannedCall> | undefined => {
  const asked = largestActivityAsked(question);
  if (asked === undefined) return undefined;
  // "my first purchase of VWCE": that asset's only.
  const symbols = asked.holding === true ? [] : symbolsAsked(question);
  const listed = { name: "search_activities", arguments: { types: asked.kind.types, ...(symbols.length === 1 ? { symbol: symbols[0]! } : {}), ...(question.range === null ? {} : { from: question.range.from, to: question.range.to }), limit: 200 } };
  return asked.holding === true ? [listed, { name: "get_holdings", arguments: {} }] : [listed];
};

/** An activity's money: its amount, or quantity × price for a trade. */
const valueOf = (row: Data): number => (row["amount"] === null || row["amount"] === undefined ? Number(row["quantity"]) * Number(row["unitPrice"]) : Math.abs(Number(row["amount"])));

/** Income comes from an asset ("55.20 USD from KO"); a purchase or a sale is of one ("475.00 EUR of VWCE"). */
const incomeTypes = new Set(["DIVIDEND", "INTEREST"]);

const line = (row: Data, language: Language): string =>
  text(
    `${amount(valueOf(row), row["currency"], language)}${row["symbol"] === null ? "" : ` ${incomeTypes.has(String(row["type"])) ? "from" : "of"} ${String(row["symbol"])}`} on ${String(row["date"])} (${String(row["account"])})`,
    `${amount(valueOf(row), row["currency"], language)}${row["symbol"] === null ? "" : ` de ${String(row["symbol"])}`} em ${String(row["date"])} (${String(row["account"])})`,
  )(language);

/**
 * "my oldest investment": of the purchases (newest first), the first of an asset still held, named with the purchase
 * that began it; the very first purchase, when its asset has been sold since, as an aside. Every purchase counts
 * when the holdings were not read.
 */
const oldestInvestment = (rows: ReadonlyArray<Data>, language: Language, held: ReadonlySet<string> | undefined): string => {
  const first = rows[rows.length - 1]!;
  const oldest = held === undefined ? first : rows.findLast((row) => held.has(String(row["symbol"])));
  const bought = (row: Data) =>
    text(
      `${String(row["symbol"])}, first bought on ${String(row["date"])} for ${amount(valueOf(row), row["currency"], language)} (${String(row["account"])})`,
      `${String(row["symbol"])}, comprado pela primeira vez em ${String(row["date"])} por ${amount(valueOf(row), row["currency"], language)} (${String(row["account"])})`,
    )(language);
  const purchase = text(
    `${String(first["symbol"])} on ${String(first["date"])} (${amount(valueOf(first), first["currency"], language)}, ${String(first["account"])})`,
    `${String(first["symbol"])} em ${String(first["date"])} (${amount(valueOf(first), first["currency"], language)}, ${String(first["account"])})`,
  )(language);
  if (oldest === undefined)
    return text(`You no longer hold anything you bought. Your first purchase was ${purchase}.`, `Já não tem nenhum dos ativos que comprou. A sua primeira compra foi ${purchase}.`)(language);
  const aside =
    String(first["symbol"]) === String(oldest["symbol"])
      ? ""
      : text(` Your first purchase of all was ${purchase}, which you have sold since.`, ` A sua primeira compra foi ${purchase}, que já vendeu.`)(language);
  return text(
    `Your oldest investment${aside === "" ? "" : " still held"} is ${bought(oldest)}.`,
    `O seu investimento mais antigo${aside === "" ? "" : " que ainda tem"} é ${bought(oldest)}.`,
  )(language) + aside;
};

/**
 * The largest (or smallest) activity listed, or the first, in each currency it was recorded in (amounts in two currencies are not
 * compared without a rate); that there is none, or that only the newest were read when the list was cut.
 */
export const largestActivityAnswer = (data: Data, question: Question, held?: ReadonlySet<string>): string => {
  const language = question.language;
  const asked = largestActivityAsked(question)!;
  const rows = ((data["activities"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => Number.isFinite(valueOf(row)));
  const name = language === "pt" ? asked.kind.pt : asked.kind.en;
  if (rows.length === 0) return text(`No ${name} is recorded${question.range === null ? "" : " in that period"}.`, `${asked.kind.feminine ? "Não há nenhuma" : "Não há nenhum"} ${name} ${asked.kind.feminine ? "guardada" : "guardado"}${question.range === null ? "" : " nesse período"}.`)(language);
  const more = data["nextCursor"] !== null && data["nextCursor"] !== undefined;
  // The list is newest first: the first is its last row, and only when the list is whole.
  if (asked.end === "first") {
    const oldest = rows[rows.length - 1]!;
    if (asked.holding === true && !more) return oldestInvestment(rows, language, held);
    return more
      ? text(`Of the ${rows.length} newest read, the oldest is ${line(oldest, language)}; there are older ones, which the Portfolio page lists.`, `Das ${rows.length} mais recentes lidas, a mais antiga é ${line(oldest, language)}; há mais antigas, que a página Carteira mostra.`)(language)
      : text(`Your first ${name}: ${line(oldest, language)}.`, `${asked.kind.feminine ? "A sua primeira" : "O seu primeiro"} ${name}: ${line(oldest, language)}.`)(language);
  }
  const lowest = asked.end === "lowest";
  const byCurrency = new Map<string, Data>();
  for (const row of rows) {
    const best = byCurrency.get(String(row["currency"]));
    if (best === undefined || (lowest ? valueOf(row) < valueOf(best) : valueOf(row) > valueOf(best))) byCurrency.set(String(row["currency"]), row);
  }
  const which = lowest ? text("smallest", "menor")(language) : text("biggest", "maior")(language);
  const found = [...byCurrency.values()];
  const head =
    found.length === 1
      ? text(`Your ${which} ${name}: ${line(found[0]!, language)}.`, `${asked.kind.feminine ? "A sua" : "O seu"} ${which} ${name}: ${line(found[0]!, language)}.`)(language)
      : [
          text(`Your ${which} ${name} in each currency (amounts in different currencies are not compared):`, `${asked.kind.feminine ? "A sua" : "O seu"} ${which} ${name} em cada moeda (valores em moedas diferentes não são comparados):`)(language),
          ...found.map((row) => `- ${String(row["currency"])}: ${line(row, language)}`),
        ].join("\n");
  return more ? `${head}\n${text(`Only the ${rows.length} newest were read; the Portfolio page lists them all.`, `Só foram lidas as ${rows.length} mais recentes; a página Carteira mostra-as todas.`)(language)}` : head;
};
