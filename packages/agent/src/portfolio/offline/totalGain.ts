import type { Language } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";

/**
 * The portfolio's whole gain since its start, asked with no period ("how much have I made in total?", "quanto ganhei no
 * total?"), as one figure: its value today less the money put in net of withdrawals, and what that counts (price moves,
 * sales, fees, and the dividends and interest received since the start, which stay in it as cash). Null without a
 * performance report over every day.
 */
export const totalGainLine = (results: ReadonlyArray<ToolResultView>, language: Language): string | null => {
  const performance = results.find((result) => result.success && result.name === "get_performance")?.data;
  const report = performance?.["report"] as Data | null | undefined;
  if (report === null || report === undefined || performance?.["period"] !== "ALL") return null;
  const base = report["baseCurrency"];
  const gain = Number(report["gain"]);
  const lost = gain < 0;
  const income = results.find((result) => result.success && result.name === "get_income")?.data;
  const received = income === undefined || !Number.isFinite(Number(income["total"])) ? null : amount(income["total"], base, language);
  const result = text(`a ${lost ? "loss" : "gain"} of ${amount(Math.abs(gain), base, language)}`, `${lost ? "uma perda" : "um ganho"} de ${amount(Math.abs(gain), base, language)}`)(language);
  const counted = text(
    `It counts everything together: price moves, sales and fees${received === null ? ", and the dividends and interest received" : `, and the ${received} of dividends and interest received`}.`,
    `Conta tudo junto: variações de preço, vendas e comissões${received === null ? ", e os dividendos e juros recebidos" : `, e os ${received} de dividendos e juros recebidos`}.`,
  )(language);
  return text(
    `Since your portfolio started (${String(report["from"])}), its total result is ${result}: what it is worth today (${amount(report["endValue"], base, language)}) less the money you put in, net of withdrawals (${amount(report["netFlows"], base, language)}). ${counted}`,
    `Desde o início da carteira (${String(report["from"])}), o resultado total é ${result}: o que vale hoje (${amount(report["endValue"], base, language)}) menos o dinheiro que colocou, descontadas as saídas (${amount(report["netFlows"], base, language)}). ${counted}`,
  )(language);
};
