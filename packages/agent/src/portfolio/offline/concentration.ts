import { allocationKeyName } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";

/**
 * The biggest risk of one's money asked without a finance word ("what's my biggest risk?", "what are my main risks?",
 * "qual é o meu maior risco?", "quais são os principais riscos?", "concentration risk", "risco de concentração"): where
 * the portfolio is most concentrated. A risk of something else named ("my biggest health risk", "na vida") is not it.
 */
const concentrationWords =
  /^(?!.*\b(?:health|saude|life|vida|job|emprego|trabalho|journal|diario|wrote|escrevi|project|projeto)\b).*\b(?:(?:my|the) (?:biggest|largest|greatest|main|top|major) risks?|(?:biggest|largest|greatest|main|top|major) risks? (?:am i|do i|i)\b|(?:o )?meu (?:maior|principal) risco|(?:os )?meus (?:maiores|principais) riscos|(?:qual|quais) (?:e|sao) (?:o |os )?(?:maior|maiores|principal|principais) riscos?|concentration risk|risco de concentracao|(?:where|what) (?:am i|is my (?:money|portfolio)) (?:most )?(?:concentrated|exposed)|onde (?:esta|estou) (?:o meu dinheiro |a minha carteira )?mais (?:concentrad[oa]|expost[oa]))\b/;

export const concentrationAsked = (question: Question): boolean => concentrationWords.test(question.normalized);

/** The holdings and how they are spread by sector, region and currency. */
export const concentrationCalls: ReadonlyArray<PlannedCall> = [
  { name: "get_holdings", arguments: {} },
  { name: "get_asset_allocation", arguments: { by: "sector" } },
  { name: "get_asset_allocation", arguments: { by: "region" } },
  { name: "get_asset_allocation", arguments: { by: "currency" } },
];

const dimensionNames: Readonly<Record<string, Readonly<Record<Question["language"], string>>>> = {
  sector: { en: "Largest sector", pt: "Maior setor" },
  region: { en: "Largest region", pt: "Maior região" },
  currency: { en: "Largest currency", pt: "Maior moeda" },
};

const share = (weight: unknown, language: Question["language"]) => percent(weight, language).replace("+", "");

/** Slices that are no one sector or region: a fund's spread over many ("Diversified", "Global") or none known. */
const spreadKeys = /^(?:diversified|multi-?sector|multi-?region|mixed|various|global|world|worldwide|international|broad market)$/i;
const unknownKeys = /^(?:other|others|unknown|n\/a|none)$/i;

const spreadWords: Readonly<Record<string, Readonly<Record<Question["language"], readonly [string, string]>>>> = {
  sector: { en: ["funds spread over many sectors", "holdings with no known sector"], pt: ["fundos repartidos por vários setores", "posições sem setor conhecido"] },
  region: { en: ["funds spread over many regions", "holdings with no known region"], pt: ["fundos repartidos por várias regiões", "posições sem região conhecida"] },
};

/**
 * The largest slice of one allocation, cash and the unclassified left out (they are no sector or region). When the
 * largest is a fund spread over many sectors or regions ("Diversified", "Global") or none known, the largest one
 * that is a sector or region is named, and that bucket said for what it is after it.
 */
const largestSlice = (data: Data, language: Question["language"]): string | null => {
  const by = String(data["by"]);
  const slices = [...((data["slices"] as ReadonlyArray<Data> | undefined) ?? [])]
    .filter((row) => !/^(?:cash|unclassified)$/i.test(String(row["key"])) && Number(row["value"]) > 0)
    .sort((a, b) => Number(b["weight"]) - Number(a["weight"]));
  const name = dimensionNames[by];
  const [slice] = slices;
  if (slice === undefined || name === undefined) return null;
  const figures = (row: Data) => `${share(row["weight"], language)} (${amount(row["value"], data["baseCurrency"], language)})`;
  const line = (row: Data) => `- ${name[language]}: ${allocationKeyName(by, String(row["key"]), language)}, ${figures(row)}`;
  const key = String(slice["key"]);
  const words = spreadWords[by]?.[language];
  if (words === undefined || !(spreadKeys.test(key) || unknownKeys.test(key))) return line(slice);
  const said = `${spreadKeys.test(key) ? words[0] : words[1]} (${allocationKeyName(by, key, language)})`;
  const known = slices.find((row) => !spreadKeys.test(String(row["key"])) && !unknownKeys.test(String(row["key"])));
  if (known === undefined) return `- ${name[language]}: ${figures(slice)} ${text("in", "em")(language)} ${said}`;
  return `${line(known)}; ${text(`a further ${figures(slice)} is in ${said}`, `outros ${figures(slice)} estão em ${said}`)(language)}`;
};

/**
 * No verdict on risk, then where the money is most concentrated: the largest position and the largest sector, region
 * and currency, each with its share of the portfolio and value.
 */
export const concentrationAnswer = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const language = question.language;
  const held = results.find((result) => result.success && result.name === "get_holdings")?.data;
  const rows = ((held?.["holdings"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => Number.isFinite(Number(row["marketValue"])));
  const total = Number((held?.["totals"] as Data | undefined)?.["totalValue"]);
  const largest = [...rows].sort((a, b) => Number(b["marketValue"]) - Number(a["marketValue"]))[0];
  const weight = largest === undefined ? undefined : typeof largest["weight"] === "number" ? largest["weight"] : total > 0 ? Number(largest["marketValue"]) / total : undefined;
  const position =
    largest === undefined
      ? []
      : [`- ${text("Largest position", "Maior posição")(language)}: ${String(largest["symbol"])}, ${weight === undefined ? "" : `${share(weight, language)} `}(${amount(largest["marketValue"], held?.["baseCurrency"], language)})`.replace(", (", " (")];
  const slices = results.filter((result) => result.success && result.name === "get_asset_allocation").map((result) => largestSlice(result.data, language)).filter((line): line is string => line !== null);
  const lead = text(
    "Which risk matters most depends on your goals and how long you can wait, which I can't judge, and I don't give investment advice. Where your money is most concentrated, as a share of your portfolio:",
    "Que risco pesa mais depende dos seus objetivos e de quanto tempo pode esperar, o que eu não consigo avaliar, e não dou conselhos de investimento. Onde o seu dinheiro está mais concentrado, em percentagem da carteira:",
  )(language);
  return [lead, ...position, ...slices].join("\n");
};
