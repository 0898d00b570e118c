import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";

/** The fields a classification may lack, in Portuguese, as the data check names them in English. */
const fieldNames: Readonly<Record<string, string>> = { "asset class": "classe de ativo", sector: "setor", region: "região" };

/**
 * One issue of the data check in the question's language: the check's own words in English, and in Portuguese the
 * same issue said from its kind and subject (with the figures its message gives); the message as it is for a kind
 * not known here.
 */
export const healthIssueLine = (issue: Data, language: Language): string => {
  const message = String(issue["message"]);
  if (language !== "pt") return message;
  const subject = String(issue["subject"]);
  switch (issue["kind"]) {
    case "missingQuote":
      return `${subject} não tem cotação; está avaliado ao custo`;
    case "staleQuote": {
      const found = /from (\d{4}-\d{2}-\d{2}) \((\d+) days old\)/.exec(message);
      return found === null ? `A cotação de ${subject} está desatualizada` : `A última cotação de ${subject} é de ${found[1]!} (há ${found[2]!} dias)`;
    }
    case "missingFx":
      return `Não há câmbio para ${subject}: os valores nessa moeda contaram 1:1`;
    case "unclassifiedAsset": {
      const missing = (/has no (.+)$/.exec(message)?.[1] ?? "").split(", ").map((field) => fieldNames[field] ?? field);
      return `${subject} não tem ${missing.join(", ")}`;
    }
    case "negativePosition":
      return `${subject} tem uma quantidade negativa: uma venda ou transferência excede o que foi comprado`;
    case "negativeCash":
      return `O dinheiro em ${subject.split("/").at(-1)!} está negativo: pode faltar um depósito`;
    default:
      return message;
  }
};
