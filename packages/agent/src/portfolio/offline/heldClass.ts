import { allocationKeyName } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";

/** A kind of holding asked of, as a slice of the allocation: an asset class ("crypto", "bonds") or an instrument ("ETFs", "funds"). */
export interface KindAsked {
  readonly by: "assetClass" | "instrument";
  readonly key: string;
}

/** The kinds as asked of, folded, each with its allocation slice: what an asset is ("obrigações") or how it is held ("ETFs", "fundos"). */
const kindWords: ReadonlyArray<readonly [RegExp, KindAsked]> = [
  [/^(?:crypto\w*|cripto\w*|bitcoins?|ethereum)$/, { by: "assetClass", key: "CRYPTO" }],
  [/^(?:bonds?|obrigacoes|obrigacao|titulos de divida|(?:titulos de )?renda fixa)$/, { by: "assetClass", key: "BOND" }],
  [/^(?:stocks?|shares|equities|acoes)$/, { by: "assetClass", key: "EQUITY" }],
  [/^(?:gold|ouro|commodities|mercadorias)$/, { by: "assetClass", key: "COMMODITY" }],
  [/^(?:real estate|reits?|imobiliario|imoveis)$/, { by: "assetClass", key: "REAL_ESTATE" }],
  [/^(?:etfs?|etcs?|exchange traded funds?)$/, { by: "instrument", key: "ETF" }],
  [/^(?:(?:index |mutual |investment )?funds?|fundos?(?: de investimento| de indice)?)$/, { by: "instrument", key: "FUND" }],
];

const kind =
  "(crypto\\w*|cripto\\w*|bitcoins?|ethereum|bonds?|obrigacoes|obrigacao|titulos de divida|(?:titulos de )?renda fixa|stocks?|shares|equities|acoes|gold|ouro|commodities|real estate|reits?|imobiliario|imoveis|etfs?|etcs?|exchange traded funds?|(?:index |mutual |investment )?funds?|fundos?(?: de investimento| de indice)?)";

/** "do I have any crypto?", "do i own ETFs?", "tenho bitcoin?", "tenho algum fundo?": whether a kind is held at all. */
const heldAsked = new RegExp(
  `\\b(?:do i (?:have|own|hold)|have i got|am i (?:in|invested in)|(?:eu )?tenho|possuo|estou investido em) (?:any |some |algum |alguma |alguns |algumas |em )?${kind}\\b(?! (?:goals?|de emergencia|de maneio)\\b)`,
);

/** "how much do I have in ETFs?", "tenho quanto em fundos?", "what percentage is in bonds?": how much of a kind is held. */
const amountAsked = new RegExp(
  `\\b(?:how much|quant[oa]s?|percentage|percentagem|porcentagem|what share|what part|que parte|value|worth|valor|valem)\\b.*\\b(?:in|em|n[ao]s?|of|d[ao]s?|my|meus|minhas) ${kind}\\b(?! (?:goals?|de emergencia|de maneio)\\b)`,
);

/** The kind a word or words name ("funds", "index funds", "obrigações"), or undefined. */
export const kindOf = (word: string | undefined): KindAsked | undefined => (word === undefined ? undefined : kindWords.find(([pattern]) => pattern.test(word))?.[1]);

/** The kind a question asks whether it holds, or undefined. */
export const heldClassAsked = (question: Question): KindAsked | undefined => kindOf(heldAsked.exec(question.normalized)?.[1]);

/** The kind a question asks how much it holds of, or undefined. */
const amountOfKindAsked = (question: Question): KindAsked | undefined => kindOf(amountAsked.exec(question.normalized)?.[1]);

/**
 * Before the allocation: whether the kind asked is held, with its share and value ("Yes: you hold ETFs, 45%…"), or how
 * much of it is held ("You have 1,234.00 EUR in ETFs, 45%…"); null for any other question or an allocation by another dimension.
 */
export const heldClassLead = (data: Data, question: Question): string | null => {
  // "quanto tenho em fundos?" asks how much, though "tenho em fundos" alone would ask whether.
  const amountOf = amountOfKindAsked(question);
  const held = amountOf === undefined ? heldClassAsked(question) : undefined;
  const asked = amountOf ?? held;
  if (asked === undefined || data["by"] !== asked.by) return null;
  const language = question.language;
  const name = allocationKeyName(asked.by, asked.key, language);
  const slice = ((data["slices"] as ReadonlyArray<Data> | undefined) ?? []).find((row) => row["key"] === asked.key && Number(row["value"]) > 0);
  if (slice === undefined)
    return held === undefined ? text(`You hold no ${name}.`, `Não tem ${name} na carteira.`)(language) : text(`No: you hold no ${name}.`, `Não: não tem ${name} na carteira.`)(language);
  const share = percent(slice["weight"], language).replace("+", "");
  const value = amount(slice["value"], data["baseCurrency"], language);
  return held === undefined
    ? text(`You have ${value} in ${name}, ${share} of your portfolio.`, `Tem ${value} em ${name}, ${share} da carteira.`)(language)
    : text(`Yes: you hold ${name}, ${share} of your portfolio (${value}).`, `Sim: tem ${name}, ${share} da carteira (${value}).`)(language);
};
