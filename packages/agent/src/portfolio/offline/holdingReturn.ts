import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, gainOrLoss, percent, text } from "./portfolioFormat.js";
import { namedRows } from "./namedRows.js";
import { signed } from "./realisedGains.js";
import { gainYesOrNo } from "./gainVerdict.js";

/**
 * How one holding did or what it earned, with no period named ("how has KO done?", "how did MSFT perform?", "what did
 * I earn from MSFT?", "what has EDP made me?", "como se saiu a KO?", "quanto ganhei com a MSFT?", "quanto me rendeu a
 * EDP?"): its price move, its dividends and what its sales realised, together. How it stands ("how is KO doing?") is
 * its line of the holdings; its dividends named ("quanto rendeu a KO em dividendos?") are its income alone.
 */
const returnWords =
  /^(?!.*\b(?:dividends?|dividendos?|interest|juros)\b).*\b(?:how (?:has|did|have) (?:my )?\S+ (?:done|do|performed|perform|fared|fare|gone|go)|(?:what|how much) (?:money )?(?:did|have) i (?:earn|earned|make|made|get|got|gain|gained) (?:from|on|with|in)|(?:what|how much) (?:has|did) (?:my )?\S+ (?:earned|earn|made|make) me|quanto (?:dinheiro )?(?:e que )?(?:eu )?(?:ja )?(?:ganhei|lucrei) (?:com|n[ao]s?)|quanto (?:e que )?(?:me )?(?:rendeu|deu)|como (?:e que )?(?:se saiu|se sairam|correu|tem corrido|se tem saido)|o que (?:e que )?(?:eu )?ganhei com)\b/;

export const holdingReturnAsked = (question: Question, tickers: ReadonlyArray<string>): boolean => tickers.length === 1 && question.range === null && returnWords.test(question.normalized);

/** Its line of the holdings, every payment it made, and the data check. */
export const holdingReturnCalls: ReadonlyArray<PlannedCall> = [
  { name: "get_holdings", arguments: {} },
  { name: "get_income", arguments: { from: "1900-01-01" } },
  { name: "get_health_status", arguments: {} },
];

/**
 * The holding's whole return since it was bought: the price move not yet realised (on its cost), the dividends it paid
 * and the gain its sales realised, added. Null when the holdings and the income were not both read or it is not held.
 */
export const holdingReturnAnswer = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  if (!returnWords.test(question.normalized)) return null;
  const held = results.find((result) => result.success && result.name === "get_holdings")?.data;
  const paid = results.find((result) => result.success && result.name === "get_income")?.data;
  if (held === undefined || paid === undefined) return null;
  const row = namedRows(held, [question])[0];
  if (row === undefined) return null;
  const language = question.language;
  const base = held["baseCurrency"];
  const symbol = String(row["symbol"]);
  const unrealised = Number.isFinite(Number(row["unrealisedGain"])) ? Number(row["unrealisedGain"]) : Number(row["marketValue"]) - Number(row["costBasis"]);
  const realised = Number(row["realisedGain"] ?? 0);
  const dividends = Number(((paid["byAsset"] as ReadonlyArray<Data> | undefined) ?? []).find((payer) => String(payer["symbol"]).toUpperCase() === symbol.toUpperCase())?.["amount"] ?? 0);
  if (![unrealised, realised, dividends].every(Number.isFinite)) return null;
  const total = unrealised + realised + dividends;
  const position = text(
    `${decimal(row["quantity"], language)} units worth ${amount(row["marketValue"], base, language)}, cost ${amount(row["costBasis"], base, language)}`,
    `${decimal(row["quantity"], language)} unidades valem ${amount(row["marketValue"], base, language)}, custaram ${amount(row["costBasis"], base, language)}`,
  )(language);
  const onCost = text(`${percent(row["unrealisedGainPercent"], language)} on cost`, `${percent(row["unrealisedGainPercent"], language)} face ao custo`)(language);
  // "did I make money on EDP?": yes or no first.
  const answer = gainYesOrNo(question, total);
  return [
    // The total as a gain or a loss in words; its parts below keep their signs, to be added up.
    answer === null
      ? text(`${symbol} in all since you bought it: ${gainOrLoss(total, base, language)}.`, `${symbol} no total desde que comprou: ${gainOrLoss(total, base, language)}.`)(language)
      : text(
          `${answer}: in all since you bought it, ${symbol} ${total < 0 ? "lost you" : "made you"} ${amount(Math.abs(total), base, language)}.`,
          `${answer}: ${total < 0 ? "perdeu" : "ganhou"} ${amount(Math.abs(total), base, language)} com ${symbol} no total desde que comprou.`,
        )(language),
    `- ${text("Price, not yet realised", "Cotação, ainda não realizado")(language)}: ${signed(unrealised, base, language)} (${onCost}; ${position})`,
    `- ${text("Dividends", "Dividendos")(language)}: ${signed(dividends, base, language)}`,
    ...(realised === 0 ? [] : [`- ${text("Realised on sales", "Realizado nas vendas")(language)}: ${signed(realised, base, language)}`]),
  ].join("\n");
};
