import type { Language } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { percent, text } from "./portfolioFormat.js";

/** "is VWCE better than MSFT?", "KO vs EDP", "a EDP está pior do que a KO?", "compara a Apple com a Tesla": holdings weighed against each other. */
export const holdingsCompared = /\b(?:better|worse|vs|versus|compared?|comparison|comparing|outperform\w*|melhor|pior|compar\w*)\b/;

/**
 * Two or more holdings compared: which is doing better on cost (its unrealised gain over what it cost), before each one's
 * line. No judgement of which to keep; empty when fewer than two of them have a figure.
 */
export const comparedLead = (rows: ReadonlyArray<Data>, question: Question): string => {
  if (!holdingsCompared.test(question.normalized)) return "";
  const language: Language = question.language;
  const measured = rows.filter((row) => row["unrealisedGainPercent"] !== null && Number.isFinite(Number(row["unrealisedGainPercent"])));
  if (measured.length < 2) return "";
  const ranked = [...measured].sort((a, b) => Number(b["unrealisedGainPercent"]) - Number(a["unrealisedGainPercent"]));
  const [best, ...rest] = ranked;
  const others = rest.map((row) => `${percent(row["unrealisedGainPercent"], language)} ${text("for", "de")(language)} ${String(row["symbol"])}`).join(", ");
  return text(
    `On cost, ${String(best!["symbol"])} is doing ${ranked.length === 2 ? "better" : "best"}: ${percent(best!["unrealisedGainPercent"], language)}, against ${others}.\n`,
    `Face ao custo, ${String(best!["symbol"])} está melhor: ${percent(best!["unrealisedGainPercent"], language)}, contra ${others}.\n`,
  )(language);
};
