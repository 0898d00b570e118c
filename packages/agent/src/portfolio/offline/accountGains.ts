import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";
import { dayInWords } from "./periodMove.js";

/**
 * "which account made the most money?", "which of my accounts did best?", "qual conta rendeu mais?", "que conta teve
 * o melhor desempenho?": the accounts weighed by what they made (or lost, "the worst"), not by what they hold.
 */
export const accountGainsAsked =
  /\b(?:which|what) (?:of my )?accounts? (?:has |have )?(?:made|makes|earned|earns|gained|gains|lost|loses|returned|did|does|performed|performs|is doing|has done|was) (?:the )?(?:most|least|best|worst|better|worse|more|less)\b|\b(?:qual|que) (?:das minhas )?(?:e |foi )?(?:a )?contas? (?:(?:e que )?(?:rendeu|rende|ganhou|ganha|deu|perdeu|perde|lucrou) (?:mais|menos)|(?:teve|tem) (?:o |a )?(?:melhor|pior|maior|menor) (?:desempenho|rentabilidade|retorno|ganho|lucro))\b/;

const worst = /\b(?:least|worst|worse|less|lost|loses|menos|pior|menor|perdeu|perde)\b/;

/** Each of the user's accounts' performance since the start, when they have two or more (at most six). */
export const accountGainsCalls = (question: Question): ReadonlyArray<PlannedCall> | undefined => {
  if (!accountGainsAsked.test(question.normalized) || question.accounts === null || question.accounts.length < 2) return undefined;
  return question.accounts.slice(0, 6).map((account) => ({ name: "get_performance", arguments: { account, period: "ALL" } }));
};

/**
 * The accounts ranked by their gain since the start (the value's change less the money put in), the one asked about
 * first, each with its time-weighted return. Null when fewer than two accounts were measured.
 */
export const accountGainsAnswer = (results: ReadonlyArray<ToolResultView>, question: Question): string | null => {
  const language = question.language;
  const measured = results.flatMap((result) => {
    const report = result.data["report"] as Data | null | undefined;
    return result.success && result.name === "get_performance" && typeof result.arguments["account"] === "string" && report !== null && report !== undefined && Number.isFinite(Number(report["gain"]))
      ? [{ account: String(result.data["account"] ?? result.arguments["account"]), report }]
      : [];
  });
  if (measured.length < 2) return null;
  const low = worst.test(question.normalized);
  const ranked = [...measured].sort((a, b) => (low ? Number(a.report["gain"]) - Number(b.report["gain"]) : Number(b.report["gain"]) - Number(a.report["gain"])));
  const base = ranked[0]!.report["baseCurrency"];
  const gain = (report: Data) => {
    const value = Number(report["gain"]);
    return value < 0 ? text(`a loss of ${amount(-value, base, language)}`, `uma perda de ${amount(-value, base, language)}`)(language) : text(`a gain of ${amount(value, base, language)}`, `um ganho de ${amount(value, base, language)}`)(language);
  };
  const twr = (report: Data) => percent((report["twr"] as Data | undefined)?.["cumulative"], language);
  const top = ranked[0]!;
  const lead = low
    ? text(`The account that made the least since it began is ${top.account}: ${gain(top.report)}.`, `A conta que rendeu menos desde o início é ${top.account}: ${gain(top.report)}.`)(language)
    : text(`The account that made the most since it began is ${top.account}: ${gain(top.report)}.`, `A conta que rendeu mais desde o início é ${top.account}: ${gain(top.report)}.`)(language);
  return [
    lead,
    text(
      "Each account since its start: its gain after the money put in or taken out, then how its investments themselves did, leaving that money aside (time-weighted, TWR):",
      "Cada conta desde o início: o ganho descontado o dinheiro posto ou retirado, e a rentabilidade dos investimentos em si, sem contar esse dinheiro (ponderada no tempo, TWR):",
    )(language),
    ...ranked.map(({ account, report }) => `- ${account}: ${gain(report)} ${text("since", "desde")(language)} ${dayInWords(String(report["from"]), language)}; ${text("the investments themselves", "os investimentos em si")(language)} ${twr(report)}`),
  ].join("\n");
};
