import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { percent, text } from "./portfolioFormat.js";

/**
 * The lines under a period's plain sentence (`get_performance`'s report): the time-weighted return, the money-weighted
 * one and the largest fall, each said in plain words a first-time reader follows with its short name after it (TWR,
 * MWR, max drawdown) for one who knows them; every figure kept. The money-weighted return is over the period when it
 * is shorter than a year (a month's +1% raised to a year's +13% says what did not happen), a yearly rate otherwise.
 */
export const returnLines = (report: Data, language: Language): string => {
  const twr = report["twr"] as Data;
  const mwr = report["mwr"] as Data;
  const drawdown = report["drawdown"] as Data;
  const shortPeriod = Date.parse(String(report["to"])) - Date.parse(String(report["from"])) < 365 * 86_400_000 && typeof mwr["periodic"] === "number";
  const money = text("Return on your money, counting when you put it in or took it out", "Rentabilidade do seu dinheiro, contando quando o pôs ou retirou")(language);
  const mwrLine = !("annualised" in mwr)
    ? text(`${money} (MWR): could not be worked out (${String(mwr["reason"])})`, `${money} (MWR): não foi possível calcular (${String(mwr["reason"])})`)(language)
    : shortPeriod
      ? text(`${money} (money-weighted, MWR): ${percent(mwr["periodic"], language)}`, `${money} (ponderada pelo dinheiro, MWR): ${percent(mwr["periodic"], language)}`)(language)
      : text(`${money}, as a yearly rate (money-weighted, annualised MWR): ${percent(mwr["annualised"], language)}`, `${money}, em taxa anual (ponderada pelo dinheiro, MWR anualizada): ${percent(mwr["annualised"], language)}`)(language);
  return [
    text(
      `How the investments themselves did, leaving aside the money put in or taken out (time-weighted, TWR): ${percent(twr["cumulative"], language)}`,
      `Rentabilidade dos investimentos em si, sem contar o dinheiro posto ou retirado (ponderada no tempo, TWR): ${percent(twr["cumulative"], language)}`,
    )(language),
    mwrLine,
    text(`Largest fall from a high along the way (max drawdown): ${percent(drawdown["maxDrawdown"], language)}`, `Maior descida desde um máximo ao longo do período (queda máxima): ${percent(drawdown["maxDrawdown"], language)}`)(language),
  ].map((line) => `- ${line}`).join("\n");
};
