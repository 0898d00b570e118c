import { counted } from "../../models/offline/answerText.js";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";
import { foldText } from "../../models/offline/question/normalizeText.js";
import { accountWordsIn, knownAccountsIn } from "./knownAccounts.js";
import { assetsNamedIn, symbolsAsked } from "./knownAssets.js";
import { finance } from "./portfolioPatterns.js";
import { baseCurrencyTotal } from "./baseCurrencyTotal.js";

/**
 * "how much have I paid in fees?", "quanto paguei de comissões?", "total trading costs this year": what the person paid
 * in fees, asked as an amount. A broker charges most of them on each trade (the activity's `fee`), some as charges of
 * their own (FEE activities), so both are read.
 */
const feeWords = /\b(?:fees?|commissions?|brokerage (?:costs?|charges?)|trading costs?|transaction costs?|comissoes|comissao|corretagem|custos (?:de )?(?:transacao|negociacao|corretagem)|taxas de corretagem)\b/;
/** Paid, not to be paid: "how much are the gym's fees?" asks a price list, which a document holds. */
const paid = /\b(?:(?:have|did) i (?:pay|paid|spend|spent|been charged)|i(?: have|'ve)? paid|paid|spent|charged|paguei|pagamos|gastei|me cobraram|cobrad[oa]s?)\b/;
/** "quanto paguei de taxas?": Portuguese "taxas" are fees when paid, and no rate. */
const feesPaidPt = /\b(?:paguei|pago|pagamos|gastei) (?:em |de |d[ao]s? )?taxas\b/;

/** Words of a fee asked of the portfolio: paying, trading, the broker, the account, a total. */
const portfolioFeeWord =
  /^(?:trading|trade|trades|broker\w*|corretoras?|corretagem|total|all|amount|montante|accounts?|contas?|costs?|custos?|charges?|pay|paid|paying|pago|paguei|pagamos|pagar|gastei|spent|spend|charged|cobrad\w*|taxas?|cobraram|much|quanto)$/;

/**
 * Fees of something else named ("how much are the gym fees?", "quanto pago de taxas no ginásio?", "what are the school
 * fees?"): a price list or a bill, which a document holds, not the portfolio's fee activities. A word of the question
 * that is no fee, payment, finance or trading word, no account or asset of the person's names that service or place.
 */
export const otherFeesAsked = (question: Question): boolean => {
  const asked = question.normalized;
  if (!feeWords.test(asked) && !/\b(?:taxas?|mensalidades?)\b/.test(asked)) return false;
  const accountWords = accountWordsIn(question);
  const assets = new Set(symbolsAsked(question).map((symbol) => symbol.toLowerCase()));
  return question.topicWords.some((word) => {
    const folded = foldText(word);
    return !feeWords.test(folded) && !portfolioFeeWord.test(folded) && !finance.test(folded) && !accountWords.has(folded) && !assets.has(folded) && assetsNamedIn(question, word).length === 0 && !/^mensalidades?$/.test(folded);
  });
};

/** Fees that are paid, or asked of the portfolio by another of its words ("fees" alone is one, and no proof). */
export const feesAsked = (question: Question): boolean => {
  if (otherFeesAsked(question)) return false;
  const asked = question.normalized;
  const otherFinance = finance.test(asked.replace(new RegExp(feeWords.source, "g"), " ")) || /\b(?:trading|broker\w*|corretoras?)\b/.test(asked);
  // "what are my fees this year?", "as minhas comissões": one's own fees are those paid.
  const own = /\b(?:my|meus|minhas) (?:\w+ )?(?:fees|commissions|comissoes)\b/.test(asked);
  return (feeWords.test(asked) && (paid.test(asked) || otherFinance || own)) || feesPaidPt.test(asked);
};

/** The trades and fee charges over the period the question names, to add their fees up (`feesAnswer`). */
export const feesCall = (question: Question): PlannedCall => {
  // "what fees did I pay on my KO trades?", "comissões da EDP": that holding's trades only (a fee charged on its own has none).
  const accountWords = accountWordsIn(question);
  const symbols = symbolsAsked(question).filter((symbol) => !accountWords.has(symbol.toLowerCase()));
  const accounts = knownAccountsIn(question);
  return {
    name: "search_activities",
    arguments: {
      types: symbols.length === 1 ? ["BUY", "SELL"] : ["BUY", "SELL", "FEE"],
      ...(symbols.length === 1 ? { symbol: symbols[0]! } : {}),
      ...(accounts.length === 1 ? { account: accounts[0]! } : {}),
      ...(question.range === null ? {} : { from: question.range.from, to: question.range.to }),
      limit: 200,
    },
  };
};

/**
 * The fees of the activities listed: each trade's fee and each fee charge, added up per currency, with how many trades
 * paid one; when the list was cut, that the sum is of the newest only.
 */
export const feesAnswer = (data: Data, question: Question, asked: Readonly<Record<string, unknown>> = {}): string => {
  const language = question.language;
  // The holding or account the fees were asked of, said with the sum.
  const of = [asked["symbol"], asked["account"]].filter((name): name is string => typeof name === "string");
  const on = of.length === 0 ? "" : ` (${of.join(", ")})`;
  const rows = (data["activities"] as ReadonlyArray<Data> | undefined) ?? [];
  const onTrades = new Map<string, number>();
  const charged = new Map<string, number>();
  let trades = 0;
  const add = (sums: Map<string, number>, currency: unknown, value: unknown) => {
    const number = Number(value);
    if (value === null || value === undefined || !Number.isFinite(number) || number === 0) return false;
    sums.set(String(currency), (sums.get(String(currency)) ?? 0) + Math.abs(number));
    return true;
  };
  for (const row of rows) {
    if (row["type"] === "FEE") add(charged, row["currency"], row["amount"] ?? row["fee"]);
    else if (add(onTrades, row["currency"], row["fee"])) trades += 1;
  }
  const listed = (sums: Map<string, number>) => [...sums].map(([currency, value]) => amount(value, currency, language)).join(" + ");
  const total = new Map(onTrades);
  for (const [currency, value] of charged) total.set(currency, (total.get(currency) ?? 0) + value);
  // Fees in several currencies: their whole in the base currency too, from each one's fee (or charge) converted.
  const inBase = baseCurrencyTotal(
    rows.map((row) => (row["type"] === "FEE" && row["amount"] !== null && row["amount"] !== undefined ? { ...row, feeBase: row["amountBase"] } : row)),
    "feeBase",
    data["baseCurrency"],
    language,
    (row) => Number(row["type"] === "FEE" ? (row["amount"] ?? row["fee"]) : row["fee"]) !== 0,
  );
  if (total.size === 0) return text(`No fees are recorded on your trades${on} or as charges of their own.`, `Não há comissões guardadas nas suas operações${on} nem cobradas à parte.`)(language);
  const more = data["nextCursor"] !== null && data["nextCursor"] !== undefined;
  const parts =
    charged.size === 0 ? text(`on ${counted(trades, "trade", "trades")}`, `em ${counted(trades, "operação", "operações")}`)(language)
    : onTrades.size === 0 ? text("all charged on their own", "todas cobradas à parte")(language)
    : text(`${listed(onTrades)} on ${counted(trades, "trade", "trades")} and ${listed(charged)} charged on their own`, `${listed(onTrades)} em ${counted(trades, "operação", "operações")} e ${listed(charged)} cobrados à parte`)(language);
  return more
    ? text(`Your ${rows.length} newest trades and charges paid ${listed(total)} in fees${on}, ${parts}; there are more, which the Portfolio page lists.`, `As suas ${rows.length} operações e cobranças mais recentes pagaram ${listed(total)} de comissões${on}, ${parts}; há mais, que a página Carteira mostra.`)(language)
    : text(`You paid ${listed(total)}${inBase} in fees${on}, ${parts}.`, `Pagou ${listed(total)}${inBase} de comissões${on}, ${parts}.`)(language);
};
