import type { Language } from "../common/language.js";
import type { Asset } from "./asset.js";

/** How an asset is held: a company's own shares, an exchange-traded fund, another fund, a bond held directly, or a coin. */
export const Instruments = ["STOCK", "ETF", "FUND", "BOND", "CRYPTO"] as const;
export type Instrument = (typeof Instruments)[number];

/**
 * Words in an asset's name that say it is an exchange-traded product: "ETF" (a UCITS ETF must carry "UCITS ETF" in its
 * name), "ETC"/"ETN" (exchange-traded commodities and notes), "exchange traded".
 */
const exchangeTraded = /(?<![\p{L}\d])(?:etfs?|etcs?|etns?|exchange[ -]traded)(?![\p{L}\d])/iu;

/**
 * Words in an asset's name that say it is a fund not traded on an exchange: "Fund", "Fundo", the legal forms of a fund
 * (SICAV, OEIC, FCP, OICVM, FII, unit trust, investment trust) and "PPR" (a retirement savings plan held as a fund).
 */
const pooled = /(?<![\p{L}\d])(?:funds?|fundos?|sicav|oeic|fcp|oicvm|oic|fii|fiis|unit trust|investment trust|ppr)(?![\p{L}\d])/iu;

/**
 * How an asset is held, from what it already carries: its name says when it is an ETF (or another exchange-traded
 * product) or a fund, whatever it invests in; otherwise it is held directly, as its class says (shares of a company
 * are "STOCK", a bond "BOND", a coin "CRYPTO"). Null when neither tells (no class, or a class such as real estate or
 * commodities that is held only through a product its name does not name).
 */
export const instrumentOf = (asset: Pick<Asset, "name" | "assetClass">): Instrument | null => {
  if (exchangeTraded.test(asset.name)) return "ETF";
  if (pooled.test(asset.name)) return "FUND";
  switch (asset.assetClass) {
    case "EQUITY":
      return "STOCK";
    case "BOND":
      return "BOND";
    case "CRYPTO":
      return "CRYPTO";
    default:
      return null;
  }
};

/** Each instrument in words, lower case, alike in Brazil and Portugal ("ETF" is "ETFs" in both languages). */
export const instrumentNames: Readonly<Record<Instrument, Readonly<Record<Language, string>>>> = {
  STOCK: { en: "individual stocks", pt: "ações individuais" },
  ETF: { en: "ETFs", pt: "ETFs" },
  FUND: { en: "funds", pt: "fundos" },
  BOND: { en: "individual bonds", pt: "títulos de dívida individuais" },
  CRYPTO: { en: "crypto", pt: "criptomoedas" },
};
