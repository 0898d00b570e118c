import { allocationKeyName } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";

/** The asset classes as asked of ("crypto", "obrigações"), each with the allocation's key (an ETF or a fund may be of any). */
const classWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:crypto\w*|cripto\w*|bitcoins?|ethereum)$/, "CRYPTO"],
  [/^(?:bonds?|obrigacoes|obrigacao|titulos de divida|(?:titulos de )?renda fixa)$/, "BOND"],
  [/^(?:stocks?|shares|equities|acoes)$/, "EQUITY"],
  [/^(?:gold|ouro|commodities|mercadorias)$/, "COMMODITY"],
  [/^(?:real estate|reits?|imobiliario|imoveis)$/, "REAL_ESTATE"],
];

/** "do I have any crypto?", "do i own bonds?", "tenho bitcoin?", "tenho alguma obrigação?": whether a class is held at all. */
const heldAsked =
  /\b(?:do i (?:have|own|hold)|have i got|am i (?:in|invested in)|(?:eu )?tenho|possuo|estou investido em) (?:any |some |algum |alguma |alguns |algumas |em )?(crypto\w*|cripto\w*|bitcoins?|ethereum|bonds?|obrigacoes|obrigacao|titulos de divida|(?:titulos de )?renda fixa|stocks?|shares|equities|acoes|gold|ouro|commodities|real estate|reits?|imobiliario|imoveis)\b/;

/** The allocation's key of the class a question asks whether it holds, or undefined. */
export const heldClassAsked = (question: Question): string | undefined => {
  const word = heldAsked.exec(question.normalized)?.[1];
  return word === undefined ? undefined : classWords.find(([pattern]) => pattern.test(word))?.[1];
};

/** Whether the class asked is held, with its share and value, before the allocation; null for any other question. */
export const heldClassLead = (data: Data, question: Question): string | null => {
  const key = heldClassAsked(question);
  if (key === undefined || data["by"] !== "assetClass") return null;
  const language = question.language;
  const name = allocationKeyName("assetClass", key, language).toLowerCase();
  const slice = ((data["slices"] as ReadonlyArray<Data> | undefined) ?? []).find((row) => row["key"] === key && Number(row["value"]) > 0);
  if (slice === undefined) return text(`No: you hold no ${name}.`, `Não: não tem ${name} na carteira.`)(language);
  return text(
    `Yes: you hold ${name}, ${percent(slice["weight"], language).replace("+", "")} of your portfolio (${amount(slice["value"], data["baseCurrency"], language)}).`,
    `Sim: tem ${name}, ${percent(slice["weight"], language).replace("+", "")} da carteira (${amount(slice["value"], data["baseCurrency"], language)}).`,
  )(language);
};
