import { counted } from "../../models/offline/answerText.js";
import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, text } from "./portfolioFormat.js";
import type { Question } from "../../models/offline/question/Question.js";
import { baseCurrencyTotal } from "./baseCurrencyTotal.js";

/** What an activity moved: its amount, or for a trade recorded without one its quantity at its price (fees apart). */
const tradedAmount = (row: Data): number | undefined => {
  if (row["amount"] !== null && row["amount"] !== undefined && Number.isFinite(Number(row["amount"]))) return Number(row["amount"]);
  const value = Number(row["quantity"]) * Number(row["unitPrice"]);
  return row["quantity"] === null || row["quantity"] === undefined || row["unitPrice"] === null || row["unitPrice"] === undefined || !Number.isFinite(value) ? undefined : value;
};

/** "how much did I pay in fees?", "how many dividends did I get?": the listed amounts added up per currency, before the list. */
const activityTotal = (rows: ReadonlyArray<Data>, more: boolean, question: Question, base?: unknown): string => {
  if (!/\b(how much|how many|quanto|quant[oa]s|what (?:\w+ )?did i (pay|spend|deposit|withdraw|get|receive)|o que (paguei|gastei|depositei|levantei|recebi)|total|soma|sum)\b/.test(question.normalized)) return "";
  // Activities of several kinds (a sale, a dividend, a purchase) add up to nothing asked: a sum is of one kind.
  if (new Set(rows.map((row) => row["type"])).size > 1) return "";
  const sums = new Map<string, number>();
  for (const row of rows) {
    const value = tradedAmount(row);
    if (value === undefined) continue;
    sums.set(String(row["currency"]), (sums.get(String(row["currency"])) ?? 0) + value);
  }
  if (sums.size === 0) return "";
  // "8,000.00 USD + 9,200.00 EUR": with the whole in the base currency after it.
  const total = [...sums].map(([currency, value]) => amount(value, currency, question.language)).join(" + ") + baseCurrencyTotal(rows, "amountBase", base, question.language, (row) => tradedAmount(row) !== undefined);
  return more
    ? text(`The ${rows.length} newest add up to ${total} (there are more; the Portfolio page lists them all).`, `As ${rows.length} mais recentes somam ${total} (há mais; a página Carteira mostra-as todas).`)(question.language)
    : text(`In total: ${total}.`, `No total: ${total}.`)(question.language);
};

const activityTypeNames: Readonly<Record<string, readonly [string, string]>> = {
  BUY: ["buy", "compra"],
  SELL: ["sell", "venda"],
  DIVIDEND: ["dividend", "dividendo"],
  INTEREST: ["interest", "juros"],
  DEPOSIT: ["deposit", "depósito"],
  WITHDRAWAL: ["withdrawal", "retirada"],
  TRANSFER_IN: ["transfer in", "transferência recebida"],
  TRANSFER_OUT: ["transfer out", "transferência enviada"],
  FEE: ["fee", "comissão"],
  TAX: ["tax", "imposto"],
  SPLIT: ["split", "desdobramento"],
};

/** One activity or draft as a line: its date, type, asset, quantity × price and amount, in the language's number format. */
export const activityLine = (row: Data, language: Language): string => {
  const names = activityTypeNames[String(row["type"])];
  const type = names === undefined ? String(row["type"]) : names[language === "pt" ? 1 : 0];
  const symbol = row["symbol"] === null || row["symbol"] === undefined ? "" : String(row["symbol"]);
  const traded = row["quantity"] === null || row["quantity"] === undefined ? "" : `${decimal(row["quantity"], language)} × ${decimal(row["unitPrice"], language, 2)} ${String(row["currency"])}`;
  const money = row["amount"] === null || row["amount"] === undefined ? "" : amount(row["amount"], row["currency"], language);
  return `${String(row["date"])} ${type} ${symbol} ${traded}${traded !== "" && money !== "" ? ", " : " "}${money}`.replace(/\s+/g, " ").trim();
};

/** The activities a list shows: the card holds them all. */
const shownActivities = 10;

/** Activities of one kind in words, one and many in each language, and whether the Portuguese word is feminine. */
interface KindWords {
  readonly en: readonly [string, string];
  readonly pt: readonly [string, string];
  readonly feminine: boolean;
}

const anyKind: KindWords = { en: ["activity", "activities"], pt: ["atividade", "atividades"], feminine: true };

/** The kinds of activity named: purchases, sales, trades (both), dividends, deposits, withdrawals or activities (any other). */
const kindsOf = (types: ReadonlyArray<string>): KindWords => {
  const asked = new Set(types);
  if (asked.size === 1 && asked.has("BUY")) return { en: ["purchase", "purchases"], pt: ["compra", "compras"], feminine: true };
  if (asked.size === 1 && asked.has("SELL")) return { en: ["sale", "sales"], pt: ["venda", "vendas"], feminine: true };
  if (asked.size === 2 && asked.has("BUY") && asked.has("SELL")) return { en: ["trade", "trades"], pt: ["operação", "operações"], feminine: true };
  if (asked.size === 1 && asked.has("DIVIDEND")) return { en: ["dividend", "dividends"], pt: ["dividendo", "dividendos"], feminine: false };
  if (asked.size === 1 && asked.has("DEPOSIT")) return { en: ["deposit", "deposits"], pt: ["depósito", "depósitos"], feminine: false };
  if (asked.size === 1 && asked.has("WITHDRAWAL")) return { en: ["withdrawal", "withdrawals"], pt: ["retirada", "retiradas"], feminine: true };
  if (asked.size === 4 && ["DEPOSIT", "WITHDRAWAL", "TRANSFER_IN", "TRANSFER_OUT"].every((type) => asked.has(type)))
    return { en: ["deposit, withdrawal or transfer", "deposits, withdrawals or transfers"], pt: ["depósito, retirada ou transferência", "depósitos, retiradas ou transferências"], feminine: true };
  return anyKind;
};

/** The kinds of activity a search asked for, named (`kindsOf`), in the plural. */
const kindsSearched = (types: unknown): readonly [string, string] => {
  const kind = kindsOf(Array.isArray(types) ? types.map(String) : []);
  return [kind.en[1], kind.pt[1]];
};

/** The lead of the one activity asked for, by the kinds searched: "Your latest sale:", "A sua última compra:". */
const latestLeads: Readonly<Record<string, readonly [string, string]>> = {
  BUY: ["Your latest purchase:", "A sua última compra:"],
  SELL: ["Your latest sale:", "A sua última venda:"],
  "BUY,SELL": ["Your latest trade:", "A sua última operação:"],
  DIVIDEND: ["Your latest dividend:", "O seu último dividendo:"],
  DEPOSIT: ["Your latest deposit:", "O seu último depósito:"],
  WITHDRAWAL: ["Your latest withdrawal:", "A sua última retirada:"],
};

const latestLead = (types: unknown, language: Language): string => {
  const key = Array.isArray(types) ? types.map(String).sort().join(",") : "";
  const [english, portuguese] = latestLeads[key] ?? ["Your latest activity:", "A sua última atividade:"];
  return language === "pt" ? portuguese : english;
};

/**
 * Nothing found: what was searched for is said ("No trades of AAPL are recorded.", "Não constam compras na carteira
 * nesse período."), so a search of one asset or kind does not read as a failed search of everything.
 */
const noneFound = (args: Readonly<Record<string, unknown>>, language: Language): string => {
  const symbol = typeof args["symbol"] === "string" && args["symbol"] !== "" ? args["symbol"] : undefined;
  if (symbol === undefined && args["types"] === undefined) return text("No activities match.", "Nenhuma atividade corresponde.")(language);
  const [en, pt] = kindsSearched(args["types"]);
  const period = args["from"] !== undefined || args["to"] !== undefined;
  return text(
    `No ${en}${symbol === undefined ? "" : ` of ${symbol}`} are recorded${period ? " in that period" : ""}.`,
    `Não constam ${pt}${symbol === undefined ? "" : ` de ${symbol}`} na carteira${period ? " nesse período" : ""}.`,
  )(language);
};

export const activities = (data: Data, question: Question, args: Readonly<Record<string, unknown>> = {}): string => {
  const language = question.language;
  const rows = (data["activities"] as ReadonlyArray<Data> | undefined) ?? [];
  if (rows.length === 0) return noneFound(args, language);
  // "when did I last sell?": the one asked for, as such, not a list of one.
  if (args["limit"] === 1) return `${latestLead(args["types"], language)} ${activityLine(rows[0]!, language)}`;
  const more = data["nextCursor"] !== null && data["nextCursor"] !== undefined;
  const shown = rows.slice(0, shownActivities);
  // The list says how many it shows of how many found, named by their kind when all are of one: "20 activities; the 10
  // newest:", "3 sales, newest first:", "More than 20 deposits; …".
  const kind = kindsOf(rows.map((row) => String(row["type"])));
  const [one, many] = kind.en;
  const [um, varios] = kind.pt;
  const head =
    !more && shown.length === rows.length
      ? text(`${counted(rows.length, one, many)}, newest first:`, `${counted(rows.length, um, varios)}, ${kind.feminine ? "da mais recente" : "do mais recente"}:`)
      : text(`${more ? "More than " : ""}${counted(rows.length, one, many)}; the ${shown.length} newest:`, `${more ? "Mais de " : ""}${counted(rows.length, um, varios)}; ${kind.feminine ? "as" : "os"} ${shown.length} mais recentes:`);
  return [activityTotal(rows, more, question, data["baseCurrency"]), head(language), ...shown.map((row) => `- ${activityLine(row, language)}`)].filter((line) => line !== "").join("\n");
};

