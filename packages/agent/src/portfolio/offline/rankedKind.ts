import type { Language } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";
import { superlativeFollowUp } from "./portfolioPatterns.js";

/**
 * The word a ranking of the holdings was asked with ("my best stock", "o pior ETF", "which fund did worst?"): said back
 * in the answer, singular and plural in each language (with its gender in Portuguese), and the instruments it narrows the
 * ranking to (null for a word any holding is: "investment", "ativo", "posição").
 */
export interface RankedKind {
  readonly instruments: ReadonlyArray<string> | null;
  readonly en: readonly [one: string, many: string];
  readonly pt: readonly [one: string, many: string];
  readonly feminine: boolean;
}

const holding: RankedKind = { instruments: null, en: ["holding", "holdings"], pt: ["posição", "posições"], feminine: true };

/** The words, folded, each with the kind it asks for; the first found in the question wins. An ETF is a fund too; a "share of" the portfolio is no stock. */
const kindWords: ReadonlyArray<readonly [RegExp, RankedKind]> = [
  [/\b(?:stocks?|shares?(?! of)|equit(?:y|ies)|acao|acoes)\b/, { instruments: ["STOCK"], en: ["stock", "stocks"], pt: ["ação", "ações"], feminine: true }],
  [/\b(?:etfs?)\b/, { instruments: ["ETF"], en: ["ETF", "ETFs"], pt: ["ETF", "ETFs"], feminine: false }],
  [/\b(?:funds?|fundos?)\b/, { instruments: ["FUND", "ETF"], en: ["fund", "funds"], pt: ["fundo", "fundos"], feminine: false }],
  [/\b(?:cryptos?|cryptocurrenc(?:y|ies)|coins?|criptos?|criptomoedas?|moedas? digita(?:l|is))\b/, { instruments: ["CRYPTO"], en: ["crypto holding", "crypto holdings"], pt: ["criptomoeda", "criptomoedas"], feminine: true }],
  [/\b(?:investments?|investimentos?)\b/, { instruments: null, en: ["investment", "investments"], pt: ["investimento", "investimentos"], feminine: false }],
  [/\b(?:assets?|ativos?)\b/, { instruments: null, en: ["asset", "assets"], pt: ["ativo", "ativos"], feminine: false }],
];

const kindIn = (normalized: string): RankedKind | undefined => kindWords.find(([pattern]) => pattern.test(normalized))?.[1];

/** The kind a ranking question asks of, or of the ranking it follows ("and the worst?" after "my best ETF"); a holding when it names none. */
export const rankedKindAsked = (question: Question): RankedKind => {
  const said = kindIn(question.normalized);
  if (said !== undefined) return said;
  if (question.previous !== null && superlativeFollowUp.test(question.normalized)) return kindIn(question.previous.normalized) ?? holding;
  return holding;
};

/** The kind's word in a language, singular or plural. */
export const kindNoun = (kind: RankedKind, language: Language, many = false): string => kind[language][many ? 1 : 0];

/** "A sua"/"O seu" before the kind's word in Portuguese, "Your" in English. */
export const yourKind = (kind: RankedKind, language: Language): string => (language === "en" ? "Your" : kind.feminine ? "A sua" : "O seu");

/** A word capitalised, for a title that starts with the kind ("Ações com pior desempenho"). */
export const capitalisedNoun = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The holdings of the kind asked (`narrowed`), or all of them when it names none, when the rows do not say how each is
 * held, or when none is of that kind (`noneHeld`: then said, and the ranking is of every holding).
 */
export const holdingsOfKind = (rows: ReadonlyArray<Data>, kind: RankedKind): { readonly rows: ReadonlyArray<Data>; readonly kind: RankedKind; readonly noneHeld: boolean } => {
  const instruments = kind.instruments;
  if (instruments === null || !rows.some((row) => "instrument" in row)) return { rows, kind: instruments === null ? kind : holding, noneHeld: false };
  const narrowed = rows.filter((row) => instruments.includes(String(row["instrument"])));
  return narrowed.length === 0 ? { rows, kind: holding, noneHeld: true } : { rows: narrowed, kind, noneHeld: false };
};

/**
 * That none of the kind asked is held, before a ranking of every holding or (`listed`) a list drawn from all of them
 * ("which cryptos are losing money?" lists those below their cost, it ranks nothing).
 */
export const noneOfKindLine = (asked: RankedKind, language: Language, listed = false): string =>
  language === "pt"
    ? `Não tem ${kindNoun(asked, language, true)} na carteira, por isso ${listed ? "listei entre" : "ordenei"} todas as posições.`
    : `You hold no ${kindNoun(asked, language, true)}, so this ${listed ? "lists those among" : "ranks"} all your holdings.`;

/**
 * The holdings of a kind named with no ranking ("should I sell my ETFs?", "vale a pena comprar mais ações?"): each with
 * its value and gain on cost; that none is held, with the holdings; null when no kind is named or the rows do not say
 * how each is held.
 */
export const heldOfKind = (data: Data, question: Question): string | null => {
  const asked = kindIn(question.normalized);
  const rows = (data["holdings"] as ReadonlyArray<Data> | undefined) ?? [];
  if (asked?.instruments === null || asked === undefined || !rows.some((row) => "instrument" in row)) return null;
  const language = question.language;
  const { rows: ofKind, noneHeld } = holdingsOfKind(rows, asked);
  const many = kindNoun(asked, language, true);
  if (noneHeld)
    return text(`You hold no ${many}. Your holdings: `, `Não tem ${many} na carteira. As suas posições: `)(language) + `${rows.map((row) => String(row["symbol"])).join(", ")}.`;
  const line = (row: Data) => `- ${String(row["symbol"])}: ${amount(row["marketValue"], data["baseCurrency"], language)} (${percent(row["unrealisedGainPercent"], language)} ${text("on cost", "face ao custo")(language)})`;
  return [text(`Your ${many}:`, `${language === "pt" ? (asked.feminine ? "As suas" : "Os seus") : ""} ${many}:`.trim())(language), ...ofKind.map(line)].join("\n");
};
