import type { Asset } from "../asset.js";
import type { FxRate, Quote } from "../marketData.js";
import { detectDateFormat, detectNumberFormat, parseDate, parseNumber } from "./formats.js";
import { parseCsv } from "./parseCsv.js";

export interface MarketDataImport<A> {
  readonly rows: ReadonlyArray<A>;
  readonly errors: ReadonlyArray<{ readonly line: number; readonly message: string }>;
}

const normalise = (header: string) => header.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim();
const columnOf = (headers: ReadonlyArray<string>, names: ReadonlyArray<string>) => headers.findIndex((header) => names.includes(normalise(header)));

/**
 * Quotes from CSV with columns symbol (or ticker), date and close (or price):
 * any delimiter, either decimal notation, any date order. A line whose symbol
 * is not one of `assets`, or whose date or close does not read, is an error
 * with its line number.
 */
export const parseQuotesCsv = (text: string, assets: ReadonlyArray<Asset>): MarketDataImport<Quote> => {
  const parsed = parseCsv(text);
  const symbol = columnOf(parsed.headers, ["symbol", "ticker", "simbolo", "asset", "ativo"]);
  const date = columnOf(parsed.headers, ["date", "data", "day", "dia"]);
  const close = columnOf(parsed.headers, ["close", "price", "fecho", "preco", "cotacao", "value", "valor"]);
  if (symbol < 0 || date < 0 || close < 0) return { rows: [], errors: [{ line: 1, message: "the header needs symbol, date and close columns" }] };
  const numberFormat = detectNumberFormat(parsed.rows.map((row) => row.cells[close] ?? ""));
  const dateFormat = detectDateFormat(parsed.rows.map((row) => row.cells[date] ?? ""));
  const bySymbol = new Map(assets.map((asset) => [asset.symbol, asset.id]));
  const rows: Quote[] = [];
  const errors: Array<{ line: number; message: string }> = [];
  for (const row of parsed.rows) {
    const assetId = bySymbol.get((row.cells[symbol] ?? "").toUpperCase());
    const day = parseDate(row.cells[date] ?? "", dateFormat);
    const value = parseNumber(row.cells[close] ?? "", numberFormat);
    const problems = [
      assetId === undefined ? `unknown symbol "${row.cells[symbol] ?? ""}"` : null,
      day === undefined ? `date "${row.cells[date] ?? ""}" is not a date` : null,
      value === undefined || value.startsWith("-") ? `close "${row.cells[close] ?? ""}" is not a price` : null,
    ].filter((problem) => problem !== null);
    if (problems.length > 0) errors.push({ line: row.line, message: problems.join("; ") });
    else rows.push({ assetId: assetId!, date: day!, close: value! } as Quote);
  }
  return { rows, errors };
};

/** FX rates from CSV with columns base, quote, date and rate (or one pair column "EUR/USD"). */
export const parseFxCsv = (text: string): MarketDataImport<FxRate> => {
  const parsed = parseCsv(text);
  const pair = columnOf(parsed.headers, ["pair", "par"]);
  const base = columnOf(parsed.headers, ["base", "from", "de"]);
  const quote = columnOf(parsed.headers, ["quote", "to", "para"]);
  const date = columnOf(parsed.headers, ["date", "data", "day", "dia"]);
  const rate = columnOf(parsed.headers, ["rate", "taxa", "cambio", "value", "valor", "close"]);
  if ((pair < 0 && (base < 0 || quote < 0)) || date < 0 || rate < 0) return { rows: [], errors: [{ line: 1, message: "the header needs base and quote (or pair), date and rate columns" }] };
  const numberFormat = detectNumberFormat(parsed.rows.map((row) => row.cells[rate] ?? ""));
  const dateFormat = detectDateFormat(parsed.rows.map((row) => row.cells[date] ?? ""));
  const rows: FxRate[] = [];
  const errors: Array<{ line: number; message: string }> = [];
  for (const row of parsed.rows) {
    const [from, to] = pair >= 0 ? (row.cells[pair] ?? "").toUpperCase().split(/[/\-: ]/) : [(row.cells[base] ?? "").toUpperCase(), (row.cells[quote] ?? "").toUpperCase()];
    const day = parseDate(row.cells[date] ?? "", dateFormat);
    const value = parseNumber(row.cells[rate] ?? "", numberFormat);
    const problems = [
      !/^[A-Z]{3}$/.test(from ?? "") || !/^[A-Z]{3}$/.test(to ?? "") ? "the pair needs two currency codes" : null,
      day === undefined ? `date "${row.cells[date] ?? ""}" is not a date` : null,
      value === undefined || Number(value) <= 0 ? `rate "${row.cells[rate] ?? ""}" is not a positive number` : null,
    ].filter((problem) => problem !== null);
    if (problems.length > 0) errors.push({ line: row.line, message: problems.join("; ") });
    else rows.push({ base: from!, quote: to!, date: day!, rate: value! } as FxRate);
  }
  return { rows, errors };
};
