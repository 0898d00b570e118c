import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";

/** A day (YYYY-MM-DD) in words: "1 January 2026", "1 de janeiro de 2026" (alike in Brazil and Portugal). */
export const dayInWords = (day: string, language: Language): string => {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(language === "pt" ? "pt-BR" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
};

/**
 * A period's performance report in plain words: what the portfolio was worth at the start and at the end ("today"
 * when the period ends on `today`), the money put in more than taken out (or the other way round), and so the gain or
 * loss, every figure of the report kept. With `putInSaid` (the money put in was said just before it: "how much did I
 * invest last month?") that money is not said again, only counted in the gain.
 */
export const periodMove = (report: Data, language: Language, today: string, putInSaid = false): string => {
  const base = report["baseCurrency"];
  const money = (value: unknown) => amount(value, base, language);
  const to = String(report["to"]);
  const end = to === today ? text("today", "hoje")(language) : text(`on ${dayInWords(to, language)}`, `em ${dayInWords(to, language)}`)(language);
  const went = text(
    `Your portfolio went from ${money(report["startValue"])} on ${dayInWords(String(report["from"]), language)} to ${money(report["endValue"])} ${end}`,
    `A carteira passou de ${money(report["startValue"])} em ${dayInWords(String(report["from"]), language)} para ${money(report["endValue"])} ${end}`,
  )(language);
  const flows = Number(report["netFlows"]);
  const flowsSaid =
    !Number.isFinite(flows) || flows === 0
      ? text("on balance you put in as much as you took out", "no total colocou tanto quanto retirou")(language)
      : flows > 0
        ? text(`you put in ${money(flows)} more than you took out`, `colocou ${money(flows)} a mais do que retirou`)(language)
        : text(`you took out ${money(-flows)} more than you put in`, `retirou ${money(-flows)} a mais do que colocou`)(language);
  const gain = Number(report["gain"]);
  const result =
    gain < 0 ? text(`so the loss is ${money(-gain)}`, `por isso a perda é de ${money(-gain)}`)(language)
    : text(`so the gain is ${money(report["gain"])}`, `por isso o ganho é de ${money(report["gain"])}`)(language);
  if (!putInSaid) return `${went}; ${flowsSaid}, ${result}.`;
  const counted =
    !Number.isFinite(flows) || flows === 0 ? text("with nothing put in on balance", "sem dinheiro posto no total")(language)
    : flows > 0 ? text("less the money you put in", "descontado o dinheiro que colocou")(language)
    : text("adding back the money you took out", "somando o dinheiro que retirou")(language);
  const outcome = gain < 0 ? text(`the loss is ${money(-gain)}`, `a perda é de ${money(-gain)}`)(language) : text(`the gain is ${money(report["gain"])}`, `o ganho é de ${money(report["gain"])}`)(language);
  return `${went}; ${counted}, ${outcome}.`;
};
