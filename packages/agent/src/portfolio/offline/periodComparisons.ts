import type { Language } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";

/** "This year vs last year": each period's dividends and interest, and how much more or less the first had. */
export const incomeComparison = (results: ReadonlyArray<ToolResultView>, question: Question): string => {
  const language = question.language;
  const periods = results.map((result) => result.data);
  const base = periods[0]!["baseCurrency"];
  const lines = periods.map((data) =>
    language === "pt"
      ? `- De ${String(data["from"])} a ${String(data["to"])}: ${amount(data["total"], base, language)} (${amount(data["dividends"], base, language)} em dividendos, ${amount(data["interest"], base, language)} em juros)`
      : `- ${String(data["from"])} to ${String(data["to"])}: ${amount(data["total"], base, language)} (${amount(data["dividends"], base, language)} in dividends, ${amount(data["interest"], base, language)} in interest)`,
  );
  const [first, second] = periods.map((data) => Number(data["total"]));
  const difference = first! - second!;
  const change = second! === 0 ? "" : ` (${percent(difference / second!, language)})`;
  const verdict =
    difference === 0
      ? text("The same in both.", "O mesmo nos dois.")(language)
      : language === "pt"
        ? `O primeiro período rendeu ${amount(Math.abs(difference), base, language)} ${difference > 0 ? "a mais" : "a menos"} do que o segundo${change}.`
        : `The first period brought ${amount(Math.abs(difference), base, language)} ${difference > 0 ? "more" : "less"} than the second${change}.`;
  // A period still running (to today) is compared as it stands.
  const running = periods.some((data) => String(data["to"]) >= question.today)
    ? text(" A period that ends today is not over yet.", " Um período que acaba hoje ainda não terminou.")(language)
    : "";
  return [text("Dividends and interest received:", "Dividendos e juros recebidos:")(language), ...lines, `${verdict}${running}`].join("\n");
};

/** "This year's return vs last year's": each period's time-weighted return in one line, before each period's figures. */
export const performanceComparison = (results: ReadonlyArray<ToolResultView>, language: Language): string => {
  const periods = results.flatMap((result) => {
    const report = result.data["report"] as Data | null | undefined;
    return report === null || report === undefined ? [] : [report];
  });
  const said = periods.map((report) =>
    text(
      `${percent((report["twr"] as Data)["cumulative"], language)} from ${String(report["from"])} to ${String(report["to"])}`,
      `${percent((report["twr"] as Data)["cumulative"], language)} de ${String(report["from"])} a ${String(report["to"])}`,
    )(language),
  );
  return text(`Time-weighted return: ${said.join("; ")}.`, `Rentabilidade ponderada no tempo: ${said.join("; ")}.`)(language);
};
