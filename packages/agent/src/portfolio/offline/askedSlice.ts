import { allocationKeyName } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";
import { type KindAsked, kindOf } from "./heldClass.js";
import { inPlace } from "./placeIn.js";
import { type RegionAsked, regionsAsked } from "./regionsAsked.js";

/** A sector or currency named in a question, with the allocation slice it is and the name said when none is held. */
interface KeyAsked {
  readonly by: "currency" | "sector";
  readonly key: RegExp;
  readonly within?: undefined;
  readonly name: string;
}
/** A region, sector or currency named in a question. */
type SliceAsked = KeyAsked | RegionAsked;

/** Sectors as asked of ("exposed to tech", "exposição a tecnologia"), folded, each with the keys of its slice. */
const sectors: ReadonlyArray<readonly [RegExp, KeyAsked]> = [
  [/\b(?:tech|technology|technologies|tecnologia|tecnologias|tecnologicas?)\b/, { by: "sector", key: /^(?:information )?tech/i, name: "Technology" }],
  [/\b(?:healthcare|health care|pharma|farmaceutic\w*)\b/, { by: "sector", key: /^health/i, name: "Healthcare" }],
  [/\b(?:energy|energia)\b/, { by: "sector", key: /^energy/i, name: "Energy" }],
  [/\butilities\b/, { by: "sector", key: /^utilities/i, name: "Utilities" }],
  [/\b(?:financials|banks|banca|bancos)\b/, { by: "sector", key: /^financ/i, name: "Financials" }],
  [/\b(?:consumer staples|consumo)\b/, { by: "sector", key: /^consumer staples/i, name: "Consumer staples" }],
  [/\b(?:real estate|imobiliario)\b/, { by: "sector", key: /^real estate/i, name: "Real estate" }],
];

/** Currencies as asked of ("the dollar", "em dólares", "USD exposure"), folded, each with its code. */
const currencies: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:dollars?|dolar|dolares|usd)\b/, "USD"],
  [/\b(?:euros?|eur)\b/, "EUR"],
  [/\b(?:gbp|pounds?|libras?|sterling)\b/, "GBP"],
  [/\b(?:chf|swiss francs?|francos? suicos?)\b/, "CHF"],
  [/\b(?:jpy|yen|ienes?)\b/, "JPY"],
  [/\b(?:brl|reais|reals?)\b(?! estate)/, "BRL"],
];

/** The dimension of a region, sector or currency the question names ("e na Europa?" → region); undefined when it names none. */
export const sliceDimensionNamed = (question: Question): SliceAsked["by"] | undefined =>
  (["region", "sector", "currency"] as const).find((by) => sliceAsked(question, by) !== undefined);

const sliceAsked = (question: Question, by: unknown): SliceAsked | undefined => {
  const asked = question.normalized;
  if (by === "region") return regionsAsked.find(([pattern]) => pattern.test(asked))?.[1];
  if (by === "sector") return sectors.find(([pattern]) => pattern.test(asked))?.[1];
  if (by !== "currency") return undefined;
  const code = currencies.find(([pattern]) => pattern.test(asked))?.[1];
  return code === undefined ? undefined : { by: "currency", key: new RegExp(`^${code}$`), name: code };
};

/** That whether a share is too much is not LifeOS's to judge. */
const noJudgement = text(
  "Whether that is too much depends on your goals and how long you can wait, which I can't judge, and I don't give investment advice.",
  "Se é demais depende dos seus objetivos e de quanto tempo pode esperar, o que eu não consigo avaliar, e não dou conselhos de investimento.",
);

/**
 * Before an allocation by region, sector or currency, the slice the question names ("how much do I have in US stocks?",
 * "am I too exposed to tech?", "quanto tenho exposto ao dólar?"): its share, value and holdings first. A country kept
 * only as the wider region it is part of ("in Portugal" when the holdings say "Europe") is answered with that region and
 * said to be all of it; a place with no slice, that nothing is held there by the regions kept, and which holdings keep
 * no region. Null when none is named.
 */
export const askedSliceLead = (data: Data, question: Question): string | null => {
  const asked = sliceAsked(question, data["by"]);
  if (asked === undefined) return null;
  const language = question.language;
  const by = String(data["by"]);
  const held = ((data["slices"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => Number(row["value"]) > 0);
  const own = held.find((row) => asked.key.test(String(row["key"])));
  const wider = own === undefined && asked.within !== undefined ? held.find((row) => asked.within!.test(String(row["key"]))) : undefined;
  const slice = own ?? wider;
  const place = allocationKeyName(by, asked.name, language);
  if (slice === undefined) return [nothingIn(by, asked, place, language), worldwide(held, asked, data["baseCurrency"], place, language), unplaced(held, asked, data["baseCurrency"], place, language)].filter((part) => part !== null).join(" ");
  const share = percent(slice["weight"], language).replace("+", "");
  const value = amount(slice["value"], data["baseCurrency"], language);
  const name = allocationKeyName(by, String(slice["key"]), language);
  const lead = text(`You have ${value} ${inPlace(by, name, "en")}, ${share} of your portfolio.`, `Tem ${value} ${inPlace(by, name, "pt")}, ${share} da carteira.`)(language);
  const parts = [lead, holdingsIn(slice, language), wider === undefined ? null : wholeRegion(name, place, language), tooMuchAsked.test(question.normalized) ? noJudgement(language) : null];
  return parts.filter((part) => part !== null).join(" ");
};

/** The holdings of a slice, when the allocation lists them ("Holdings: EDP, KO."); null when it does not. */
const holdingsIn = (slice: Data, language: Question["language"]): string | null => {
  const symbols = (slice["symbols"] as ReadonlyArray<string> | undefined) ?? [];
  return symbols.length === 0 ? null : text(`Holdings: ${symbols.join(", ")}.`, `Posições: ${symbols.join(", ")}.`)(language);
};

/** That a country asked of is counted in the wider region its holdings keep, so the amount is the whole region's. */
const wholeRegion = (region: string, place: string, language: Question["language"]): string =>
  text(
    `The portfolio keeps each holding's region, not its country: this is everything ${inPlace("region", region, "en")}, not only ${inPlace("region", place, "en")}.`,
    `A carteira guarda a região de cada posição, não o país: este valor é tudo o que está ${inPlace("region", region, "pt")}, não só ${inPlace("region", place, "pt")}.`,
  )(language);

/** That nothing is held in a place; of a country, nor in a wider region it is part of, since holdings keep a region only. */
const nothingIn = (by: string, asked: SliceAsked, place: string, language: Question["language"]): string =>
  asked.within === undefined
    ? text(`You hold nothing ${inPlace(by, place, "en")}.`, `Não tem nada ${inPlace(by, place, "pt")} na carteira.`)(language)
    : text(
        `You hold nothing ${inPlace(by, place, "en")}, nor in a region it is part of (the portfolio keeps each holding's region, not its country).`,
        `Não tem nada ${inPlace(by, place, "pt")} na carteira, nem numa região de que faça parte (a carteira guarda a região de cada posição, não o país).`,
      )(language);

/** Of a region asked with none held there, the holdings the portfolio keeps no region for, which may be there; null when every holding has one. */
const unplaced = (held: ReadonlyArray<Data>, asked: SliceAsked, currency: unknown, place: string, language: Question["language"]): string | null => {
  if (asked.by !== "region") return null;
  const unclassified = held.find((row) => row["key"] === "Unclassified");
  if (unclassified === undefined) return null;
  const symbols = (unclassified["symbols"] as ReadonlyArray<string> | undefined) ?? [];
  const value = amount(unclassified["value"], currency, language);
  const which = symbols.length === 0 ? text(`some holdings (${value})`, `algumas posições (${value})`)(language) : `${symbols.join(", ")} (${value})`;
  return text(
    `The portfolio keeps no region for ${which}, so whether they are ${inPlace("region", place, "en")} is not known.`,
    `A carteira não guarda a região de ${which}, por isso não se sabe se estão ${inPlace("region", place, "pt")}.`,
  )(language);
};

/** Region keys of holdings spread over the whole world ("Global", "World", "All-World", "Mundo"). */
const worldKey = /^(?:global|world|worldwide|all[- ]world|mundo|mundial|internacional|international)$/i;

/** Of a region asked with none held there, the worldwide holdings, which may hold some of it; null when there are none. */
const worldwide = (held: ReadonlyArray<Data>, asked: SliceAsked, currency: unknown, place: string, language: Question["language"]): string | null => {
  if (asked.by !== "region") return null;
  const rows = held.filter((row) => worldKey.test(String(row["key"]).trim()));
  if (rows.length === 0) return null;
  const symbols = rows.flatMap((row) => (row["symbols"] as ReadonlyArray<string> | undefined) ?? []);
  const value = amount(rows.reduce((sum, row) => sum + Number(row["value"]), 0), currency, language);
  const which = symbols.length === 0 ? value : `${symbols.join(", ")}: ${value}`;
  return text(
    `Your worldwide holdings (${which}) may hold some ${inPlace("region", place, "en")}; the portfolio does not say how much.`,
    `As posições globais (${which}) podem ter uma parte ${inPlace("region", place, "pt")}; a carteira não diz quanto.`,
  )(language);
};

/** "am I too exposed to tech?", "tenho demasiado em dólares?", "do I have a lot in Europe?": a judgement of the share, which LifeOS does not make. */
const tooMuchAsked = /\b(?:too (?:much|exposed|heavy|concentrated)|over-?exposed|overweight|a lot|lots|demasiad[oa]s?|demais|expost[oa]s? demais|muito expost[oa]s?|(?:tenho|temos) (?:muit[oa]s?|bastante))\b/;

/**
 * Whether one holds too much (or a lot) of something, said of oneself ("have I too much in dollars?", "do I have a lot
 * in the US?", "am I overweight in Europe?", "tenho demasiado em dólares?", "tenho muito dinheiro em tecnologia?",
 * "estou muito concentrado na Europa?"), before the region, sector or currency it is of.
 */
const holdsTooMuch =
  /\b(?:(?:have i|do i have|do i hold|have i got|am i holding)(?: got)? (?:too much|a lot|lots|too many)|am i (?:too |very |heavily )?(?:over-?exposed|overweight|concentrated|heavy)|(?:tenho|possuo|estou com) (?:demasiad[oa]s?|muit[oa]s?|bastante)|estou (?:demasiado |muito )?(?:concentrad[oa]|sobre-?expost[oa]))\b/;
/** Not one's money: time, energy or people ("do I have too much energy?", "tenho muito trabalho na Europa?"). */
const notMoney = /\b(?:time|tempo|energy|energia|work|trabalho|stress|friends|amigos|fun|sleep|sono|coffee|cafe)\b/;

const marketWord = /^(?:stocks|shares|equities|etfs|funds|bonds|companies|acoes|etfs|fundos|obrigacoes|empresas)$/;

/** What follows "too much" in a question of one's money ("in dollars", "tech", "em fundos"), and whether it is a place ("in …"); undefined otherwise. */
const heavyRest = (question: Question): { readonly rest: string; readonly placed: boolean } | undefined => {
  const asked = question.normalized;
  const said = holdsTooMuch.exec(asked);
  if (said === null || notMoney.test(asked)) return undefined;
  const rest = asked.slice(said.index + said[0].length).replace(/^ (?:(?:money|cash|invested|dinheiro|investido|aplicado) )?/, "");
  return { rest, placed: /^(?:in|into|em|no|na|nos|nas|ao|aos|a|to)\b/.test(rest) };
};

/**
 * The kind of holding one is asked to hold too much of ("am I too heavy in funds?", "tenho demasiado em fundos?",
 * "do I have too many bonds?"): the longest run of up to three words after it that names one; undefined otherwise.
 */
export const heavyKind = (question: Question): KindAsked | undefined => {
  const heavy = heavyRest(question);
  if (heavy === undefined) return undefined;
  const words = heavy.rest.replace(/[?!.,;]/g, " ").trim().split(/\s+/).slice(heavy.placed ? 1 : 0);
  if (heavy.placed && /^(?:my|meus|minhas|os|as)$/.test(words[0] ?? "")) words.shift();
  return [3, 2, 1].map((count) => kindOf(words.slice(0, count).join(" "))).find((kind) => kind !== undefined);
};

/**
 * "have I too much in dollars?", "tenho muito em tecnologia?": the allocation by the dimension of what is named;
 * "am I too heavy in funds?", "tenho demasiado em ações?": by the kind of holding named. Undefined when neither is named.
 */
export const holdsTooMuchOf = (question: Question): SliceAsked["by"] | KindAsked["by"] | undefined => {
  const heavy = heavyRest(question);
  if (heavy === undefined) return undefined;
  // What follows is where it is ("in dollars", "nos EUA", "ao dólar") or the thing itself ("too much tech", "muitos dólares").
  const [first = "", second = ""] = heavy.rest.split(" ");
  const thing = marketWord.test(first) || marketWord.test(second) ? `${first} ${second}` : first;
  const named = (["region", "sector", "currency"] as const).find((by) => sliceAsked({ ...question, normalized: thing }, by) !== undefined);
  return (heavy.placed ? sliceDimensionNamed(question) : named) ?? heavyKind(question)?.by;
};

/** A kind's slices: funds asked of count the exchange-traded ones too (an ETF is a fund). */
const kindKeys = (kind: KindAsked): ReadonlyArray<string> => (kind.key === "FUND" ? ["FUND", "ETF"] : [kind.key]);

/**
 * Before an allocation by asset class or instrument, for a kind asked as too much ("am I too heavy in funds?",
 * "tenho demasiado em fundos?"): its share and value, funds counting ETFs, and that the judgement is not LifeOS's. Null otherwise.
 */
export const heavyKindLead = (data: Data, question: Question): string | null => {
  const kind = heavyKind(question);
  if (kind === undefined || data["by"] !== kind.by) return null;
  const language = question.language;
  const keys = kindKeys(kind);
  const held = ((data["slices"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => keys.includes(String(row["key"])) && Number(row["value"]) > 0);
  const name = keys.length > 1 ? text("funds and ETFs", "fundos e ETFs")(language) : allocationKeyName(kind.by, kind.key, language);
  if (held.length === 0) return text(`You hold no ${name}.`, `Não tem ${name} na carteira.`)(language);
  const value = amount(held.reduce((sum, row) => sum + Number(row["value"]), 0), data["baseCurrency"], language);
  const share = percent(held.reduce((sum, row) => sum + Number(row["weight"]), 0), language).replace("+", "");
  return `${text(`You have ${value} in ${name}, ${share} of your portfolio.`, `Tem ${value} em ${name}, ${share} da carteira.`)(language)} ${noJudgement(language)}`;
};
