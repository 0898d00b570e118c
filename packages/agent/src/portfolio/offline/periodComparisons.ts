import type { Language } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, gainOrLoss, percent, text } from "./portfolioFormat.js";
import { dayInWords } from "./periodMove.js";

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

/** A period in words: "from 1 January 2026 to today", "de 1 de janeiro de 2025 a 31 de dezembro de 2025". */
const periodSaid = (report: Data, language: Language, today: string): string => {
  const from = dayInWords(String(report["from"]), language);
  const to = String(report["to"]);
  return to === today ? text(`from ${from} to today`, `de ${from} até hoje`)(language) : text(`from ${from} to ${dayInWords(to, language)}`, `de ${from} a ${dayInWords(to, language)}`)(language);
};

/** A difference of two returns in percentage points, unsigned: "8.03", "8,03". */
const points = (difference: number, language: Language): string => decimal(Math.round(Math.abs(difference) * 10_000) / 100, language, 2);

/**
 * "This year's return vs last year's": after each period's own figures (`periodMove` and `returnLines`), the
 * difference in plain words, the first period against each other one: how much better or worse its result was in
 * money, and how many percentage points the investments themselves did better or worse (time-weighted). Periods that
 * overlap ("last quarter against the whole year") share their money, so only their returns are set side by side.
 */
export const performanceComparison = (results: ReadonlyArray<ToolResultView>, question: Question): string | null => {
  const language = question.language;
  const periods = results.flatMap((result) => {
    const report = result.data["report"] as Data | null | undefined;
    return report === null || report === undefined ? [] : [report];
  });
  const [first, ...others] = periods;
  if (first === undefined || others.length === 0) return null;
  const base = first["baseCurrency"];
  const returnOf = (report: Data) => Number((report["twr"] as Data | undefined)?.["cumulative"]);
  const lines = others.map((other) => {
    const overlap = String(first["from"]) <= String(other["to"]) && String(other["from"]) <= String(first["to"]);
    const [mine, theirs] = [returnOf(first), returnOf(other)];
    const returns = `${percent(mine, language)} ${text("against", "contra")(language)} ${percent(theirs, language)}`;
    if (overlap)
      return text(
        `Side by side, how the investments themselves did, leaving aside the money put in or taken out (time-weighted, TWR): ${percent(mine, language)} ${periodSaid(first, language, question.today)} and ${percent(theirs, language)} ${periodSaid(other, language, question.today)}; the periods overlap, so their gains are not set against each other.`,
        `Lado a lado, a rentabilidade dos investimentos em si, sem contar o dinheiro posto ou retirado (ponderada no tempo, TWR): ${percent(mine, language)} ${periodSaid(first, language, question.today)} e ${percent(theirs, language)} ${periodSaid(other, language, question.today)}; os períodos sobrepõem-se, por isso os ganhos não se comparam.`,
      )(language);
    const [gain, otherGain] = [Number(first["gain"]), Number(other["gain"])];
    const money = gain - otherGain;
    const moneySaid =
      money === 0
        ? text(`the result was the same as ${periodSaid(other, language, question.today)}`, `o resultado foi o mesmo que ${periodSaid(other, language, question.today)}`)(language)
        : text(
            `the result was ${amount(Math.abs(money), base, language)} ${money > 0 ? "better" : "worse"} than ${periodSaid(other, language, question.today)} (${gainOrLoss(gain, base, language)} against ${gainOrLoss(otherGain, base, language)})`,
            `o resultado foi ${amount(Math.abs(money), base, language)} ${money > 0 ? "melhor" : "pior"} do que ${periodSaid(other, language, question.today)} (${gainOrLoss(gain, base, language)} contra ${gainOrLoss(otherGain, base, language)})`,
          )(language);
    // Set apart as the returns are said (to the hundredth of a percent), so the points add up to what is read.
    const rate = Math.round(mine * 10_000) / 10_000 - Math.round(theirs * 10_000) / 10_000;
    const rateSaid = !Number.isFinite(rate)
      ? ""
      : rate === 0
        ? text(`, and the investments themselves did the same, leaving aside the money put in or taken out (time-weighted, TWR: ${returns})`, `, e os investimentos em si renderam o mesmo, sem contar o dinheiro posto ou retirado (ponderada no tempo, TWR: ${returns})`)(language)
        : text(
            `, and the investments themselves did ${points(rate, language)} percentage points ${rate > 0 ? "better" : "worse"}, leaving aside the money put in or taken out (time-weighted, TWR: ${returns})`,
            `, e os investimentos em si renderam ${points(rate, language)} pontos percentuais ${rate > 0 ? "a mais" : "a menos"}, sem contar o dinheiro posto ou retirado (ponderada no tempo, TWR: ${returns})`,
          )(language);
    return text(`The difference: ${periodSaid(first, language, question.today)} ${moneySaid}${rateSaid}.`, `A diferença: ${periodSaid(first, language, question.today)} ${moneySaid}${rateSaid}.`)(language);
  });
  // A period still running (to today) is compared as it stands.
  const running = periods.some((report) => String(report["to"]) >= question.today) ? text(" A period that ends today is not over yet.", " Um período que acaba hoje ainda não terminou.")(language) : "";
  return `${lines.join("\n")}${running}`;
};
