import type { HealthIssueCode, Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { decimal } from "./portfolioFormat.js";

/** The classification fields an asset may lack (`fields` of `HEALTH_UNCLASSIFIED_ASSET`), in Portuguese. */
const fieldNames: Readonly<Record<string, string>> = { assetClass: "classe de ativo", sector: "setor", region: "região" };

type Params = Readonly<Record<string, unknown>>;

/** A value of `params` as text ("" when absent). */
const value = (params: Params, name: string): string => String(params[name] ?? "");

/** Each data-check code said in Portuguese from the issue's values (see `healthIssueCodes`), in the words the web's card uses. */
const portugueseIssues: Readonly<Record<HealthIssueCode, (params: Params) => string>> = {
  HEALTH_MISSING_QUOTE: (params) => `${value(params, "symbol")} não tem cotação até ${value(params, "asOf")}: conta pelo custo de compra`,
  HEALTH_STALE_QUOTE: (params) => `A última cotação de ${value(params, "symbol")} é de ${value(params, "date")} (há ${value(params, "days")} dias)`,
  HEALTH_MISSING_FX: (params) => `Não há taxa de câmbio para ${value(params, "pair")}: os montantes nessa moeda foram contados 1:1`,
  HEALTH_UNCLASSIFIED_ASSET: (params) =>
    `${value(params, "symbol")} não tem ${value(params, "fields")
      .split(",")
      .map((field) => fieldNames[field] ?? field)
      .join(", ")}`,
  HEALTH_NEGATIVE_POSITION: (params) =>
    `${value(params, "symbol")} tem uma quantidade negativa (${decimal(params["quantity"], "pt")}): uma venda ou transferência passa do que foi comprado`,
  HEALTH_NEGATIVE_CASH: (params) => `O saldo em ${value(params, "currency")} está negativo (${decimal(params["amount"], "pt")}): pode faltar um depósito`,
};

/**
 * One issue of the data check in the question's language: the check's own words in English, and in Portuguese the
 * same issue said from its code and the values it names (`params`); the message as it is for a code not known here.
 */
export const healthIssueLine = (issue: Data, language: Language): string => {
  const message = String(issue["message"]);
  if (language !== "pt") return message;
  const words = (portugueseIssues as Readonly<Record<string, ((params: Params) => string) | undefined>>)[String(issue["code"])];
  const params = issue["params"];
  return words === undefined || typeof params !== "object" || params === null ? message : words(params as Params);
};
