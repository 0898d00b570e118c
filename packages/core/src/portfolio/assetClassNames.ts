import type { Language } from "../common/language.js";
import type { AssetClass } from "./asset.js";
import { instrumentNames } from "./instrument.js";

/**
 * Each asset class in words, lower case ("EQUITY" is "stocks" / "ações"). The Portuguese reads the same in Brazil and
 * Portugal: "títulos de dívida", not Portugal's "obrigações" nor Brazil's "renda fixa" (which in Portugal reads as rent
 * and is wider than bonds); "imóveis", not "imobiliário" as a noun (Portugal's).
 */
export const assetClassNames: Readonly<Record<AssetClass, Readonly<Record<Language, string>>>> = {
  EQUITY: { en: "stocks", pt: "ações" },
  BOND: { en: "bonds", pt: "títulos de dívida" },
  CASH: { en: "cash", pt: "liquidez" },
  REAL_ESTATE: { en: "real estate", pt: "imóveis" },
  COMMODITY: { en: "commodities", pt: "matérias-primas" },
  CRYPTO: { en: "crypto", pt: "criptomoedas" },
  OTHER: { en: "other", pt: "outros" },
};

/**
 * The common English names of sectors and regions (GICS sectors, MSCI regions, as data providers and the sample write
 * them) in Portuguese; a name not here is the user's own and stays as written.
 */
const sectorAndRegionNames: Readonly<Record<string, string>> = {
  technology: "Tecnologia",
  "information technology": "Tecnologia da informação",
  "health care": "Saúde",
  healthcare: "Saúde",
  financials: "Setor financeiro",
  "consumer discretionary": "Consumo discricionário",
  "consumer staples": "Bens de consumo básico",
  energy: "Energia",
  industrials: "Indústria",
  materials: "Materiais",
  utilities: "Serviços públicos",
  "real estate": "Imóveis",
  "communication services": "Serviços de comunicação",
  diversified: "Diversificado",
  bonds: "Títulos de dívida",
  "government bonds": "Títulos de dívida pública",
  "government & corporate bonds": "Títulos de dívida pública e de empresas",
  "north america": "América do Norte",
  "latin america": "América Latina",
  "south america": "América do Sul",
  "united states": "Estados Unidos",
  us: "EUA",
  usa: "EUA",
  "united kingdom": "Reino Unido",
  portugal: "Portugal",
  brazil: "Brasil",
  spain: "Espanha",
  france: "França",
  germany: "Alemanha",
  canada: "Canadá",
  china: "China",
  europe: "Europa",
  asia: "Ásia",
  "asia pacific": "Ásia-Pacífico",
  pacific: "Pacífico",
  japan: "Japão",
  africa: "África",
  "emerging markets": "Mercados emergentes",
  "developed markets": "Mercados desenvolvidos",
  world: "Mundo",
};

const unclassified: Readonly<Record<Language, string>> = { en: "unclassified", pt: "sem classificação" };

/**
 * An allocation slice's key in words, lower case: an asset class code ("EQUITY" → "stocks"), an instrument ("ETF" →
 * "ETFs"), the cash slice every
 * dimension but currency and account has ("CASH"), and the assets not classified; a common sector or region name in
 * the language ("North America" → "América do Norte"); any other sector or region, a currency or an account name as it is.
 */
export const allocationKeyName = (by: string, key: string, language: Language): string => {
  if (by === "currency" || by === "account") return key;
  if (key === "Unclassified") return unclassified[language];
  if (by === "instrument" && key in instrumentNames) return instrumentNames[key as keyof typeof instrumentNames][language];
  if (key === "CASH" || by === "assetClass") return (assetClassNames as Readonly<Record<string, Readonly<Record<Language, string>>>>)[key]?.[language] ?? key;
  if (language === "pt" && (by === "sector" || by === "region")) return sectorAndRegionNames[key.trim().toLowerCase()] ?? key;
  return key;
};
